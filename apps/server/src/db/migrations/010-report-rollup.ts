import { venueZoneName } from '@orderdesk/contracts';
import { type Kysely, sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Engine } from '../database';

/*
 * A migration is frozen: it carries what it needs as it was when it was written, so later changes to
 * the live roll-up code (modules/reports) never change what an old database is migrated into.
 */

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
/** Statuses left out of sales when this migration was written: received (1), rejected (6), refunded (7). */
const EXCLUDED_STATUSES = [1, 6, 7];
const PAGE = 5000;

/** Each venue's clock name, as the venue settings stored it when this migration was written. */
export async function venueZonesAt010(db: Kysely<unknown>): Promise<Map<number, string>> {
  const rows = await sql<{ id: number; settings: string; time_zone_id: number }>`
    SELECT id, settings, time_zone_id FROM venues`.execute(db);
  const zones = new Map<number, string>();
  for (const row of rows.rows) {
    let stored: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(row.settings);
      if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
    } catch {
      // A setting that does not parse counts as absent.
    }
    const dst = typeof stored.useDayLigthSavingTime === 'boolean' ? stored.useDayLigthSavingTime : true;
    zones.set(row.id, venueZoneName({ timeZone: row.time_zone_id, useDayLigthSavingTime: dst }));
  }
  return zones;
}

interface SalesDay {
  venueId: number;
  date: string;
  weekday: number;
  platform: string;
  currency: string;
  orders: number;
  minor: number;
  hourOrders: number[];
  hourMinor: number[];
}

/** The roll-up of the orders already stored, counted order by order on each venue's clock. */
async function fillSalesDays(db: Kysely<unknown>): Promise<void> {
  const zones = await venueZonesAt010(db);
  const days = new Map<string, SalesDay>();
  for (let after = 0; ;) {
    const page = await sql<{
      id: number;
      venue_id: number;
      platform: string;
      currency: string;
      amount: number | string;
      status_id: number;
      created_at: string;
    }>`SELECT id, venue_id, platform, currency, amount, status_id, created_at FROM orders
      WHERE id > ${after} ORDER BY id LIMIT ${PAGE}`.execute(db);
    for (const o of page.rows) {
      if (EXCLUDED_STATUSES.includes(o.status_id)) continue;
      const local = DateTime.fromISO(o.created_at, { zone: zones.get(o.venue_id) ?? 'UTC' });
      const date = local.toFormat('yyyy-MM-dd');
      const key = [o.venue_id, date, o.platform, o.currency].join('\u0000');
      const day = days.get(key) ?? {
        venueId: o.venue_id,
        date,
        weekday: local.weekday,
        platform: o.platform,
        currency: o.currency,
        orders: 0,
        minor: 0,
        hourOrders: HOURS.map(() => 0),
        hourMinor: HOURS.map(() => 0),
      };
      const amount = Number(o.amount);
      day.orders += 1;
      day.minor += amount;
      day.hourOrders[local.hour]! += 1;
      day.hourMinor[local.hour]! += amount;
      days.set(key, day);
    }
    if (page.rows.length < PAGE) break;
    after = page.rows[page.rows.length - 1]!.id;
  }
  const columns = ['orders', 'minor', ...HOURS.flatMap((h) => [`orders_h${h}`, `minor_h${h}`])];
  const all = [...days.values()];
  for (let i = 0; i < all.length; i += 100) {
    const values = all.slice(i, i + 100).map((d) => {
      const counts = [d.orders, d.minor, ...HOURS.flatMap((_, h) => [d.hourOrders[h]!, d.hourMinor[h]!])];
      return sql`(${d.venueId}, ${d.date}, ${d.weekday}, ${d.platform}, ${d.currency}, ${sql.join(counts)})`;
    });
    await sql`INSERT INTO report_sales_days (venue_id, local_date, weekday, platform, currency, ${sql.raw(
      columns.join(', '),
    )}) VALUES ${sql.join(values)}`.execute(db);
  }
}

/** The daily sales roll-up the sales reports read, filled from the orders already stored. */
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
      await fillSalesDays(db);
    },
  };
}
