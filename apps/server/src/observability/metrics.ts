import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per process: every app built in it (tests build
 * several) adds to the same series, as a scrape of one process should show.
 * Call the helpers below from anywhere; none of them can throw.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'orderdesk_' });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: 'orderdesk_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern (not by raw URL)',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const ordersReceived = new Counter({
  name: 'orderdesk_orders_received_total',
  help: 'New orders stored from a platform (a repeated delivery of the same order is not counted)',
  labelNames: ['platform'] as const,
  registers: [metricsRegistry],
});

const platformCallDuration = new Histogram({
  name: 'orderdesk_platform_call_duration_seconds',
  help: 'Calls to a delivery platform API by platform, action and outcome',
  labelNames: ['platform', 'action', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const platformCallFailures = new Counter({
  name: 'orderdesk_platform_call_failures_total',
  help: 'Failed calls to a delivery platform API (no answer, or an error status)',
  labelNames: ['platform', 'action'] as const,
  registers: [metricsRegistry],
});

const posCallDuration = new Histogram({
  name: 'orderdesk_pos_call_duration_seconds',
  help: 'Hand-over calls to a venue till (POS) by system, action and outcome',
  labelNames: ['system', 'action', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const posCallFailures = new Counter({
  name: 'orderdesk_pos_call_failures_total',
  help: 'Failed hand-over calls to a venue till (POS)',
  labelNames: ['system', 'action'] as const,
  registers: [metricsRegistry],
});

const posRefusals = new Counter({
  name: 'orderdesk_pos_refusals_total',
  help: "r_keeper's refusals of a hand-over by what they mean (docs/rkeeper.md, refusals by number)",
  labelNames: ['policy', 'advice'] as const,
  registers: [metricsRegistry],
});

const hubConnections = new Gauge({
  name: 'orderdesk_hub_connections',
  help: 'Board clients connected to this instance of the OrderHub',
  registers: [metricsRegistry],
});

const intakeInFlight = new Gauge({
  name: 'orderdesk_intake_in_flight',
  help: 'Platform calls (webhooks) this instance is answering right now; at JOB_STEP_BACK_AT or more the job worker steps back',
  registers: [metricsRegistry],
});

const workerSteppedBack = new Counter({
  name: 'orderdesk_job_worker_stepped_back_seconds_total',
  help: 'Seconds the job worker spent stepped back for a burst (JOB_CONCURRENCY_DURING_BURST jobs at a time, sampled every 100 ms)',
  registers: [metricsRegistry],
});

const jobs = new Gauge({
  name: 'orderdesk_jobs',
  help: 'Durable jobs by type and status (pending, running, dead), read from the database at scrape time',
  labelNames: ['type', 'status'] as const,
  registers: [metricsRegistry],
});

const jobsDone = new Counter({
  name: 'orderdesk_jobs_done_total',
  help: 'Jobs that succeeded, by type (a finished job leaves the job table, so this is where they are counted)',
  labelNames: ['type'] as const,
  registers: [metricsRegistry],
});

const dbRoundTrips = new Counter({
  name: 'orderdesk_db_round_trips_total',
  help: 'Database round trips by step (job type, HTTP route, job worker) and kind (statement, transaction); counted only with DB_QUERY_STATS=1',
  labelNames: ['step', 'kind'] as const,
  registers: [metricsRegistry],
});

type Outcome = 'ok' | 'error';
const outcome = (ok: boolean): Outcome => (ok ? 'ok' : 'error');

export function observeHttpRequest(method: string, route: string, statusCode: number, ms: number): void {
  httpDuration.observe({ method, route, status_code: String(statusCode) }, ms / 1000);
}

/** A new order from a platform was stored. */
export function countOrderReceived(platform: string): void {
  ordersReceived.inc({ platform });
}

/** One call to a platform's API: `action` like `accept`, `reject`, `order fetch`; `ok` false on any failure. */
export function observePlatformCall(platform: string, action: string, ms: number, ok: boolean): void {
  platformCallDuration.observe({ platform, action, outcome: outcome(ok) }, ms / 1000);
  if (!ok) platformCallFailures.inc({ platform, action });
}

/** One hand-over call to a venue's till: `system` like `rkeeper`, `action` like `create-order`. */
export function observePosCall(system: string, action: string, ms: number, ok: boolean): void {
  posCallDuration.observe({ system, action, outcome: outcome(ok) }, ms / 1000);
  if (!ok) posCallFailures.inc({ system, action });
}

/** Times `call` and records it as a platform call; a thrown error counts as a failure and is rethrown. */
export async function timePlatformCall<T>(
  platform: string,
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    observePlatformCall(platform, action, performance.now() - started, true);
    return result;
  } catch (error) {
    observePlatformCall(platform, action, performance.now() - started, false);
    throw error;
  }
}

/** Times `call` and records it as a POS call; a thrown error counts as a failure and is rethrown. */
export async function timePosCall<T>(system: string, action: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    observePosCall(system, action, performance.now() - started, true);
    return result;
  } catch (error) {
    observePosCall(system, action, performance.now() - started, false);
    throw error;
  }
}

/** One refusal of a hand-over r_keeper's error table knows (`policy`: transient, staff, configuration). */
export function countPosRefusal(policy: string, advice: string): void {
  posRefusals.inc({ policy, advice });
}

/** One round trip to the database (db/query-stats.ts). */
export function countDbRoundTrip(step: string, kind: 'statement' | 'transaction'): void {
  dbRoundTrips.inc({ step, kind });
}

export function intakeCallStarted(): void {
  intakeInFlight.inc();
}

export function intakeCallEnded(): void {
  intakeInFlight.dec();
}

export function countSteppedBack(seconds: number): void {
  workerSteppedBack.inc(seconds);
}

export function hubConnectionOpened(): void {
  hubConnections.inc();
}

export function hubConnectionClosed(): void {
  hubConnections.dec();
}

/** A job of this type succeeded (and left the job table). */
export function countJobDone(type: string): void {
  jobsDone.inc({ type });
}

/**
 * Replaces the job gauges with the counts just read from the database; every known type and
 * status is written, zero when absent, so an empty queue reads 0 rather than no series.
 */
export function setJobCounts(
  types: string[],
  statuses: string[],
  rows: { type: string; status: string; count: number }[],
): void {
  jobs.reset();
  for (const type of types) for (const status of statuses) jobs.set({ type, status }, 0);
  for (const row of rows) jobs.set({ type: row.type, status: row.status }, row.count);
}
