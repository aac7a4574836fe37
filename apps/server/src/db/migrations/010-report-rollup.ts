import { type Kysely, sql } from 'kysely';
import { HOURS, rebuildSalesRollup } from '../../modules/reports/sales-rollup';
import type { Engine } from '../database';
import type { Database } from '../schema';

/**
 * The daily sales roll-up the sales reports read (see modules/reports/sales-rollup), filled from the
 * orders already stored.
 */
export function reportRollupMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let table = db.schema
        .createTable('report_sales_days')
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('local_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('minor', 'bigint', (c) => c.notNull().defaultTo(0));
      for (const h of HOURS) {
        table = table
          .addColumn(`orders_h${h}`, 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn(`minor_h${h}`, 'bigint', (c) => c.notNull().defaultTo(0));
      }
      table = table.addPrimaryKeyConstraint('report_sales_days_pk', [
        'venue_id',
        'local_date',
        'platform',
        'currency',
      ]);
      // On SQLite the rows are stored in key order, so a range of venues and days is read in sequence.
      await (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table).execute();
      // Totals and days read this index alone; only the heat map reads the hour columns.
      await db.schema
        .createIndex('report_sales_days_totals')
        .on('report_sales_days')
        .columns(['venue_id', 'local_date', 'platform', 'currency', 'orders', 'minor'])
        .execute();
      await rebuildSalesRollup(db as Kysely<Database>, engine);
    },
  };
}
