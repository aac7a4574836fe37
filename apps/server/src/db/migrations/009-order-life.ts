import type { Kysely } from 'kysely';

/** A delayed order's save time (`delayOrderSaving`) and the void or return of a cancelled order's check. */
export function orderLifeMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('delayed_until', 'varchar(30)').execute();
      await db.schema.alterTable('orders').addColumn('pos_voided_at', 'varchar(30)').execute();
    },
  };
}
