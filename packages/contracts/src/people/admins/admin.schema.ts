import { z } from 'zod';
import { ZPeopleListQuery, ZPerson, personCreateFields, personUpdateFields } from '../person.schema';

/** An administrator: reaches everything. */
export const ZAdmin = ZPerson;
export type TAdmin = z.infer<typeof ZAdmin>;

export const ZCreateAdminRequest = z.object(personCreateFields);
export type TCreateAdminRequest = z.input<typeof ZCreateAdminRequest>;

export const ZUpdateAdminRequest = z.object(personUpdateFields);
export type TUpdateAdminRequest = z.input<typeof ZUpdateAdminRequest>;

export const ZListAdminsQuery = ZPeopleListQuery;
export type TListAdminsQuery = z.output<typeof ZListAdminsQuery>;
