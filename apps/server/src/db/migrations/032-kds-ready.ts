import type { Kysely } from 'kysely';

/**
 * The kitchen's Ready from r_keeper (docs/rkeeper.md, "The kitchen's Ready"): the venue's setting
 * (`pos_connections.kds_ready`, off by default), the orders-table version its last `GetOrderList`
 * answered (`kds_list_version`, sent back as `lastversion`), each watched order's r_keeper version
 * as last read (`pos_kds_versions`), and who made an order Ready (`orders.ready_by`: 'pos-kds' when
 * r_keeper's kitchen display did; null for a person or before this was kept).
 */
export function kdsReadyMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('pos_connections')
        .addColumn('kds_ready', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('pos_connections').addColumn('kds_list_version', 'text').execute();
      await db.schema.alterTable('orders').addColumn('ready_by', 'text').execute();
      await db.schema
        .createTable('pos_kds_versions')
        .addColumn('order_id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('pos_kds_versions').execute();
      await db.schema.alterTable('orders').dropColumn('ready_by').execute();
      await db.schema.alterTable('pos_connections').dropColumn('kds_list_version').execute();
      await db.schema.alterTable('pos_connections').dropColumn('kds_ready').execute();
    },
  };
}
