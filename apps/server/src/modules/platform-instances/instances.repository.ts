import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findInstance(db: Kysely<Database>, id: number) {
  return db.selectFrom('platform_instances').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInstanceOrThrow(db: Kysely<Database>, id: number) {
  return db.selectFrom('platform_instances').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
