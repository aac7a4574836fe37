import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The venue's order list revision: the sum of its counters, which triggers on `orders` raise in the
 * same transaction as every write to one of its orders (migration 011). It only grows, so an equal
 * revision means nothing changed. 0 before any write.
 */
export async function readOrderListRevision(db: Kysely<Database>, venueId: number): Promise<number> {
  const row = await db
    .selectFrom('order_list_revisions')
    .select((eb) => eb.fn.sum<number | string | null>('revision').as('revision'))
    .where('venue_id', '=', venueId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}
