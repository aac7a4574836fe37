import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptanceWindowSeconds, OrderState, OrderStatus, percentileOf } from '@orderdesk/contracts';
import { DateTime } from 'luxon';
import { setOrderRow } from './support/order-rows';
import { rebuildOperationsRollup, wholeSeconds } from '../src/modules/reports/operations-rollup';
import { startRollupWorld, type RollupWorld } from './support/rollup-world';

/*
 * The daily operations roll-up the operations report reads: it follows orders accepted, made ready and
 * handed over badly later, equals one rebuilt from the orders, and gives the same figures as a
 * computation straight from the orders on random data across a daylight-saving change. The reports
 * module is built from its dependencies (support/rollup-world.ts); the report's route, scope and
 * validation are in reports.test.ts.
 */
let rw: RollupWorld;
let vilnius: number;
let tokyo: number;
let ZONES: Record<number, string>;
const PLATFORMS = ['wolt', 'bolt', 'glovo', 'fudy'] as const;

/** An order stored as ingest stores it (insertOrderOnce), accepted already or not. */
const ingest = (venueId: number, platform: string, createdAt: string, acceptedAt: string | null) =>
  rw.ingest(venueId, {
    platform,
    created_at: createdAt,
    accepted_at: acceptedAt,
    status_id: acceptedAt ? OrderStatus.PRODUCTION : OrderStatus.RECEIVED,
  });

const operations = (query: string) => rw.operations(query);

async function rollupRows(venueIds: number[]) {
  return (
    await rw.db
      .selectFrom('report_operation_days')
      .selectAll()
      .where('venue_id', 'in', venueIds)
      .where('orders', '!=', 0)
      .orderBy('venue_id')
      .orderBy('local_date')
      .orderBy('platform')
      .orderBy('measure')
      .orderBy('seconds')
      .execute()
  ).map((r) => ({ ...r, seconds: Number(r.seconds), orders: Number(r.orders) }));
}

/** Runs a change as if it happened at `at` (ready and BAD times are taken from the clock). */
async function at<T>(iso: string, change: () => Promise<T>): Promise<T> {
  vi.setSystemTime(new Date(iso));
  try {
    return await change();
  } finally {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  }
}

beforeAll(async () => {
  rw = await startRollupWorld('Ops roll-up');
  ({ vilnius, tokyo, zones: ZONES } = rw);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(async () => {
  vi.useRealTimers();
  await rw.close();
});

describe('the daily operations roll-up', () => {
  it('follows an order accepted, made ready and handed over badly after it was placed', async () => {
    const day = `period=custom&from=2026-01-12&to=2026-01-12&venueId=${vilnius}`;
    // 23:30 local on Monday 12 January (UTC+2).
    const order = await ingest(vilnius, 'wolt', '2026-01-12T21:30:00.000Z', null);
    expect((await operations(day)).acceptance.orders).toBe(0);

    const db = rw.db;
    await setOrderRow(db, order.id, {
      status_id: OrderStatus.PRODUCTION,
      accepted_at: '2026-01-12T21:31:30.500Z',
    });
    await at('2026-01-12T21:45:00.000Z', () => setOrderRow(db, order.id, { state_id: OrderState.BAD }));
    let report = await operations(day);
    expect(report.acceptance).toMatchObject({ orders: 1, medianSeconds: 91, late: 0 });
    expect(report.badHandovers).toMatchObject({ orders: 1, stillBad: 1 });

    await at('2026-01-12T21:47:00.000Z', () => setOrderRow(db, order.id, { state_id: OrderState.GOOD }));
    await at('2026-01-12T21:50:30.500Z', () => setOrderRow(db, order.id, { status_id: OrderStatus.READY }));
    report = await operations(day);
    expect(report.preparation).toMatchObject({ orders: 1, medianSeconds: 1140, p90Seconds: 1140 });
    expect(report.badHandovers).toMatchObject({
      orders: 1,
      stillBad: 0,
      totalSeconds: 120,
      medianSeconds: 120,
    });
    expect(await rollupRows([vilnius])).toEqual([
      {
        venue_id: vilnius,
        local_date: '2026-01-12',
        platform: 'wolt',
        measure: 'accept',
        seconds: 91,
        orders: 1,
      },
      {
        venue_id: vilnius,
        local_date: '2026-01-12',
        platform: 'wolt',
        measure: 'bad',
        seconds: 120,
        orders: 1,
      },
      {
        venue_id: vilnius,
        local_date: '2026-01-12',
        platform: 'wolt',
        measure: 'prep',
        seconds: 1140,
        orders: 1,
      },
    ]);
  });

  it("moves a venue's figures to its new local days when its time zone changes", async () => {
    const venueId = await rw.addVenue('Ops roll-up mover', 46);
    // 20:00 UTC on Thursday 15 January: that day in UTC, 05:00 on Friday 16 in Tokyo.
    await ingest(venueId, 'bolt', '2026-01-15T20:00:00.000Z', '2026-01-15T20:02:00.000Z');
    const dates = async () => (await rollupRows([venueId])).map((r) => [r.local_date, r.measure, r.seconds]);
    expect(await dates()).toEqual([['2026-01-15', 'accept', 120]]);
    await rw.moveVenue(venueId, 113);
    expect(await dates()).toEqual([['2026-01-16', 'accept', 120]]);
  });

  it('matches the orders themselves on random orders across a daylight-saving change', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const db = rw.db;
    // 20 March to 5 April 2026: Kyiv moves from UTC+2 to UTC+3 on 29 March at 01:00 UTC.
    const start = Date.parse('2026-03-20T00:00:00.000Z');
    const orders: { id: number; createdMs: number; acceptedMs: number | null; ready: boolean }[] = [];
    for (let i = 0; i < 200; i++) {
      const venueId = random(2) === 0 ? vilnius : tokyo;
      const createdMs = start + random(16 * 24 * 60) * 60_000 + random(1000);
      // Some arrive accepted, some are accepted later; accept times straddle whole half seconds.
      const acceptedMs =
        random(3) === 0 ? createdMs + random(400) * 1000 + (random(2) ? 500 : random(1000)) : null;
      const row = await ingest(
        venueId,
        PLATFORMS[random(4)]!,
        new Date(createdMs).toISOString(),
        acceptedMs === null ? null : new Date(acceptedMs).toISOString(),
      );
      orders.push({ id: row.id, createdMs, acceptedMs, ready: false });
    }
    for (let step = 0; step < 400; step++) {
      const o = orders[random(orders.length)]!;
      const later = (o.acceptedMs ?? o.createdMs) + random(3600) * 1000 + random(1000);
      const kind = random(5);
      if (o.acceptedMs === null || kind === 0) {
        o.acceptedMs = o.createdMs + random(600) * 1000 + random(1000);
        await setOrderRow(db, o.id, {
          status_id: OrderStatus.PRODUCTION,
          accepted_at: new Date(o.acceptedMs).toISOString(),
        });
      } else if (kind === 1) {
        await at(new Date(later).toISOString(), () =>
          setOrderRow(db, o.id, { status_id: OrderStatus.READY }),
        );
      } else if (kind === 2) {
        await at(new Date(later).toISOString(), () => setOrderRow(db, o.id, { state_id: OrderState.BAD }));
      } else if (kind === 3) {
        await at(new Date(later).toISOString(), () => setOrderRow(db, o.id, { state_id: OrderState.GOOD }));
      } else {
        await setOrderRow(db, o.id, { status_id: OrderStatus.REJECTED });
      }
    }

    // The roll-up kept order by order equals one rebuilt from the orders.
    const kept = await rollupRows([vilnius, tokyo]);
    expect(kept.length).toBeGreaterThan(100);
    await rebuildOperationsRollup(db, rw.world.db.engine, [vilnius, tokyo]);
    expect(await rollupRows([vilnius, tokyo])).toEqual(kept);

    // And the report figures equal those straight from the orders on each venue's clock.
    const rows = await db
      .selectFrom('orders')
      .leftJoin('order_report_times as t', 't.order_id', 'orders.id')
      .select(['orders.venue_id', 'orders.platform', 'orders.created_at', 'orders.accepted_at'])
      .select(['t.ready_at', 't.bad_at', 't.bad_since', 't.bad_seconds'])
      .where('orders.venue_id', 'in', [vilnius, tokyo])
      .execute();
    const from = '2026-03-21';
    const to = '2026-04-03';
    const accept = new Map<number, number>();
    const acceptByPlatform = new Map<string, Map<number, number>>();
    const prep = new Map<number, number>();
    const bad = new Map<number, number>();
    const bump = (h: Map<number, number>, s: number) => h.set(s, (h.get(s) ?? 0) + 1);
    let late = 0;
    let stillBad = 0;
    for (const r of rows) {
      const date = DateTime.fromISO(r.created_at, { zone: ZONES[r.venue_id]! }).toFormat('yyyy-MM-dd');
      if (date < from || date > to) continue;
      if (r.accepted_at) {
        const s = wholeSeconds(r.created_at, r.accepted_at);
        bump(accept, s);
        const byPlatform = acceptByPlatform.get(r.platform) ?? new Map<number, number>();
        acceptByPlatform.set(r.platform, bump(byPlatform, s));
        if (s > acceptanceWindowSeconds(r.platform)) late += 1;
        if (r.ready_at) bump(prep, wholeSeconds(r.accepted_at, r.ready_at));
      }
      if (r.bad_at && !r.bad_since) bump(bad, Number(r.bad_seconds));
      if (r.bad_since) stillBad += 1;
    }
    const figures = (h: Map<number, number>) => ({
      orders: [...h.values()].reduce((a, b) => a + b, 0),
      medianSeconds: percentileOf(h, 0.5),
      p90Seconds: percentileOf(h, 0.9),
    });
    const report = await operations(`period=custom&from=${from}&to=${to}&areaId=${rw.areaId}`);
    expect(figures(accept).orders).toBeGreaterThan(50);
    expect(prep.size).toBeGreaterThan(10);
    expect(bad.size).toBeGreaterThan(5);
    expect(report.acceptance).toMatchObject({ ...figures(accept), late });
    for (const p of report.acceptance.byPlatform) {
      expect(p).toMatchObject({ platform: p.platform, ...figures(acceptByPlatform.get(p.platform)!) });
    }
    expect(report.preparation).toMatchObject(figures(prep));
    expect(report.badHandovers.stillBad).toBe(stillBad);
    expect(report.badHandovers.orders).toBe(figures(bad).orders + stillBad);
    if (stillBad === 0) expect(report.badHandovers).toMatchObject(figures(bad));
  }, 120_000); // 400 random steps, each read back from the database: minutes on a busy PostgreSQL
});
