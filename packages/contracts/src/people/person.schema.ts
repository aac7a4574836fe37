import { z } from 'zod';
import { createListQuery } from '../api/list-query';
import { ZEntityId } from '../api/entity-id';
import { ZPassword } from '../auth/password-rule';

/** A login: unique regardless of case, without spaces. */
export const ZUserName = z
  .string()
  .trim()
  .min(3, 'Login must be at least 3 characters')
  .max(100, 'Login may be at most 100 characters')
  .regex(/^\S+$/, 'Login may not contain spaces');

/** A first or last name; blank means none. */
export const ZPersonName = z
  .string()
  .trim()
  .max(100, 'Name may be at most 100 characters')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** An optional e-mail address; blank means none. */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(200, 'Email may be at most 200 characters')
  .transform((v) => (v === '' ? null : v))
  .pipe(z.email('Email is not a valid address').nullable())
  .nullable();

/** What every person (admin, dealer, manager, operator) shows; never a password or its hash. */
export const ZPerson = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TPerson = z.infer<typeof ZPerson>;

/** Fields of a new person: a password is required. */
export const personCreateFields = {
  userName: ZUserName,
  password: ZPassword,
  firstName: ZPersonName.optional(),
  lastName: ZPersonName.optional(),
  email: ZOptionalEmail.optional(),
  isActive: z.boolean().default(true),
};

/**
 * Fields of a change to a person, addressed by `id` in the body. A field left out stays as it is
 * (so no password means the password is unchanged); `null` clears an optional field.
 */
export const personUpdateFields = {
  id: ZEntityId,
  userName: ZUserName.optional(),
  password: ZPassword.optional(),
  firstName: ZPersonName.optional(),
  lastName: ZPersonName.optional(),
  email: ZOptionalEmail.optional(),
  isActive: z.boolean().optional(),
};

export const ZPersonCreate = z.object(personCreateFields);
export const ZPersonUpdate = z.object(personUpdateFields);
export type TPersonCreate = z.output<typeof ZPersonCreate>;
export type TPersonUpdate = z.output<typeof ZPersonUpdate>;

export const PERSON_SORTABLE = ['userName', 'firstName', 'lastName', 'email', 'createdAt'] as const;
export type TPersonSortField = (typeof PERSON_SORTABLE)[number];

/** The list query of every people collection: search over login, names and e-mail, paging, sorting. */
export const ZPeopleListQuery = createListQuery({ sortable: PERSON_SORTABLE });
export type TPeopleListQuery = z.output<typeof ZPeopleListQuery>;
