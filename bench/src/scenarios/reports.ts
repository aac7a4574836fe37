import { openDatabase } from '../../../apps/server/src/db/database';
import { rebuildOperationsRollup } from '../../../apps/server/src/modules/reports/operations-rollup';
import { rebuildSalesRollup } from '../../../apps/server/src/modules/reports/sales-rollup';
import type { BenchStore } from '../lib/bench-store';
import { seedVenues } from '../lib/bench-store';
import { summarise } from '../stats';

export const REPORT_ORDERS = Number(
  process.env['BENCH_REPORT_ORDERS'] ?? (process.env['BENCH_SMOKE'] === '1' ? 20_000 : 1_000_000),
);
export const REPORT_VENUES = 200;
/** Venues of the area the area-scoped queries read. */
const AREA_VENUES = 20;
const DAY_S = 86_400;

/** Rows inserted per statement: short enough that the server's own writes never wait long. */
const BATCH = 50_000;

/** One SELECT of numbers from … to-1 on either engine. */
function series(engine: BenchStore['engine'], from: number, to: number): string {
  return engine === 'postgres'
    ? `SELECT i FROM generate_series(${from}, ${to - 1}) AS g(i)`
    : `WITH RECURSIVE g(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM g WHERE i < ${to - 1}) SELECT i FROM g`;
}

/** ISO-8601 UTC text (as the product stores times) of `epochSql` seconds. */
function isoOf(engine: BenchStore['engine'], epochSql: string): string {
  return engine === 'postgres'
    ? `to_char(to_timestamp(${epochSql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', ${epochSql}, 'unixepoch')`;
}

/**
 * A year of a busy chain: `REPORT_ORDERS` orders spread evenly over the last 365 days across
 * `REPORT_VENUES` venues on two clocks, all four platforms, realistic statuses (5 % rejected, 2 %
 * refunded, a few still incoming), accept and ready times, a reject reason for each rejection and a
 * weekly hour offline per venue. Inserted by the database itself in a few statements.
 */
async function seedYear(store: BenchStore): Promise<{ venueIds: number[]; areaId: number }> {
  const venueIds = await seedVenues(store, REPORT_VENUES);
  const q = store.query.bind(store);
  const e = store.engine;
  const now = Math.floor(Date.now() / 1000);
  const start = now - 365 * DAY_S;
  const step = (365 * DAY_S) / REPORT_ORDERS;
  const first = venueIds[0]!;
  // The copies are consecutive ids: venue = first + i mod 200. A quarter runs on UTC, the rest on Vilnius time.
  await q(`UPDATE venues SET time_zone_id = CASE WHEN (id - ?) % 4 = 0 THEN 46 ELSE 62 END WHERE id >= ?`, [
    first,
    first,
  ]);
  await q(`INSERT INTO areas (name, created_at) VALUES ('Bench reports area', ?)`, [
    new Date().toISOString(),
  ]);
  const [area] = await q(`SELECT max(id) AS id FROM areas`);
  const areaId = Number(area!['id']);
  await q(`UPDATE venues SET area_id = ? WHERE id >= ? AND id < ?`, [areaId, first, first + AREA_VENUES]);
  const [instance] = await q('SELECT id FROM platform_instances ORDER BY id LIMIT 1');
  const instanceId = Number(instance!['id']);

  const epoch = `(${start} + i * ${step})`;
  const status = `CASE WHEN i % 100 < 5 THEN 6 WHEN i % 100 < 7 THEN 7 WHEN i % 1000 = 999 THEN 1 ELSE 5 END`;
  const platform = `CASE i % 4 WHEN 0 THEN 'wolt' WHEN 1 THEN 'bolt' WHEN 2 THEN 'glovo' ELSE 'fudy' END`;
  const accepted = `CASE WHEN i % 100 < 5 OR i % 1000 = 999 THEN NULL ELSE ${isoOf(e, `${epoch} + 20 + (i * 7) % 400`)} END`;
  const ready =
    e === 'postgres'
      ? `to_char(cast(accepted_at as timestamp) + interval '900 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', accepted_at, '+900 seconds')`;
  const idText = e === 'postgres' ? 'cast(id as varchar)' : 'cast(id as text)';
  for (let from = 0; from < REPORT_ORDERS; from += BATCH) {
    const to = Math.min(REPORT_ORDERS, from + BATCH);
    const [last] = await q('SELECT coalesce(max(id), 0) AS id FROM orders');
    const after = Number(last!['id']);
    await q(
      `INSERT INTO orders (venue_id, platform_instance_id, platform, platform_order_id, order_number, status_id,
         state_id, is_created_in_rkeeper, amount, currency, items, accepted_at, created_at, updated_at)
       SELECT ${first} + i % ${REPORT_VENUES}, ${instanceId}, ${platform}, 'report-' || i, 'R' || i, ${status},
         1, 1, 500 + (i * 37) % 6000, 'EUR', '[]', ${accepted}, ${isoOf(e, epoch)}, ${isoOf(e, epoch)}
       FROM (${series(e, from, to)}) AS s`,
    );
    await q(
      `INSERT INTO order_report_times (order_id, ready_at, bad_at, bad_since, bad_seconds)
       SELECT id, ${ready}, CASE WHEN id % 200 = 0 THEN created_at END, NULL, CASE WHEN id % 200 = 0 THEN 240 ELSE 0 END
       FROM orders WHERE id > ${after} AND accepted_at IS NOT NULL`,
    );
    await q(
      `INSERT INTO audit_log (user_id, action, entity, entity_id, before_json, after_json, created_at)
       SELECT NULL, 'order.reject', 'order', ${idText}, NULL, '{"statusId":6,"reason":"Out of stock"}', created_at
       FROM orders WHERE id > ${after} AND status_id = 6`,
    );
  }
  // One hour offline a week per venue, Tuesdays at 10:00 UTC.
  const weeks = 52;
  for (const [action, shift] of [
    ['venue.offline', 0],
    ['venue.online', 3600],
  ] as const) {
    await q(
      `INSERT INTO audit_log (user_id, action, entity, entity_id, before_json, after_json, created_at)
       SELECT NULL, '${action}', 'venue', ${e === 'postgres' ? 'cast(v.id as varchar)' : 'cast(v.id as text)'}, NULL, '{}',
         ${isoOf(e, `(${start} + w.i * ${7 * DAY_S} + ${shift})`)}
       FROM venues v CROSS JOIN (${series(e, 0, weeks)}) AS w WHERE v.id >= ${first}`,
    );
  }
  await fillRollups(store);
  await q('ANALYZE');
  return { venueIds, areaId };
}

/** The daily sales and operations roll-ups of the bulk-inserted orders, through the product's own rebuilds. */
async function fillRollups(store: BenchStore): Promise<void> {
  const db = openDatabase({
    databaseUrl: store.target.databaseUrl,
    sqliteFile: store.target.sqliteFile ?? ':memory:',
  });
  try {
    await rebuildSalesRollup(db.kysely, db.engine);
    await rebuildOperationsRollup(db.kysely, db.engine);
  } finally {
    await db.close();
  }
}

export interface ReportQueryTiming {
  query: string;
  ms: ReturnType<typeof summarise>;
}

/**
 * The report endpoints on a year of a busy chain: each query `rounds` times in turn, p50 / p95 / p99
 * of the whole HTTP answer.
 */
export async function runReports(url: string, token: string, store: BenchStore, rounds: number) {
  const t = performance.now();
  const { venueIds, areaId } = await seedYear(store);
  const seedSeconds = Math.round((performance.now() - t) / 100) / 10;
  // The SQLite driver blocked this process while seeding: let it notice keep-alive sockets the server
  // closed meanwhile, and open a fresh one, before timing anything.
  await new Promise((r) => setTimeout(r, 500));
  await fetch(`${url}/api/ready`).catch(() => undefined);
  const venue = venueIds[1]!;
  const queries: [string, string][] = [
    ['sales, all 200 venues, last month', 'sales?period=lastMonth'],
    ['sales, all 200 venues, this month', 'sales?period=thisMonth'],
    [`sales, one area (${AREA_VENUES} venues), last month`, `sales?period=lastMonth&areaId=${areaId}`],
    ['sales, one venue, last month', `sales?period=lastMonth&venueId=${venue}`],
    ['sales, one venue, a whole year', `sales?period=custom&${yearRange()}&venueId=${venue}`],
    ['sales, all 200 venues, a whole year', `sales?period=custom&${yearRange()}`],
    ['operations, all 200 venues, last month', 'operations?period=lastMonth'],
    [
      `operations, one area (${AREA_VENUES} venues), last month`,
      `operations?period=lastMonth&areaId=${areaId}`,
    ],
    ['operations, one venue, last month', `operations?period=lastMonth&venueId=${venue}`],
    ['operations, one venue, a whole year', `operations?period=custom&${yearRange()}&venueId=${venue}`],
  ];
  const headers = { authorization: `Bearer ${token}` };
  const timings: ReportQueryTiming[] = [];
  let checkedOrders = 0;
  for (const [name, path] of queries) {
    const ms: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/reports/${path}`, { headers });
      const body = (await res.json()) as { totals?: { orders: number } };
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      if (name.startsWith('sales, all 200 venues, a whole year')) checkedOrders = body.totals?.orders ?? 0;
      ms.push(Math.round((performance.now() - t0) * 10) / 10);
    }
    timings.push({ query: name, ms: summarise(ms) });
  }
  return {
    orders: REPORT_ORDERS,
    venues: REPORT_VENUES,
    seedSeconds,
    rounds,
    yearSalesOrders: checkedOrders,
    timings,
  };
}

function yearRange(): string {
  const to = new Date();
  const from = new Date(to.getTime() - 364 * DAY_S * 1000);
  return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
}
