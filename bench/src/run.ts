// `npm run bench`: the built product under load on SQLite and on PostgreSQL, each figure beside its
// target. Writes bench/reports/latest.{md,json} and the table in docs/benchmarks.md.
//   BENCH_DURATION_S   length of each sustained run (default 30; a few seconds while developing)
//   BENCH_HUB_CLIENTS  board clients of the fan-out steps (default 1000,10000)
//   BENCH_LIST_ROUNDS  GET /api/orders calls measured (default 500)
//   BENCH_PORT         first of the three ports the servers listen on (default 3299)
//   BENCH_ENGINES      which of sqlite,postgres to run (default both)
//   BENCH_REPORT_ROUNDS calls of each report query on a million orders (default 20)
//   BENCH_REPORTS=0    leaves out the report queries on a million orders (the seeding takes minutes)
//   BENCH_LIFE_ORDERS  orders of the whole-life run (CPU and round trips per order; default 300)
//   REDIS_URL          the Redis the PostgreSQL instances' hubs fan out through (default 127.0.0.1:6379; without
//                      an answer, through PostgreSQL)
//   BENCH_DATABASE_URL PostgreSQL to create throw-away databases on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SMOKE=1      every step end to end in a minute or two (2 s runs, 50 and 200 boards, 20 list calls);
//                      its report goes to a temporary folder, never to bench/reports or docs/benchmarks.md
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureFirstLoads } from './first-load/first-load';
import { openBenchStore } from './lib/bench-store';
import { seedVenues } from './lib/bench-store';
import { createPgDatabase, postgresAvailable } from './lib/databases';
import { startFakeWolt, type FakeWolt } from './lib/fake-wolt';
import { rawPgRate, rawSqliteRate } from './lib/raw-inserts';
import { ROOT, signInAdmin, startServer } from './lib/server-process';
import { writeReports, type BenchResult } from './report';
import { runHubFanout } from './scenarios/hub-fanout';
import { runIntake } from './scenarios/intake';
import { runListOrders } from './scenarios/list-orders';
import { runPushLatency } from './scenarios/push-latency';
import { runRkeeperHandover, startBenchRkeeper, type BenchRkeeper } from './scenarios/rkeeper-handover';
import { runReports } from './scenarios/reports';
import { runOrderLife } from './scenarios/order-life';
import { runIntakeWithBoards } from './scenarios/intake-with-boards';
import { machineLoad } from './lib/machine-load';
import { redisAnswers } from './lib/redis';
import { quietDisk } from './lib/quiet-disk';
import { migrateScratchDatabase } from './lib/scratch-schema';

const SMOKE = process.env['BENCH_SMOKE'] === '1';
const DURATION_MS = Number(process.env['BENCH_DURATION_S'] ?? (SMOKE ? 2 : 30)) * 1000;
const HUB_CLIENTS = (process.env['BENCH_HUB_CLIENTS'] ?? (SMOKE ? '50,200' : '1000,10000'))
  .split(',')
  .map(Number);
const LIST_ROUNDS = Number(process.env['BENCH_LIST_ROUNDS'] ?? (SMOKE ? 20 : 500));
const PORT = Number(process.env['BENCH_PORT'] ?? 3299);
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',');
const FANOUT_VENUES = 1000;
const REPORT_ROUNDS = Number(process.env['BENCH_REPORT_ROUNDS'] ?? 20);
const REPORTS = process.env['BENCH_REPORTS'] !== '0';
const LIFE_ORDERS = Number(process.env['BENCH_LIFE_ORDERS'] ?? (SMOKE ? 50 : 300));
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PUSH_RATE = 200;
/** Orders per second of the webhook → r_keeper check latency run. */
const HANDOVER_RATE = 50;
/**
 * The hand-over burst: webhooks at full speed, each order to become one r_keeper check. Ten seconds
 * are enough for a rate, and keep r_keeper's queue (checks are created at ≈100/s) to minutes.
 */
const HANDOVER_BURST_MS = Math.min(DURATION_MS, 10_000);

function log(message: string): void {
  console.log(`[bench] ${new Date().toISOString().slice(11, 19)} ${message}`);
}

async function sqliteRun(wolt: FakeWolt, tmp: string) {
  const dataDir = path.join(tmp, 'sqlite');
  const server = await startServer({ port: PORT, dataDir, woltApiUrl: wolt.url });
  const rkeeper = await startBenchRkeeper();
  const store = openBenchStore({ sqliteFile: path.join(dataDir, 'orderdesk.db') });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdleMiB = server.rssMiB();
    const token = await signInAdmin(server.url);

    log('SQLite: raw inserts through the bare driver');
    const scratch = path.join(tmp, 'raw.db');
    await migrateScratchDatabase({ sqliteFile: scratch });
    await quietDisk(false);
    const rawPerSecond = Math.round(rawSqliteRate(scratch, DURATION_MS));
    log(`SQLite: intake for ${DURATION_MS / 1000} s`);
    await quietDisk(false);
    const { orderIds: _ids, ...intake } = await runIntake([server.url], wolt, DURATION_MS);
    log(`SQLite: webhook → board at ${PUSH_RATE}/s`);
    await quietDisk(false);
    const push = await runPushLatency(server.url, token, 1, wolt, PUSH_RATE, DURATION_MS);
    log('SQLite: GET /api/orders with 500 open orders');
    await quietDisk(false);
    const list = await runListOrders(server.url, token, store, LIST_ROUNDS);
    log('SQLite: report queries on a million orders');
    const reports = REPORTS ? await runReports(server.url, token, store, REPORT_ROUNDS) : undefined;
    log(`SQLite: OrderHub fan-out ${HUB_CLIENTS.join(' then ')} clients`);
    const venueIds = [1, ...(await seedVenues(store, FANOUT_VENUES - 1))];
    const hub = await runHubFanout({
      url: server.url,
      token,
      store,
      venueIds,
      steps: HUB_CLIENTS,
      pushVenues: 100,
      rssMiB: () => server.rssMiB(),
    });
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfterMiB = server.rssMiB();
    log('SQLite: webhook → r_keeper check, hand-over on');
    await quietDisk(false);
    const handover = await handoverRun({ dataDir: path.join(tmp, 'sqlite-rk') }, wolt, rkeeper);
    log(`SQLite: an order's whole life, ${LIFE_ORDERS} orders`);
    await quietDisk(false);
    const life = await lifeRun({ dataDir: path.join(tmp, 'sqlite-life') }, wolt, rkeeper);
    return {
      startupMs: server.startupMs,
      rssIdleMiB,
      rssAfterMiB,
      intake: {
        ...intake,
        rawPerSecond,
        ratio: intake.acksPerSecond / rawPerSecond,
      },
      push,
      list,
      hub,
      handover,
      life,
      reports,
    };
  } finally {
    await store.close();
    await server.stop();
    await rkeeper.close();
  }
}

/**
 * Issue 7's figures on a fresh server whose bench venue hands every order to a simulated r_keeper
 * (the other runs keep the hand-over off, so their figures stay comparable with the bare driver).
 */
async function handoverRun(
  target: { dataDir: string; databaseUrl?: string },
  wolt: FakeWolt,
  rkeeper: BenchRkeeper,
) {
  const server = await startServer({ port: PORT + 2, ...target, woltApiUrl: wolt.url, env: rkeeper.env });
  try {
    return await runRkeeperHandover(server.url, wolt, rkeeper, DURATION_MS, HANDOVER_RATE, HANDOVER_BURST_MS);
  } finally {
    await server.stop();
  }
}

/**
 * Issue 27: an order's whole life on a fresh server with the hand-over on, counting its database
 * round trips (DB_QUERY_STATS=1, on this server only), CPU time per order of the server and the database.
 */
async function lifeRun(
  target: { dataDir: string; databaseUrl?: string },
  wolt: FakeWolt,
  rkeeper: BenchRkeeper,
) {
  const server = await startServer({
    port: PORT + 2,
    ...target,
    woltApiUrl: wolt.url,
    env: { ...rkeeper.env, DB_QUERY_STATS: '1' },
  });
  try {
    return await runOrderLife({
      url: server.url,
      token: await signInAdmin(server.url),
      serverPid: server.pid,
      databaseUrl: target.databaseUrl,
      wolt,
      rkeeper,
      orders: LIFE_ORDERS,
      perSecond: HANDOVER_RATE,
    });
  } finally {
    await server.stop();
  }
}

async function postgresRun(wolt: FakeWolt, tmp: string) {
  const rkeeper = await startBenchRkeeper();
  const database = await createPgDatabase('main');
  const scratch = await createPgDatabase('raw');
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // The instances' boards reach each other through Redis where one answers (docs/adr/0008), else
    // through PostgreSQL, as a deployment of two instances would run.
    const hubEnv: Record<string, string> = (await redisAnswers(REDIS_URL))
      ? { REDIS_URL, REDIS_HUB_KEY: `orderdesk-bench-${process.pid}` }
      : {};
    log(`PostgreSQL: the hub's fan-out through ${hubEnv['REDIS_URL'] ? 'Redis' : 'PostgreSQL'}`);
    const a = await startServer({
      port: PORT,
      dataDir: path.join(tmp, 'pg-a'),
      databaseUrl: database.url,
      woltApiUrl: wolt.url,
      env: hubEnv,
    });
    servers.push(a);
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdleMiB = a.rssMiB();
    const token = await signInAdmin(a.url);

    log('PostgreSQL: raw inserts through the bare driver');
    await migrateScratchDatabase({ databaseUrl: scratch.url });
    await quietDisk(true);
    const rawPerSecond = Math.round(await rawPgRate(scratch.url, DURATION_MS));
    log(`PostgreSQL: intake for ${DURATION_MS / 1000} s`);
    await quietDisk(true);
    const { orderIds: _ids, ...intake } = await runIntake([a.url], wolt, DURATION_MS);
    log(`PostgreSQL: webhook → board at ${PUSH_RATE}/s`);
    await quietDisk(true);
    const push = await runPushLatency(a.url, token, 1, wolt, PUSH_RATE, DURATION_MS);
    log('PostgreSQL: GET /api/orders with 500 open orders');
    await quietDisk(true);
    const store = openBenchStore({ databaseUrl: database.url });
    const list = await runListOrders(a.url, token, store, LIST_ROUNDS);
    await store.close();

    log('PostgreSQL: one instance with a board, then two instances with a board each');
    await quietDisk(true);
    const oneWithBoard = await runIntakeWithBoards([a.url], token, 1, wolt, DURATION_MS);
    const b = await startServer({
      port: PORT + 1,
      dataDir: path.join(tmp, 'pg-b'),
      databaseUrl: database.url,
      woltApiUrl: wolt.url,
      env: hubEnv,
    });
    servers.push(b);
    await quietDisk(true);
    const two = await runIntakeWithBoards([a.url, b.url], token, 1, wolt, DURATION_MS);
    const rssAfterMiB = a.rssMiB();
    // Last: a million more orders would slow the steps above.
    log('PostgreSQL: report queries on a million orders');
    const reportStore = openBenchStore({ databaseUrl: database.url });
    const reports = REPORTS
      ? await runReports(a.url, token, reportStore, REPORT_ROUNDS).finally(() => reportStore.close())
      : await reportStore.close().then(() => undefined);
    for (const server of servers.splice(0)) await server.stop();
    log('PostgreSQL: webhook → r_keeper check, hand-over on');
    await quietDisk(true);
    const rkDatabase = await createPgDatabase('rk');
    const handover = await handoverRun(
      { dataDir: path.join(tmp, 'pg-rk'), databaseUrl: rkDatabase.url },
      wolt,
      rkeeper,
    ).finally(() => rkDatabase.drop());
    log(`PostgreSQL: an order's whole life, ${LIFE_ORDERS} orders`);
    await quietDisk(true);
    const lifeDatabase = await createPgDatabase('life');
    const life = await lifeRun(
      { dataDir: path.join(tmp, 'pg-life'), databaseUrl: lifeDatabase.url },
      wolt,
      rkeeper,
    ).finally(() => lifeDatabase.drop());
    return {
      startupMs: a.startupMs,
      rssIdleMiB,
      rssAfterMiB,
      intake: {
        ...intake,
        rawPerSecond,
        ratio: intake.acksPerSecond / rawPerSecond,
      },
      push,
      list,
      oneWithBoard,
      two,
      handover,
      life,
      reports,
    };
  } finally {
    for (const server of servers) await server.stop();
    await rkeeper.close();
    await database.drop();
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-bench-'));
  const wolt = await startFakeWolt();
  const loadAtStart = machineLoad();
  try {
    const firstLoad = measureFirstLoads(path.join(ROOT, 'apps/web/dist'));
    log(`first load: ${firstLoad.map((f) => `${f.screen} ${f.jsGzipKiB} KiB`).join(', ')}`);
    // PostgreSQL first: the fan-out's 10,000 sockets are the last thing this process carries.
    const postgres =
      ENGINES.includes('postgres') && (await postgresAvailable()) ? await postgresRun(wolt, tmp) : null;
    const sqlite = ENGINES.includes('sqlite') ? await sqliteRun(wolt, tmp) : null;
    if (!postgres) log('PostgreSQL not reachable: its part is left out of this report');
    const result: BenchResult = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      load: { start: loadAtStart, end: machineLoad() },
      durationSeconds: DURATION_MS / 1000,
      firstLoad,
      sqlite,
      postgres,
    };
    const smokeDir = SMOKE ? fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-bench-smoke-')) : undefined;
    const md = await writeReports(result, smokeDir);
    if (smokeDir) log(`smoke run: report in ${smokeDir}`);
    console.log(md);
  } finally {
    await wolt.close();
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
