import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, OrderStatus } from '@orderdesk/contracts';
import { clockIso } from '../src/clock';
import { setOrderRow } from './support/order-rows';
import { trackOrderOperations } from '../src/modules/reports/operations-rollup';
import { trackOrderSales } from '../src/modules/reports/sales-rollup';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { buildScopeWorld, seedVenue, type Caller, type ScopeWorld } from './support/scope-world';

/*
 * A known week, Monday 2 to Sunday 8 March 2026: venue "own" runs on Vilnius time (UTC+2 then),
 * a second venue of the same area on Tokyo time (UTC+9), and a foreign venue no one here may see.
 */
let app: TestApp;
let world: ScopeWorld;
let tokyoVenueId: number;
const WEEK = 'period=custom&from=2026-03-02&to=2026-03-08';

interface SeedOrder {
  venueId: number;
  platform: 'wolt' | 'bolt' | 'glovo' | 'fudy';
  statusId: number;
  /** Minor units, as every platform's order is stored. */
  amount: number;
  createdAt: string;
  acceptedAfterSeconds?: number;
  readyAfterSeconds?: number;
}

const instances = new Map<string, number>();
let seq = 0;

async function instanceFor(venueId: number, platform: string): Promise<number> {
  const key = `${venueId}:${platform}`;
  if (!instances.has(key)) {
    const row = await app.ctx.db.kysely
      .insertInto('platform_instances')
      .values({
        venue_id: venueId,
        platform,
        external_venue_id: `store-${key}`,
        api_key: null,
        is_enabled: 1,
        created_at: clockIso(app.clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    instances.set(key, row.id);
  }
  return instances.get(key)!;
}

async function seedOrder(o: SeedOrder): Promise<number> {
  seq += 1;
  const created = Date.parse(o.createdAt);
  const acceptedAt =
    o.acceptedAfterSeconds === undefined
      ? null
      : new Date(created + o.acceptedAfterSeconds * 1000).toISOString();
  const row = await app.ctx.db.kysely
    .insertInto('orders')
    .values({
      venue_id: o.venueId,
      platform_instance_id: await instanceFor(o.venueId, o.platform),
      platform: o.platform,
      platform_order_id: `order-${seq}`,
      order_number: String(seq),
      status_id: o.statusId,
      state_id: OrderState.GOOD,
      is_created_in_rkeeper: 0,
      adjusted_time_minutes: null,
      customer_name: null,
      delivery_type: 'homedelivery',
      amount: o.amount,
      currency: 'EUR',
      items: '[]',
      platform_error: null,
      accepted_at: acceptedAt,
      created_at: o.createdAt,
      updated_at: o.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // As every product insert does (insertOrderOnce), the order joins the daily sales roll-up.
  await trackOrderSales(app.ctx.db.kysely, undefined, row);
  await trackOrderOperations(app.ctx.db.kysely, undefined, row);
  if (o.readyAfterSeconds !== undefined && acceptedAt) {
    const times = {
      ready_at: new Date(Date.parse(acceptedAt) + o.readyAfterSeconds * 1000).toISOString(),
      bad_at: null,
      bad_since: null,
    };
    await app.ctx.db.kysely
      .insertInto('order_report_times')
      .values({ order_id: row.id, ...times })
      .execute();
    // As a status change does (updateOrder), the new report times move into the operations roll-up.
    await trackOrderOperations(app.ctx.db.kysely, row, { ...row, ...times });
  }
  return row.id;
}

async function audit(
  entity: string,
  entityId: number,
  action: string,
  createdAt: string,
  after: unknown = {},
) {
  await app.ctx.db.kysely
    .insertInto('audit_log')
    .values({
      user_id: null,
      action,
      entity,
      entity_id: String(entityId),
      before_json: null,
      after_json: JSON.stringify(after),
      created_at: createdAt,
    })
    .execute();
}

function get(caller: Caller, path: string) {
  return app.app.inject({ url: path, headers: bearer(world.token[caller]) });
}

beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
  const db = app.ctx.db.kysely;
  await db.updateTable('venues').set({ time_zone_id: 62 }).where('id', '=', world.venueId.own).execute();
  tokyoVenueId = await seedVenue(app, { areaId: world.areaId.own, name: 'Tokyo Diner' });
  await db.updateTable('venues').set({ time_zone_id: 113 }).where('id', '=', tokyoVenueId).execute();
  const own = world.venueId.own;

  // Vilnius (UTC+2): 23:59 Monday and 00:01 Tuesday local fall on different days.
  await seedOrder({
    venueId: own,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 1250,
    createdAt: '2026-03-02T21:59:00.000Z',
    acceptedAfterSeconds: 60,
    readyAfterSeconds: 600,
  });
  await seedOrder({
    venueId: own,
    platform: 'glovo',
    statusId: OrderStatus.PICKEDUP,
    amount: 2000,
    createdAt: '2026-03-02T22:01:00.000Z',
    // Past Glovo's five-minute acceptance window: the one late accept.
    acceptedAfterSeconds: 360,
    readyAfterSeconds: 900,
  });
  const bolt = await seedOrder({
    venueId: own,
    platform: 'bolt',
    statusId: OrderStatus.PRODUCTION,
    amount: 1575,
    createdAt: '2026-03-03T10:00:00.000Z',
    acceptedAfterSeconds: 120,
  });
  await seedOrder({
    venueId: own,
    platform: 'fudy',
    statusId: OrderStatus.READY,
    amount: 999,
    createdAt: '2026-03-03T10:30:00.000Z',
    acceptedAfterSeconds: 30,
  });
  // Never sales: received, rejected, refunded.
  await seedOrder({
    venueId: own,
    platform: 'wolt',
    statusId: OrderStatus.RECEIVED,
    amount: 5000,
    createdAt: '2026-03-04T10:00:00.000Z',
  });
  const rejected = await seedOrder({
    venueId: own,
    platform: 'wolt',
    statusId: OrderStatus.REJECTED,
    amount: 7000,
    createdAt: '2026-03-04T11:00:00.000Z',
  });
  await audit('order', rejected, 'order.reject', '2026-03-04T11:01:00.000Z', {
    statusId: 6,
    reason: 'Out of stock',
  });
  await seedOrder({
    venueId: own,
    platform: 'glovo',
    statusId: OrderStatus.REFUNDED,
    amount: 3000,
    createdAt: '2026-03-04T12:00:00.000Z',
  });
  const cancelled = await seedOrder({
    venueId: own,
    platform: 'glovo',
    statusId: OrderStatus.REJECTED,
    amount: 2500,
    createdAt: '2026-03-05T12:00:00.000Z',
  });
  await audit('order', cancelled, 'order.platform-cancel', '2026-03-05T12:05:00.000Z', {
    statusId: 6,
    note: 'Customer cancelled',
  });
  // Outside the week on Vilnius time: Sunday 1 March 23:30 (the week before) and Monday 9 March 00:30.
  await seedOrder({
    venueId: own,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 4000,
    createdAt: '2026-03-01T21:30:00.000Z',
  });
  await seedOrder({
    venueId: own,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 1000,
    createdAt: '2026-03-08T22:30:00.000Z',
  });
  // The week before, Tuesday 10:30: what a Tuesday 10:00-11:00 usually brings.
  await seedOrder({
    venueId: own,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 12000,
    createdAt: '2026-02-24T08:30:00.000Z',
  });

  // Tokyo (UTC+9): Monday 23:59 and Monday 00:00 are in, Monday 9 March 00:00 is out.
  await seedOrder({
    venueId: tokyoVenueId,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 3000,
    createdAt: '2026-03-02T14:59:00.000Z',
  });
  await seedOrder({
    venueId: tokyoVenueId,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 2000,
    createdAt: '2026-03-08T15:00:00.000Z',
  });
  await seedOrder({
    venueId: tokyoVenueId,
    platform: 'bolt',
    statusId: OrderStatus.PICKEDUP,
    amount: 500,
    createdAt: '2026-03-01T15:00:00.000Z',
  });

  // The foreign venue: never in "own" reports.
  await seedOrder({
    venueId: world.venueId.foreign,
    platform: 'wolt',
    statusId: OrderStatus.DELIVERED,
    amount: 9900,
    createdAt: '2026-03-03T10:00:00.000Z',
  });

  // The Bolt order's hand-over failed for five minutes.
  const badTimes = { ready_at: null, bad_at: '2026-03-03T10:00:10.000Z', bad_since: null, bad_seconds: 300 };
  await db
    .insertInto('order_report_times')
    .values({ order_id: bolt, ...badTimes })
    .execute();
  const boltRow = await db.selectFrom('orders').selectAll().where('id', '=', bolt).executeTakeFirstOrThrow();
  await trackOrderOperations(db, boltRow, { ...boltRow, ...badTimes });

  // Vilnius venue offline Tuesday 10:00-11:00 local.
  await audit('venue', own, 'venue.offline', '2026-03-03T08:00:00.000Z');
  await audit('venue', own, 'venue.online', '2026-03-03T09:00:00.000Z');
}, 60_000);
afterAll(() => app.close());

describe('GET /api/reports/sales', () => {
  it('counts sales of the venue on its own clock, without statuses 1, 6 and 7', async () => {
    const res = await get('manager', `/api/reports/sales?${WEEK}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.period).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(report.previousPeriod).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(report.currencies).toEqual(['EUR']);
    expect(report.totals).toEqual({
      orders: 4,
      revenue: 58.24,
      averageOrderValue: 14.56,
      previous: { orders: 2, revenue: 160, averageOrderValue: 80 },
    });
    expect(report.byPlatform).toEqual([
      {
        platform: 'bolt',
        orders: 1,
        revenue: 15.75,
        averageOrderValue: 15.75,
        previous: { orders: 0, revenue: 0, averageOrderValue: 0 },
      },
      {
        platform: 'fudy',
        orders: 1,
        revenue: 9.99,
        averageOrderValue: 9.99,
        previous: { orders: 0, revenue: 0, averageOrderValue: 0 },
      },
      {
        platform: 'glovo',
        orders: 1,
        revenue: 20,
        averageOrderValue: 20,
        previous: { orders: 0, revenue: 0, averageOrderValue: 0 },
      },
      {
        platform: 'wolt',
        orders: 1,
        revenue: 12.5,
        averageOrderValue: 12.5,
        previous: { orders: 2, revenue: 160, averageOrderValue: 80 },
      },
    ]);
    expect(report.byVenue.map((v: { venueId: number }) => v.venueId)).toEqual([world.venueId.own]);
    expect(report.byDay.filter((d: { orders: number }) => d.orders > 0)).toEqual([
      { date: '2026-03-02', orders: 1, revenue: 12.5, averageOrderValue: 12.5 },
      { date: '2026-03-03', orders: 3, revenue: 45.74, averageOrderValue: 15.25 },
    ]);
    expect(report.byDay).toHaveLength(7);
    // The week before, day by day, for the chart's comparison series.
    expect(report.previousByDay).toHaveLength(7);
    expect(report.previousByDay[0].date).toBe('2026-02-23');
    expect(report.previousByDay.filter((d: { orders: number }) => d.orders > 0)).toEqual([
      { date: '2026-02-24', orders: 1, revenue: 120, averageOrderValue: 120 },
      { date: '2026-03-01', orders: 1, revenue: 40, averageOrderValue: 40 },
    ]);
    expect(report.byHour).toHaveLength(168);
  });

  it('gives a dealer the venues of their areas, each on its own time zone', async () => {
    const report = (await get('dealer', `/api/reports/sales?${WEEK}`)).json();
    expect(report.byVenue.map((v: { venueId: number }) => v.venueId).sort()).toEqual(
      [world.venueId.own, tokyoVenueId].sort(),
    );
    expect(report.totals).toMatchObject({ orders: 6, revenue: 93.24, averageOrderValue: 15.54 });
    expect(report.byDay.filter((d: { orders: number }) => d.orders > 0)).toEqual([
      { date: '2026-03-02', orders: 3, revenue: 47.5, averageOrderValue: 15.83 },
      { date: '2026-03-03', orders: 3, revenue: 45.74, averageOrderValue: 15.25 },
    ]);
    const cells = report.byHour.filter((c: { orders: number }) => c.orders > 0);
    expect(cells).toEqual([
      { weekday: 1, hour: 0, orders: 1, revenue: 5 },
      { weekday: 1, hour: 23, orders: 2, revenue: 42.5 },
      { weekday: 2, hour: 0, orders: 1, revenue: 20 },
      { weekday: 2, hour: 12, orders: 2, revenue: 25.74 },
    ]);
  });

  it('lets an admin see every venue and narrow to one area', async () => {
    const all = (await get('admin', `/api/reports/sales?${WEEK}`)).json();
    expect(all.byVenue.map((v: { venueId: number }) => v.venueId)).toEqual(
      expect.arrayContaining([world.venueId.own, world.venueId.foreign, tokyoVenueId]),
    );
    expect(all.totals.orders).toBe(7);
    const foreign = (await get('admin', `/api/reports/sales?${WEEK}&areaId=${world.areaId.foreign}`)).json();
    expect(foreign.totals).toMatchObject({ orders: 1, revenue: 99 });
  });

  it('filters a dealer by venue group and venue', async () => {
    const group = (
      await get('dealer', `/api/reports/sales?${WEEK}&venueGroupId=${world.venueGroupId.own}`)
    ).json();
    expect(group.byVenue.map((v: { venueId: number }) => v.venueId)).toEqual([world.venueId.own]);
    const tokyo = (await get('dealer', `/api/reports/sales?${WEEK}&venueId=${tokyoVenueId}`)).json();
    expect(tokyo.totals).toMatchObject({ orders: 2, revenue: 35 });
  });

  it('answers 404 for a venue, group or area outside the caller scope', async () => {
    for (const caller of ['dealer', 'manager', 'operator'] as const) {
      const venue = await get(caller, `/api/reports/sales?${WEEK}&venueId=${world.venueId.foreign}`);
      expect(venue.statusCode).toBe(404);
      expect(venue.json().errors).toHaveProperty('venueId');
      expect((await get(caller, `/api/reports/operations?areaId=${world.areaId.foreign}`)).statusCode).toBe(
        404,
      );
      expect(
        (await get(caller, `/api/reports/sales?venueGroupId=${world.venueGroupId.foreign}`)).statusCode,
      ).toBe(404);
    }
    const operator = (await get('operator', `/api/reports/sales?${WEEK}`)).json();
    expect(operator.byVenue.map((v: { venueId: number }) => v.venueId)).toEqual([world.venueId.own]);
  });

  it('refuses bad filters with 400 on the field', async () => {
    const cases: [string, string][] = [
      ['period=custom&from=2026-03-02', 'to'],
      ['period=custom&from=2026-03-09&to=2026-03-02', 'to'],
      ['period=custom&from=2024-01-01&to=2026-01-01', 'to'],
      ['period=fortnight', 'period'],
      ['venueId=abc', 'venueId'],
      ['period=custom&from=2026-02-30&to=2026-03-02', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await get('manager', `/api/reports/sales?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toHaveProperty(field);
    }
    expect((await app.app.inject({ url: `/api/reports/sales?${WEEK}` })).statusCode).toBe(401);
  });

  it('answers every preset with a zero-filled period', async () => {
    for (const period of ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth']) {
      const res = await get('manager', `/api/reports/sales?period=${period}`);
      expect(res.statusCode, period).toBe(200);
      expect(res.json().byDay.length, period).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('GET /api/reports/operations', () => {
  it('measures accept and preparation times, closures, failed hand-overs and offline time', async () => {
    const res = await get('manager', `/api/reports/operations?${WEEK}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.acceptance).toMatchObject({ orders: 4, medianSeconds: 60, p90Seconds: 360, late: 1 });
    expect(report.acceptance.byPlatform.find((p: { platform: string }) => p.platform === 'glovo')).toEqual({
      platform: 'glovo',
      orders: 1,
      medianSeconds: 360,
      p90Seconds: 360,
      late: 1,
      windowSeconds: 300,
    });
    expect(report.preparation).toMatchObject({ orders: 2, medianSeconds: 600, p90Seconds: 900 });
    expect(report.closed).toEqual(
      expect.arrayContaining([
        { platform: 'wolt', kind: 'rejected', reason: 'Out of stock', orders: 1 },
        { platform: 'glovo', kind: 'cancelled', reason: 'Customer cancelled', orders: 1 },
        { platform: 'glovo', kind: 'refunded', reason: null, orders: 1 },
      ]),
    );
    expect(report.closed).toHaveLength(3);
    expect(report.badHandovers).toMatchObject({
      orders: 1,
      stillBad: 0,
      totalSeconds: 300,
      medianSeconds: 300,
    });
    // Open every day 00:00-23:59; offline one hour on Tuesday 10:00, when a Tuesday usually made 120.00 an hour…
    // …over four weeks, so 30.00 an hour.
    expect(report.offline.byVenue).toEqual([
      {
        venueId: world.venueId.own,
        venueName: expect.any(String),
        offlineSeconds: 3600,
        openSeconds: 7 * 1439 * 60,
        estimatedLostRevenue: 30,
      },
    ]);
  });

  it('keeps the foreign venue out of a dealer report', async () => {
    const report = (await get('dealer', `/api/reports/operations?${WEEK}`)).json();
    expect(report.offline.byVenue.map((v: { venueId: number }) => v.venueId).sort()).toEqual(
      [world.venueId.own, tokyoVenueId].sort(),
    );
    expect(report.acceptance.orders).toBe(4);
  });
});

describe('report times of an order', () => {
  it('records when an order became ready and how long its hand-over stayed BAD', async () => {
    const id = await seedOrder({
      venueId: world.venueId.own,
      platform: 'wolt',
      statusId: OrderStatus.PRODUCTION,
      amount: 100,
      createdAt: clockIso(app.clock),
      acceptedAfterSeconds: 0,
    });
    const db = app.ctx.db.kysely;
    const times = () =>
      db.selectFrom('order_report_times').selectAll().where('order_id', '=', id).executeTakeFirst();
    await setOrderRow(db, id, { state_id: OrderState.BAD });
    const bad = await times();
    expect(bad?.bad_at).toBeTruthy();
    expect(bad?.bad_since).toBe(bad?.bad_at);
    await setOrderRow(db, id, { state_id: OrderState.GOOD, status_id: OrderStatus.READY });
    const good = await times();
    expect(good).toMatchObject({ bad_at: bad?.bad_at, bad_since: null });
    expect(good?.ready_at).toBeTruthy();
    expect(Number(good?.bad_seconds)).toBeGreaterThanOrEqual(0);
  });
});
