import { ZPassword, type TPerson } from '@orderdesk/contracts';
import { z } from 'zod';

/** What the person forms edit; extras (areas, venue) are added per kind. */
export interface PersonFormValues {
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
}

export const PERSON_FIELDS = ['userName', 'password', 'firstName', 'lastName', 'email', 'isActive'] as const;

/** On an edit a blank password keeps the current one; a typed one follows the password rule. */
export const ZKeepOrNewPassword = z.union([z.literal('').transform(() => undefined), ZPassword]);

export function personFormValues(record?: TPerson): PersonFormValues {
  return {
    userName: record?.userName ?? '',
    password: '',
    firstName: record?.firstName ?? '',
    lastName: record?.lastName ?? '',
    email: record?.email ?? '',
    isActive: record?.isActive ?? true,
  };
}

/** The name a person is shown by: first and last name, else the login. */
export function personName(person: Pick<TPerson, 'firstName' | 'lastName' | 'userName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.userName;
}

/** `/x/new` opens an empty form; `/x/{id}` the record. */
export function parseEntityId(raw: string | undefined): { isNew: boolean; id: number | null } {
  if (raw === 'new') return { isNew: true, id: null };
  const id = Number(raw);
  return { isNew: false, id: Number.isInteger(id) && id > 0 ? id : null };
}
