import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A venue's order list revision is the sum of a few counters, each only ever raised: the sum grows
 * with every committed write, so an equal sum means nothing changed. Several counters (the order's id
 * picks one) so that on PostgreSQL concurrent writes to one venue's orders rarely wait for each
 * other's row lock, which is held until commit.
 */
const SHARDS = 16;

/**
 * Raises the venue's order list revision for a write to order `orderId`. Called right after the
 * order's own write, in its transaction, so the new revision is seen exactly when the change is.
 */
export async function raiseOrderListRevision(
  db: Kysely<Database>,
  venueId: number,
  orderId: number,
): Promise<void> {
  await db
    .insertInto('order_list_revisions')
    .values({ venue_id: venueId, shard: orderId % SHARDS, revision: 1 })
    .onConflict((oc) =>
      oc
        .columns(['venue_id', 'shard'])
        .doUpdateSet({ revision: sql<number>`order_list_revisions.revision + 1` }),
    )
    .execute();
}

/** The venue's order list revision: 0 before any write through the order repository. */
export async function readOrderListRevision(db: Kysely<Database>, venueId: number): Promise<number> {
  const row = await db
    .selectFrom('order_list_revisions')
    .select((eb) => eb.fn.sum<number | string | null>('revision').as('revision'))
    .where('venue_id', '=', venueId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}
