import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Raises the venue's order list revision. Called right after the order's own write, in its
 * transaction, so the new revision is seen exactly when the change is. On PostgreSQL this locks
 * the venue's revision row until commit, as the venue's sales roll-up row already is for a new order;
 * it is always taken after the order row and before the roll-up, so the locks keep one order.
 */
export async function raiseOrderListRevision(db: Kysely<Database>, venueId: number): Promise<void> {
  await db
    .insertInto('order_list_revisions')
    .values({ venue_id: venueId, revision: 1 })
    .onConflict((oc) =>
      oc.column('venue_id').doUpdateSet({ revision: sql<number>`order_list_revisions.revision + 1` }),
    )
    .execute();
}

/** The venue's order list revision: 0 before any write through the order repository. */
export async function readOrderListRevision(db: Kysely<Database>, venueId: number): Promise<number> {
  const row = await db
    .selectFrom('order_list_revisions')
    .select('revision')
    .where('venue_id', '=', venueId)
    .executeTakeFirst();
  return row ? Number(row.revision) : 0;
}
