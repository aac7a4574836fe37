import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Logins are unique regardless of case. */
export function findUserByLogin(db: Kysely<Database>, userName: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_name_key', '=', userName.trim().toLowerCase())
    .executeTakeFirst();
}
