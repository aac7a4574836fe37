import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';

/** The SQLSTATE `order_changed_under` raises: a compare-and-set on an order's version that lost. */
export const ORDER_CHANGED_UNDER = 'OD409';

/**
 * On PostgreSQL, `order_changed_under(id)` raises: an order's update sent as one statement with the
 * change's other writes (each a `WITH`, modules/orders/orders.repository.ts `writeOrderRow`) calls it
 * when its compare-and-set on the version found the order changed, so the whole statement, those
 * writes included, is undone even outside a transaction. A data-modifying `WITH` runs whether or not
 * the update matches, and SQL alone has no way to raise. SQLite writes a change inside a transaction.
 */
export function orderWriteGuardMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await sql
        .raw(
          `CREATE FUNCTION order_changed_under(order_id integer) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
          BEGIN
            RAISE EXCEPTION 'Order % changed under its writer: nothing of the change is written', order_id
              USING ERRCODE = '${ORDER_CHANGED_UNDER}';
          END $$`,
        )
        .execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await sql.raw('DROP FUNCTION order_changed_under(integer)').execute(db);
    },
  };
}
