import { sql, type Kysely } from 'kysely';

/**
 * The platform's payload of an order in a table of its own, written once when the order is stored.
 * In `orders` it was over half of each row (about a kilobyte of an order's 1.8), and every update of
 * an order (its check, its hand-over's outcome, accept, ready, picked up) wrote the whole row again:
 * on PostgreSQL a new row version in the table and in the WAL, the payload unchanged each time. Its
 * readers are few and each reads it once: an order's own answer, the hand-over's mapping, the
 * platforms' calls and the mending of an order the till refused.
 */
export function orderPayloadsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('order_payloads')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('platform_payload', 'text', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO order_payloads (order_id, platform_payload) SELECT id, platform_payload FROM orders`.execute(
        db,
      );
      await db.schema.alterTable('orders').dropColumn('platform_payload').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('orders')
        .addColumn('platform_payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await sql`UPDATE orders SET platform_payload = (SELECT p.platform_payload FROM order_payloads p WHERE p.order_id = orders.id)
        WHERE EXISTS (SELECT 1 FROM order_payloads p WHERE p.order_id = orders.id)`.execute(db);
      await db.schema.dropTable('order_payloads').execute();
    },
  };
}
