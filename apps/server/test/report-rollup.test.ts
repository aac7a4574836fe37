import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../src/db/schema';
import { setOrderRow } from './support/order-rows';
import { rebuildSalesRollup } from '../src/modules/reports/sales-rollup';
import { startRollupWorld, type RollupWorld } from './support/rollup-world';

/*
 * The daily sales roll-up the sales reports read: it follows orders inserted and changed later, and
 * matches a computation straight from the orders on random data across a daylight-saving change. The
 * reports module is built from its dependencies (support/rollup-world.ts); the report's route, scope
 * and validation are in reports.test.ts.
 */
let rw: RollupWorld;
let db: Kysely<Database>;
let vilnius: number;
let tokyo: number;
let ZONES: Record<number, string>;
const PLATFORMS = ['wolt', 'bolt', 'glovo', 'fudy'] as const;

/** An order stored as ingest stores it (insertOrderOnce); answers its id. */
const ingest = async (
  venueId: number,
  platform: string,
  statusId: number,
  amount: number,
  createdAt: string,
) => (await rw.ingest(venueId, { platform, status_id: statusId, amount, created_at: createdAt })).id;

const sales = (query: string) => rw.sales(query);

async function rollupRows() {
  return (
    await db
      .selectFrom('report_sales_days')
      .selectAll()
      .where('venue_id', 'in', [vilnius, tokyo])
      .where('orders', '!=', 0)
      .orderBy('venue_id')
      .orderBy('local_date')
      .orderBy('platform')
      .orderBy('currency')
      .execute()
  ).map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
    ),
  );
}

beforeAll(async () => {
  rw = await startRollupWorld('Roll-up');
  ({ db, vilnius, tokyo, zones: ZONES } = rw);
});
afterAll(() => rw.close());

describe('the daily sales roll-up', () => {
  it('follows an order whose status changes days after it was placed', async () => {
    const day = `period=custom&from=2026-01-12&to=2026-01-12&venueId=${vilnius}`;
    // 23:30 local on Monday 12 January (UTC+2).
    const id = await ingest(vilnius, 'wolt', OrderStatus.RECEIVED, 1850, '2026-01-12T21:30:00.000Z');
    expect((await sales(day)).totals.orders).toBe(0);

    await setOrderRow(db, id, { status_id: OrderStatus.PRODUCTION });
    let report = await sales(day);
    expect(report.totals).toMatchObject({ orders: 1, revenue: 18.5 });
    expect(report.byDay).toEqual([{ date: '2026-01-12', orders: 1, revenue: 18.5, averageOrderValue: 18.5 }]);
    expect(
      report.byHour.find((c: { weekday: number; hour: number }) => c.weekday === 1 && c.hour === 23),
    ).toEqual({
      weekday: 1,
      hour: 23,
      orders: 1,
      revenue: 18.5,
    });

    // Refunded a week later: no longer a sale of that day.
    await setOrderRow(db, id, { status_id: OrderStatus.REFUNDED });
    report = await sales(day);
    expect(report.totals).toMatchObject({ orders: 0, revenue: 0 });
    expect(report.byPlatform).toEqual([]);
    expect(report.byDay).toEqual([{ date: '2026-01-12', orders: 0, revenue: 0, averageOrderValue: 0 }]);
    expect(report.byHour.every((c: { orders: number }) => c.orders === 0)).toBe(true);
  });

  it("moves a venue's sales to its new local days when its time zone changes", async () => {
    const venueId = await rw.addVenue('Roll-up mover', 46);
    // 20:00 UTC on Thursday 15 January: that day in UTC, 05:00 on Friday 16 in Tokyo.
    await ingest(venueId, 'bolt', OrderStatus.DELIVERED, 2400, '2026-01-15T20:00:00.000Z');
    const days = `period=custom&from=2026-01-15&to=2026-01-16&venueId=${venueId}`;
    const countsOf = (report: { byDay: { date: string; orders: number }[] }) =>
      report.byDay.map((d) => [d.date, d.orders]);
    expect(countsOf(await sales(days))).toEqual([
      ['2026-01-15', 1],
      ['2026-01-16', 0],
    ]);

    await rw.moveVenue(venueId, 113);
    const report = await sales(days);
    expect(countsOf(report)).toEqual([
      ['2026-01-15', 0],
      ['2026-01-16', 1],
    ]);
    expect(report.byHour.filter((c: { orders: number }) => c.orders > 0)).toEqual([
      { weekday: 5, hour: 5, orders: 1, revenue: 24 },
    ]);
  });

  it('matches the orders themselves on random orders across a daylight-saving change', async () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const statuses = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11];
    // 20 March to 5 April 2026: Kyiv moves from UTC+2 to UTC+3 on 29 March at 01:00 UTC.
    const start = Date.parse('2026-03-20T00:00:00.000Z');
    const ids: number[] = [];
    for (let i = 0; i < 250; i++) {
      const venueId = random(2) === 0 ? vilnius : tokyo;
      const at = new Date(start + random(16 * 24 * 60) * 60_000 + (i % 7) * 1000).toISOString();
      const platform = PLATFORMS[random(4)]!;
      ids.push(await ingest(venueId, platform, statuses[random(statuses.length)]!, 100 + random(9000), at));
    }
    for (let i = 0; i < 80; i++) {
      await setOrderRow(db, ids[random(ids.length)]!, {
        status_id: statuses[random(statuses.length)]!,
      });
    }

    // The roll-up kept order by order equals one rebuilt from the orders.
    const kept = await rollupRows();
    await rebuildSalesRollup(db, rw.world.db.engine, [vilnius, tokyo]);
    expect(await rollupRows()).toEqual(kept);

    // And the report figures equal a count straight from the orders on each venue's clock.
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('venue_id', 'in', [vilnius, tokyo])
      .where('created_at', '>=', '2026-03-15')
      .execute();
    const from = '2026-03-21';
    const to = '2026-04-03';
    const byDay = new Map<string, { orders: number; minor: number }>();
    const byCell = new Map<string, { orders: number; minor: number }>();
    const byPlatform = new Map<string, { orders: number; minor: number }>();
    let total = { orders: 0, minor: 0 };
    for (const o of orders) {
      if ([1, 6, 7].includes(o.status_id)) continue;
      const local = DateTime.fromISO(o.created_at, { zone: ZONES[o.venue_id]! });
      const date = local.toFormat('yyyy-MM-dd');
      if (date < from || date > to) continue;
      const bump = (map: Map<string, { orders: number; minor: number }>, key: string) => {
        const sum = map.get(key) ?? { orders: 0, minor: 0 };
        map.set(key, { orders: sum.orders + 1, minor: sum.minor + o.amount });
      };
      bump(byDay, date);
      bump(byCell, `${local.weekday}:${local.hour}`);
      bump(byPlatform, o.platform);
      total = { orders: total.orders + 1, minor: total.minor + o.amount };
    }
    const report = await sales(`period=custom&from=${from}&to=${to}&areaId=${rw.areaId}`);
    expect(total.orders).toBeGreaterThan(100);
    expect(report.totals).toMatchObject({ orders: total.orders, revenue: total.minor / 100 });
    for (const d of report.byDay) {
      const sum = byDay.get(d.date);
      expect([d.date, d.orders, d.revenue]).toEqual([d.date, sum?.orders ?? 0, (sum?.minor ?? 0) / 100]);
    }
    for (const c of report.byHour) {
      const sum = byCell.get(`${c.weekday}:${c.hour}`);
      expect([c.weekday, c.hour, c.orders, c.revenue]).toEqual([
        c.weekday,
        c.hour,
        sum?.orders ?? 0,
        (sum?.minor ?? 0) / 100,
      ]);
    }
    for (const p of report.byPlatform) {
      expect([p.platform, p.orders, p.revenue]).toEqual([
        p.platform,
        byPlatform.get(p.platform)?.orders ?? 0,
        (byPlatform.get(p.platform)?.minor ?? 0) / 100,
      ]);
    }
  });
});
