import { randomBytes } from 'node:crypto';
import { DEFAULT_ADDITIONAL_USER_SETTINGS, Role, type TRole } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { clockIso, type Clock } from '../clock';
import { hashPassword } from '../modules/auth/passwords';
import type { Database } from '../db/schema';

/** Returns the JWT secret kept in the database, creating it on first start (shared by every instance). */
export async function ensureJwtSecret(db: Kysely<Database>): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt', value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function createUser(
  db: Kysely<Database>,
  clock: Clock,
  user: {
    userName: string;
    password: string;
    role: TRole;
    venueId?: number | null;
    firstName?: string;
    lastName?: string;
  },
): Promise<number> {
  const now = clockIso(clock);
  const row = await db
    .insertInto('users')
    .values({
      user_name: user.userName,
      user_name_key: user.userName.toLowerCase(),
      password_hash: await hashPassword(user.password),
      role: user.role,
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      email: null,
      venue_id: user.venueId ?? null,
      is_active: 1,
      additional_settings: JSON.stringify(DEFAULT_ADDITIONAL_USER_SETTINGS),
      failed_logins: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * On first start (no admin yet) creates the admin. Returns the password when it was generated,
 * so it can be printed once.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  clock: Clock,
  login: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', Role.ADMIN)
    .executeTakeFirst();
  if (existing) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await createUser(db, clock, {
    userName: login,
    password: password ?? generated!,
    role: Role.ADMIN,
    firstName: 'Administrator',
  });
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}
