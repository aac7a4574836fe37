// `npm run soak`: the built server under a Friday peak for half an hour, every order's whole life
// driven through the API, and whether anything grows, slows, gets lost or doubled as orders pile up
// behind it (issue 27, item 3). Not part of the test command: it takes the machine for its length.
//   SOAK_MINUTES   length of the run (default 30; 2 while developing)
//   SOAK_RATE      new orders per second (default 20: a 1,000-venue chain's Friday peak)
//   SOAK_BOARDS    boards connected, spread over the venues and both instances (default 500)
//   SOAK_VENUES    venues taking orders, each with its Wolt store and r_keeper (default 100)
//   SOAK_HUB       redis or postgres: how the two instances' hubs reach each other (default redis
//                  where REDIS_URL or 127.0.0.1:6379 answers, postgres otherwise; docs/adr/0008)
//   SOAK_PORT      first of the two ports the instances listen on (default 3499)
//   SOAK_WRITE_DOCS 1 or 0: put the result in docs/benchmarks.md (default: runs of 5 minutes or more)
// Writes bench/reports/soak-latest.{md,json}. PostgreSQL: BENCH_DATABASE_URL as in run.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { OrderStatus, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import type { Socket } from 'socket.io-client';
import { openBenchStore, type BenchStore } from './lib/bench-store';
import { connectBoard } from './lib/board-client';
import { seedConnectedVenues, type ConnectedVenue } from './lib/connected-venues';
import { createPgDatabase } from './lib/databases';
import { startDiskFlushProbe } from './lib/disk-flush-probe';
import { redisAnswers } from './lib/redis';
import { startFakeWolt } from './lib/fake-wolt';
import { startAutovacuumByHand, type AutovacuumByHand } from './lib/autovacuum';
import { machineLoad } from './lib/machine-load';
import { waitForJobsDrained } from './lib/metrics-scrape';
import { cpuSeconds } from './lib/process-cpu';
import { ROOT, signInAdmin, startServer, type ServerProcess } from './lib/server-process';
import { createWebhookClient } from './lib/webhook-client';
import { startBenchRkeeper } from './scenarios/rkeeper-handover';
import { percentile } from './stats';
import { renderSoakReport, writeSoakDocs, type SoakMinute, type SoakResult } from './soak-report';

const MINUTES = Number(process.env['SOAK_MINUTES'] ?? 30);
const RATE = Number(process.env['SOAK_RATE'] ?? 20);
const BOARDS = Number(process.env['SOAK_BOARDS'] ?? 500);
const VENUES = Number(process.env['SOAK_VENUES'] ?? 100);
const PORT = Number(process.env['SOAK_PORT'] ?? 3499);
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const WRITE_DOCS = process.env['SOAK_WRITE_DOCS'] ? process.env['SOAK_WRITE_DOCS'] === '1' : MINUTES >= 5;
/** The order's life: accepted this long after it is on the boards, then ready, then picked up. */
const STEP_MS = { accept: 1500, ready: 2000, pickUp: 1500 };
/** An order on the boards later than this after its webhook counts as late (its life goes on). */
const LATE_MS = 60_000;
/** How long a life waits for its order to reach a board before it counts as lost, and ends. */
const STEP_TIMEOUT_MS = 300_000;

function log(message: string): void {
  console.log(`[soak] ${new Date().toISOString().slice(11, 19)} ${message}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sample lines of one scrape of /api/metrics: name{labels} value. */
async function scrape(url: string): Promise<string[]> {
  return (await (await fetch(`${url}/api/metrics`)).text()).split('\n');
}

function sample(lines: string[], name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let sum = 0;
  for (const line of lines) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const p99 = (values: number[]) => (values.length ? Math.round(percentile(values, 99)) : Number.NaN);

/** The pushes one change should make: one per board of the order's venue; counted as the boards receive it. */
interface Expected {
  sentAt: number;
  boards: number;
  got: number;
}

async function main(): Promise<void> {
  const started = new Date();
  const hub = (process.env['SOAK_HUB'] ?? ((await redisAnswers(REDIS_URL)) ? 'redis' : 'postgres')) as
    'redis' | 'postgres';
  log(
    `${MINUTES} min at ${RATE} orders/s, ${BOARDS} boards over ${VENUES} venues, two instances, hub through ${hub}`,
  );
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('build the server first: npm run build -w @orderdesk/server');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-soak-'));
  const wolt = await startFakeWolt();
  const rkeeper = await startBenchRkeeper();
  const database = await createPgDatabase('soak');
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  let store: BenchStore | undefined;
  let autovacuum: AutovacuumByHand | undefined;
  let stopSamplers = () => {};
  const loadAtStart = machineLoad();
  try {
    const env: Record<string, string> = {
      ...rkeeper.env,
      ...(hub === 'redis'
        ? { REDIS_URL, REDIS_HUB_KEY: `orderdesk-soak-${randomBytes(4).toString('hex')}` }
        : {}),
    };
    for (const i of [0, 1])
      servers.push(
        await startServer({
          port: PORT + i,
          dataDir: path.join(tmp, `instance-${i}`),
          databaseUrl: database.url,
          woltApiUrl: wolt.url,
          env,
        }),
      );
    const urls = servers.map((s) => s.url);
    store = openBenchStore({ databaseUrl: database.url });
    // A deployment's PostgreSQL runs autovacuum (the default), which looks at every table once a minute
    // and vacuums those changed enough; a test machine's often runs with it off. There the soak does
    // each minute what autovacuum would, at its pace, so the database is kept as a deployment's would be.
    const [autovacuumSetting] = await store.query(
      `SELECT setting FROM pg_settings WHERE name = 'autovacuum'`,
    );
    if (autovacuumSetting?.['setting'] === 'off') autovacuum = await startAutovacuumByHand(database.url);
    const venues = await seedConnectedVenues(store, VENUES);
    const token = await signInAdmin(urls[0]!);
    log(`${venues.length} venues with Wolt and r_keeper; connecting ${BOARDS} boards`);

    // ---- boards: every push each board receives, against the change that caused it
    const boardsOf = new Map<number, number>();
    const expected = new Map<string, Expected>();
    const onBoard = new Map<string, (orderId: number) => void>();
    let minutePush: number[] = [];
    const allPushByMinute: number[][] = [];
    let missedPushes = 0;
    const key = (platformOrderId: string, statusId: number) => `${platformOrderId}:${statusId}`;
    const boardFor = () => {
      const lastStatus = new Map<string, number>();
      return ({ order }: TOrderUpdatedEvent) => {
        const before = lastStatus.get(order.platformOrderId) ?? 0;
        if (order.statusId <= before) return; // the same status again (e.g. the check was created)
        if (order.statusId === OrderStatus.PICKEDUP) lastStatus.delete(order.platformOrderId);
        else lastStatus.set(order.platformOrderId, order.statusId);
        const k = key(order.platformOrderId, order.statusId);
        const e = expected.get(k);
        if (!e) return;
        minutePush.push(performance.now() - e.sentAt);
        if (++e.got >= e.boards) expected.delete(k);
        if (order.statusId === OrderStatus.RECEIVED) onBoard.get(order.platformOrderId)?.(order.id);
      };
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < BOARDS) {
          const i = next++;
          const venue = venues[i % venues.length]!;
          sockets.push(await connectBoard(urls[i % 2]!, token, venue.venueId, boardFor()));
          boardsOf.set(venue.venueId, (boardsOf.get(venue.venueId) ?? 0) + 1);
        }
      }),
    );
    const lostBoards = () => sockets.filter((s) => !s.connected).length;

    // ---- r_keeper: checks per order, by the platform order id at the end of the check's comment
    const checksPerOrder = new Map<string, number>();
    let checksRead = 0;
    const readChecks = () => {
      const checks = rkeeper.sim.checks();
      for (; checksRead < checks.length; checksRead++) {
        const id = checks[checksRead]!.persistentComment.split(' ').pop() ?? '';
        checksPerOrder.set(id, (checksPerOrder.get(id) ?? 0) + 1);
      }
    };
    const checkTimer = setInterval(readChecks, 250);

    // ---- the lives
    const errors: string[] = [];
    let errorCount = 0;
    const fail = (what: string) => {
      errorCount++;
      if (errors.length < 20) errors.push(what);
    };
    let minuteWebhook: number[] = [];
    let minuteApi: number[] = [];
    const counts = { sent: 0, acknowledged: 0, pickedUp: 0, late: 0 };
    const webhooks = createWebhookClient(urls, wolt, 256);
    const venueOf = new Map<string, number>();

    async function act(url: string, action: 'accept' | 'ready' | 'picked-up', id: number, pid: string) {
      const statusId = {
        accept: OrderStatus.PRODUCTION,
        ready: OrderStatus.READY,
        'picked-up': OrderStatus.PICKEDUP,
      }[action];
      const boards = boardsOf.get(venueOf.get(pid)!) ?? 0;
      const sentAt = performance.now();
      expected.set(key(pid, statusId), { sentAt, boards, got: 0 });
      const res = await fetch(`${url}/api/orders/${action}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(action === 'accept' ? { id, cookingTimeInMinutes: 15 } : { id }),
      });
      minuteApi.push(performance.now() - sentAt);
      if (!res.ok) {
        fail(`${action} ${id}: ${res.status} ${(await res.text()).slice(0, 200)}`);
        return false;
      }
      await res.arrayBuffer();
      return true;
    }

    async function life(n: number, venue: ConnectedVenue): Promise<void> {
      // Webhook and actions alternate between the instances, as a balancer would spread them.
      const intakeUrl = urls[n % 2]!;
      const otherUrl = urls[(n + 1) % 2]!;
      let timer: NodeJS.Timeout | undefined;
      let orderId: Promise<number | null> = Promise.resolve(null);
      const sent = await webhooks
        .send(venue.woltVenueId, (pid, at) => {
          venueOf.set(pid, venue.venueId);
          expected.set(key(pid, OrderStatus.RECEIVED), {
            sentAt: at,
            boards: boardsOf.get(venue.venueId) ?? 0,
            got: 0,
          });
          orderId = new Promise<number | null>((resolve) => {
            onBoard.set(pid, resolve);
            timer = setTimeout(() => resolve(null), STEP_TIMEOUT_MS);
          });
        })
        .catch((error: unknown) => ({ orderId: '', sentAt: 0, status: 0, error }));
      counts.sent++;
      minuteWebhook.push(performance.now() - sent.sentAt);
      if (sent.status !== 200) {
        fail(`webhook: ${sent.status}`);
        clearTimeout(timer);
        return;
      }
      counts.acknowledged++;
      const id = await orderId;
      clearTimeout(timer);
      if (performance.now() - sent.sentAt > LATE_MS) counts.late++;
      onBoard.delete(sent.orderId);
      if (id === null) return fail(`order ${sent.orderId} never reached a board`);
      await sleep(STEP_MS.accept);
      if (!(await act(otherUrl, 'accept', id, sent.orderId))) return;
      await sleep(STEP_MS.ready);
      if (!(await act(intakeUrl, 'ready', id, sent.orderId))) return;
      await sleep(STEP_MS.pickUp);
      if (!(await act(otherUrl, 'picked-up', id, sent.orderId))) return;
      counts.pickedUp++;
      venueOf.delete(sent.orderId);
    }

    // ---- every minute: the instances, the database, the pushes
    const minutes: SoakMinute[] = [];
    // This process's own delay: boards, Wolt and r_keeper live here, and a late loop here reads as a late push.
    const benchLoop = monitorEventLoopDelay({ resolution: 10 });
    benchLoop.enable();
    let cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    let minuteStarted = performance.now();
    let ordersStored = 0;
    let lastOrderId = 0;
    // RSS moves with the garbage collector's cycle: one reading a minute lands before or after a
    // collection by chance. Read every 5 s, a minute's figure is the median of its readings.
    let rssReadings: number[][] = servers.map(() => []);
    const rssSampler = setInterval(() => servers.forEach((s, i) => rssReadings[i]!.push(s.rssMiB())), 5000);
    // The disk's flushes beside the load, in the soak's folder: on a machine of one disk, PostgreSQL's.
    const diskFlush = startDiskFlushProbe(tmp);
    stopSamplers = () => {
      clearInterval(rssSampler);
      diskFlush.stop();
    };
    async function takeMinute(): Promise<void> {
      servers.forEach((s, i) => rssReadings[i]!.push(s.rssMiB()));
      const scrapes = await Promise.all(urls.map(scrape));
      const cpuNow = servers.map((s) => cpuSeconds(s.pid));
      const seconds = (performance.now() - minuteStarted) / 1000;
      minuteStarted = performance.now();
      const vacuum = autovacuum ? await autovacuum.round() : null;
      const jobRows = await store!.query('SELECT status, COUNT(*) AS n FROM jobs GROUP BY status');
      const jobs = Object.fromEntries(jobRows.map((r) => [String(r['status']), Number(r['n'])]));
      // Which kind of work is behind, when the queue grows (the daily sweep always waits for its hour).
      const waitingRows = await store!.query(
        "SELECT type, COUNT(*) AS n FROM jobs WHERE status IN ('pending', 'running') AND type <> 'retention.sweep' GROUP BY type",
      );
      const waitingByType = Object.fromEntries(waitingRows.map((r) => [String(r['type']), Number(r['n'])]));
      const [size] = await store!.query('SELECT pg_database_size(current_database()) AS bytes');
      const [jobsSize] = await store!.query(`SELECT pg_total_relation_size('jobs') AS bytes`);
      // Only the orders stored since the last minute: a count of all of them would grow with the run.
      const [newOrders] = await store!.query(
        'SELECT COUNT(*) AS n, MAX(id) AS top FROM orders WHERE id > ?',
        [lastOrderId],
      );
      ordersStored += Number(newOrders!['n']);
      lastOrderId = Number(newOrders!['top'] ?? lastOrderId);
      readChecks();
      const push = minutePush;
      minutePush = [];
      allPushByMinute.push(push);
      const minute: SoakMinute = {
        minute: minutes.length + 1,
        instances: scrapes.map((lines, i) => ({
          rssMiB: Math.round(percentile(rssReadings[i]!, 50)),
          rssMaxMiB: Math.round(Math.max(...rssReadings[i]!)),
          heapUsedMiB: Math.round(sample(lines, 'orderdesk_nodejs_heap_size_used_bytes') / 2 ** 20),
          eventLoopP99Ms: round1(sample(lines, 'orderdesk_nodejs_eventloop_lag_p99_seconds') * 1000),
          cpuPercent: Math.round(((cpuNow[i]! - cpuBefore[i]!) / seconds) * 100),
          hubConnections: sample(lines, 'orderdesk_hub_connections'),
        })),
        pushes: push.length,
        pushP50Ms: push.length ? Math.round(percentile(push, 50)) : Number.NaN,
        pushP99Ms: p99(push),
        webhookP99Ms: p99(minuteWebhook),
        apiP99Ms: p99(minuteApi),
        ordersSent: counts.sent,
        ordersPickedUp: counts.pickedUp,
        ordersStored,
        checks: checksRead,
        jobs,
        waitingByType,
        databaseMiB: round1(Number(size!['bytes']) / 2 ** 20),
        ...(vacuum
          ? {
              vacuum: {
                ms: vacuum.ms,
                tables: vacuum.vacuumed.length,
                analyzed: vacuum.analyzed.length,
                slowest: vacuum.slowest.slice(0, 3),
              },
            }
          : {}),
        jobsTableMiB: round1(Number(jobsSize!['bytes']) / 2 ** 20),
        errors: errorCount,
        benchLoopP99Ms: round1(benchLoop.percentile(99) / 1e6),
        diskFlush: diskFlush.takeMinute(),
      };
      benchLoop.reset();
      rssReadings = servers.map(() => []);
      cpuBefore = cpuNow;
      minuteWebhook = [];
      minuteApi = [];
      minutes.push(minute);
      const inst = minute.instances
        .map(
          (s, i) =>
            `${'AB'[i]} rss ${s.rssMiB} heap ${s.heapUsedMiB} loop p99 ${s.eventLoopP99Ms} cpu ${s.cpuPercent}%`,
        )
        .join(' | ');
      log(
        `min ${minute.minute}: ${inst} | push p99 ${minute.pushP99Ms} ms (${minute.pushes}) api p99 ${minute.apiP99Ms} webhook p99 ${minute.webhookP99Ms} | jobs ${JSON.stringify(jobs)} waiting ${JSON.stringify(waitingByType)} | db ${minute.databaseMiB} MiB (jobs ${minute.jobsTableMiB}) | vacuum ${minute.vacuum ? `${minute.vacuum.ms} ms ${minute.vacuum.slowest.map((t) => `${t.table} ${t.ms}`).join(', ')}` : '-'} | picked up ${counts.pickedUp}/${counts.sent} | errors ${errorCount} | soak loop p99 ${minute.benchLoopP99Ms} | disk flush p99 ${minute.diskFlush?.p99Ms} max ${minute.diskFlush?.maxMs}`,
      );
    }

    // A first scrape, so the first minute's event-loop figures are that minute's alone.
    await Promise.all(urls.map(scrape));
    log('load on');
    let inFlight = 0;
    const total = Math.round(MINUTES * 60 * RATE);
    const t0 = performance.now();
    let nextMinute = t0 + 60_000;
    for (let n = 0; n < total; n++) {
      const due = t0 + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const venue = venues[n % venues.length]!;
      inFlight++;
      void life(n, venue)
        .catch((error: unknown) => fail(`life ${n}: ${String(error)}`))
        .finally(() => inFlight--);
      if (performance.now() >= nextMinute) {
        nextMinute += 60_000;
        void takeMinute();
      }
    }
    await sleep(Math.max(0, nextMinute - performance.now()));
    await takeMinute();
    log('load off; waiting for every life to end and the queue to drain');
    for (
      const deadline = performance.now() + 3 * STEP_TIMEOUT_MS;
      inFlight > 0 && performance.now() < deadline;
    )
      await sleep(100);
    if (inFlight > 0) fail(`${inFlight} lives still running after the load stopped`);
    const drainSeconds = await Promise.all(urls.map((u) => waitForJobsDrained(u, 300_000)));
    await sleep(1000);
    readChecks();
    clearInterval(checkTimer);
    webhooks.close();
    missedPushes = [...expected.values()].reduce((sum, e) => sum + (e.boards - e.got), 0);

    // ---- the end: every order once, nothing dead
    const [stored] = await store.query(
      `SELECT COUNT(*) AS n, SUM(CASE WHEN status_id = ${OrderStatus.PICKEDUP} THEN 1 ELSE 0 END) AS picked FROM orders`,
    );
    const [dead] = await store.query("SELECT COUNT(*) AS n FROM jobs WHERE status = 'dead'");
    const doubled = [...checksPerOrder.values()].filter((c) => c > 1).length;
    const withCheck = checksPerOrder.size;
    const result: SoakResult = {
      date: started.toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      load: { start: loadAtStart, end: machineLoad() },
      settings: {
        minutes: MINUTES,
        rate: RATE,
        boards: BOARDS,
        venues: venues.length,
        hub,
        stepMs: STEP_MS,
        autovacuumByHand: autovacuum !== undefined,
      },
      minutes,
      pushByMinute: allPushByMinute,
      end: {
        ordersSent: counts.sent,
        acknowledged: counts.acknowledged,
        stored: Number(stored!['n']),
        pickedUp: Number(stored!['picked'] ?? 0),
        lifeEnded: counts.pickedUp,
        withCheck,
        doubled,
        deadJobs: Number(dead!['n']),
        errors: errorCount,
        errorSamples: errors,
        missedPushes,
        late: counts.late,
        boardsLost: lostBoards(),
        drainSeconds: Math.max(...drainSeconds),
      },
    };
    const dir = path.join(ROOT, 'bench', 'reports');
    fs.mkdirSync(dir, { recursive: true });
    const { pushByMinute: _raw, ...kept } = result;
    fs.writeFileSync(path.join(dir, 'soak-latest.json'), `${JSON.stringify(kept, null, 2)}\n`);
    const md = await renderSoakReport(result);
    fs.writeFileSync(path.join(dir, 'soak-latest.md'), md);
    if (WRITE_DOCS) await writeSoakDocs(md);
    console.log(md);
    log(`report: bench/reports/soak-latest.md${WRITE_DOCS ? ' and docs/benchmarks.md' : ''}`);
  } finally {
    stopSamplers();
    for (const socket of sockets) socket.close();
    await autovacuum?.close();
    await store?.close();
    for (const server of servers) await server.stop();
    await rkeeper.close();
    await wolt.close();
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
