import { type Kysely, sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Engine } from '../database';
import { venueZonesAt010 } from './010-report-rollup';

/*
 * A migration is frozen: it carries what it needs as it was when it was written (the venues' clocks
 * as migration 010 reads them), so later changes to the live roll-up code never change it.
 */

const PAGE = 5000;

/** Whole seconds from one ISO instant to a later one, half a second rounded up, never below zero. */
function wholeSeconds(from: string, to: string): number {
  return Math.floor((Math.max(0, Date.parse(to) - Date.parse(from)) + 500) / 1000);
}

/** The roll-up of the orders already stored, counted order by order on each venue's clock. */
async function fillOperationDays(db: Kysely<unknown>): Promise<void> {
  const zones = await venueZonesAt010(db);
  const counts = new Map<string, { row: [number, string, string, string, number]; orders: number }>();
  const add = (venueId: number, date: string, platform: string, measure: string, seconds: number) => {
    const key = [venueId, date, platform, measure, seconds].join('\u0000');
    const entry = counts.get(key) ?? { row: [venueId, date, platform, measure, seconds], orders: 0 };
    entry.orders += 1;
    counts.set(key, entry);
  };
  for (let after = 0; ;) {
    const page = await sql<{
      id: number;
      venue_id: number;
      platform: string;
      created_at: string;
      accepted_at: string | null;
      ready_at: string | null;
      bad_at: string | null;
      bad_since: string | null;
      bad_seconds: number | string | null;
    }>`SELECT o.id, o.venue_id, o.platform, o.created_at, o.accepted_at,
        t.ready_at, t.bad_at, t.bad_since, t.bad_seconds
      FROM orders o LEFT JOIN order_report_times t ON t.order_id = o.id
      WHERE o.id > ${after} ORDER BY o.id LIMIT ${PAGE}`.execute(db);
    for (const o of page.rows) {
      const date = DateTime.fromISO(o.created_at, { zone: zones.get(o.venue_id) ?? 'UTC' }).toFormat(
        'yyyy-MM-dd',
      );
      if (o.accepted_at) {
        add(o.venue_id, date, o.platform, 'accept', wholeSeconds(o.created_at, o.accepted_at));
        if (o.ready_at) add(o.venue_id, date, o.platform, 'prep', wholeSeconds(o.accepted_at, o.ready_at));
      }
      if (o.bad_at && !o.bad_since) add(o.venue_id, date, o.platform, 'bad', Number(o.bad_seconds ?? 0));
    }
    if (page.rows.length < PAGE) break;
    after = page.rows[page.rows.length - 1]!.id;
  }
  const all = [...counts.values()];
  for (let i = 0; i < all.length; i += 500) {
    const values = all.slice(i, i + 500).map((c) => sql`(${sql.join([...c.row, c.orders])})`);
    await sql`INSERT INTO report_operation_days (venue_id, local_date, platform, measure, seconds, orders)
      VALUES ${sql.join(values)}`.execute(db);
  }
}

/**
 * The daily operations roll-up the operations report reads, filled from the orders already stored,
 * and a partial index on what it does not hold: the orders still BAD.
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
      await fillOperationDays(db);
    },
  };
}
