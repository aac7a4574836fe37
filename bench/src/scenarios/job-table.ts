import type { BenchStore } from '../lib/bench-store';
import { runOrderLife } from './order-life';

type OrderLifeOptions = Parameters<typeof runOrderLife>[0];

/** The job table after so many orders' whole lives: what it holds and what the worker's queries read. */
export interface JobTableReading {
  orders: number;
  /** Rows by status (the retention sweep's next run included). */
  rows: Record<string, number>;
  /** Webhook receipts kept (how a redelivery is recognised; the retention sweep removes them after 30 days). */
  receipts: number;
  /** The table and its indexes on disk, KiB (PostgreSQL: `pg_relation_size`; SQLite: pages, `dbstat`). */
  tableKiB: number;
  indexKiB: Record<string, number>;
  /**
   * PostgreSQL: buffers (8 KiB pages) each query of the worker and the intake reads, from EXPLAIN
   * (ANALYZE, BUFFERS): the claim of due jobs and the look for expired leases (every poll, every
   * second), the look for an order's open hand-over (once per hand-over), and the intake's look for a
   * webhook's receipt (once per webhook).
   */
  buffers?: Record<string, number>;
}

const WORKER_QUERIES: Record<string, string> = {
  'claim due': `SELECT id FROM jobs WHERE status = 'pending' AND run_at <= $1 ORDER BY run_at LIMIT 10`,
  'expired leases': `SELECT id FROM jobs WHERE status = 'running' AND locked_until < $1 ORDER BY locked_until LIMIT 10`,
  'open hand-over': `SELECT id FROM jobs WHERE type = 'pos.handover' AND payload = '{"orderId":1}' AND status IN ('pending', 'running') ORDER BY id DESC LIMIT 1`,
  // What the intake looks through per webhook: the receipt's unique key (a redelivery is a conflict there).
  'webhook receipt': `SELECT id FROM webhook_receipts WHERE platform = 'wolt' AND notification_id = 'not-seen-before'`,
};

/** Pages read by one run of `sql` (shared buffers hit or read, the plan's nodes summed). */
async function buffersOf(store: BenchStore, sql: string): Promise<number> {
  const now = new Date().toISOString();
  const text = sql.includes('$1') ? sql.replace('$1', `'${now}'`) : sql;
  const [row] = await store.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`);
  const plan = (row!['QUERY PLAN'] as { Plan: Record<string, number> }[])[0]!.Plan;
  return Number(plan['Shared Hit Blocks'] ?? 0) + Number(plan['Shared Read Blocks'] ?? 0);
}

async function readJobTable(store: BenchStore, orders: number): Promise<JobTableReading> {
  const byStatus = await store.query('SELECT status, COUNT(*) AS n FROM jobs GROUP BY status');
  const rows = Object.fromEntries(byStatus.map((r) => [String(r['status']), Number(r['n'])]));
  const [kept] = await store.query('SELECT COUNT(*) AS n FROM webhook_receipts');
  const receipts = Number(kept!['n']);
  const kib = (bytes: unknown) => Math.round(Number(bytes) / 1024);
  if (store.engine === 'postgres') {
    const [table] = await store.query(`SELECT pg_relation_size('jobs') AS bytes`);
    const indexes = await store.query(
      `SELECT indexrelname AS name, pg_relation_size(indexrelid) AS bytes FROM pg_stat_user_indexes WHERE relname = 'jobs' ORDER BY 1`,
    );
    const buffers: Record<string, number> = {};
    for (const [name, sql] of Object.entries(WORKER_QUERIES)) buffers[name] = await buffersOf(store, sql);
    return {
      orders,
      rows,
      receipts,
      tableKiB: kib(table!['bytes']),
      indexKiB: Object.fromEntries(indexes.map((r) => [String(r['name']), kib(r['bytes'])])),
      buffers,
    };
  }
  const pages = await store.query(
    `SELECT d.name AS name, SUM(d.pgsize) AS bytes FROM dbstat d JOIN sqlite_schema s ON s.name = d.name
     WHERE s.tbl_name = 'jobs' GROUP BY d.name ORDER BY d.name`,
  );
  const sizes = Object.fromEntries(pages.map((r) => [String(r['name']), kib(r['bytes'])]));
  const { jobs: tableKiB = 0, ...indexKiB } = sizes;
  return { orders, rows, receipts, tableKiB, indexKiB };
}

/**
 * Orders' whole lives in `rounds` rounds of `orders` each (order-life.ts: webhook, fetch, hand-over,
 * accept, ready, picked up), the job table read after each round once the jobs drained: whether what the
 * worker and the hand-over look through grows with the orders behind them. Counts and sizes, not times.
 */
export async function runJobTable(opts: OrderLifeOptions & { rounds: number; store: BenchStore }) {
  const { rounds, store, ...life } = opts;
  const readings: JobTableReading[] = [await readJobTable(store, 0)];
  let orders = 0;
  for (let round = 0; round < rounds; round++) {
    const result = await runOrderLife(life);
    orders += result.pickedUp;
    readings.push(await readJobTable(store, orders));
  }
  return { readings };
}
