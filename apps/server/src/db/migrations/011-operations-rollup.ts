import { type Kysely, sql } from 'kysely';
import { rebuildOperationsRollup } from '../../modules/reports/operations-rollup';
import type { Engine } from '../database';
import type { Database } from '../schema';

/**
 * The daily operations roll-up the operations report reads (see modules/reports/operations-rollup),
 * filled from the orders already stored, and a partial index on what it does not hold: the orders
 * still BAD.
 */
export function operationsRollupMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema
        .createTable('report_operation_days')
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('local_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('measure', 'varchar(10)', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('report_operation_days_pk', [
          'venue_id',
          'local_date',
          'platform',
          'measure',
          'seconds',
        ]);
      // On SQLite the rows are stored in key order, so a range of venues and days is read in sequence.
      await (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table).execute();
      await db.schema
        .createIndex('order_report_times_still_bad')
        .on('order_report_times')
        .column('bad_since')
        .where(sql.ref('bad_since'), 'is not', null)
        .execute();
      await rebuildOperationsRollup(db as Kysely<Database>, engine);
    },
  };
}
