// One scenario alone on one engine, printed and not written anywhere: for finding where time goes
// without running the whole benchmark. `npm run bench:one -w @orderdesk/bench -- <scenario> [engine]`
// with scenario one of intake, push, list, rkeeper, life, jobs and engine sqlite (default) or postgres; the
// build must be current (`npm run build`). BENCH_DURATION_S and BENCH_LIST_ROUNDS apply as in run.ts;
// BENCH_PUSH_ROUNDS (default 1) runs `push` that many times on the same server, each printed.
// `life`: BENCH_LIFE_ORDERS orders' whole lives (default 300); with BENCH_LIFE_BEHIND=n, then n finished
// orders more put behind them (copies, lib/orders-behind.ts) and the same lives again, both printed.
// `jobs`: BENCH_JOB_ROUNDS rounds (default 5) of BENCH_LIFE_ORDERS orders' lives (default 300, at most 500),
// the job table read after each (scenarios/job-table.ts).
// `two` (PostgreSQL only): intake on one instance without boards, then with a board on it, then on two
// instances on the same database with a board on each (hubs through Redis where one answers), as the
// full run measures them.
// `adapters` (PostgreSQL only): the OrderHub's PostgreSQL and Redis adapters side by side, see
// scenarios/adapter-compare.ts (BENCH_BOARDS, BENCH_VENUES, BENCH_RATE, REDIS_URL; BENCH_ADAPTERS, default
// postgres,redis, sets which runs first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OrderStatus } from '@orderdesk/contracts';
import { openBenchStore } from './lib/bench-store';
import { addOrdersBehind } from './lib/orders-behind';
import { createPgDatabase } from './lib/databases';
import { startFakeWolt } from './lib/fake-wolt';
import { signInAdmin, startServer } from './lib/server-process';
import { compareAdapters, type HubAdapter } from './scenarios/adapter-compare';
import { runIntake } from './scenarios/intake';
import { runJobTable } from './scenarios/job-table';
import { runListOrders } from './scenarios/list-orders';
import { runOrderLife } from './scenarios/order-life';
import { runPushLatency } from './scenarios/push-latency';
import { runRkeeperHandover, startBenchRkeeper, type BenchRkeeper } from './scenarios/rkeeper-handover';
import { quietDisk } from './lib/quiet-disk';
import { runIntakeWithBoards } from './scenarios/intake-with-boards';
import { redisAnswers } from './lib/redis';

const DURATION_MS = Number(process.env['BENCH_DURATION_S'] ?? 10) * 1000;
const LIST_ROUNDS = Number(process.env['BENCH_LIST_ROUNDS'] ?? 500);
const PUSH_ROUNDS = Number(process.env['BENCH_PUSH_ROUNDS'] ?? 1);
const PORT = Number(process.env['BENCH_PORT'] ?? 3299);
const [scenario = 'list', engine = 'sqlite'] = process.argv.slice(2);

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-bench-one-'));
  const wolt = await startFakeWolt();
  if (scenario === 'adapters') {
    try {
      const result = await compareAdapters(
        {
          tmp,
          wolt,
          port: PORT,
          boards: Number(process.env['BENCH_BOARDS'] ?? 500),
          venues: Number(process.env['BENCH_VENUES'] ?? 100),
          perSecond: Number(process.env['BENCH_RATE'] ?? 100),
          durationMs: DURATION_MS,
          redisUrl: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
        },
        (process.env['BENCH_ADAPTERS'] ?? 'postgres,redis').split(',') as HubAdapter[],
      );
      console.log(JSON.stringify({ scenario, durationSeconds: DURATION_MS / 1000, ...result }, null, 2));
    } finally {
      await wolt.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    return;
  }
  const database = engine === 'postgres' ? await createPgDatabase('one') : null;
  const living = scenario === 'life' || scenario === 'jobs';
  const rkeeper = scenario === 'rkeeper' || living ? await startBenchRkeeper() : null;
  const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const hubEnv: Record<string, string> =
    scenario === 'two' && (await redisAnswers(redisUrl))
      ? { REDIS_URL: redisUrl, REDIS_HUB_KEY: `orderdesk-bench-one-${process.pid}` }
      : {};
  const server = await startServer({
    port: PORT,
    dataDir: path.join(tmp, 'data'),
    databaseUrl: database?.url,
    woltApiUrl: wolt.url,
    env: { ...rkeeper?.env, ...hubEnv, ...(living ? { DB_QUERY_STATS: '1' } : {}) },
  });
  let second: Awaited<ReturnType<typeof startServer>> | undefined;
  const openStore = () =>
    openBenchStore(
      database ? { databaseUrl: database.url } : { sqliteFile: path.join(tmp, 'data', 'orderdesk.db') },
    );
  /** BENCH_LIFE_ORDERS orders' whole lives at 50 a second, on this server. */
  const lifeOptions = (bench: BenchRkeeper, token: string) => ({
    url: server.url,
    token,
    serverPid: server.pid,
    databaseUrl: database?.url,
    wolt,
    rkeeper: bench,
    orders: Number(process.env['BENCH_LIFE_ORDERS'] ?? 300),
    perSecond: 50,
  });
  try {
    const token = await signInAdmin(server.url);
    let result: unknown;
    await quietDisk(database !== undefined);
    if (scenario === 'intake') {
      const { orderIds: _ids, ...intake } = await runIntake([server.url], wolt, DURATION_MS);
      result = intake;
    } else if (scenario === 'push') {
      // The first round is a fresh server's; the full run's comes after the intake, on a warm one.
      const rounds = [];
      for (let round = 0; round < PUSH_ROUNDS; round++)
        rounds.push(await runPushLatency(server.url, token, 1, wolt, 200, DURATION_MS));
      result = rounds.length === 1 ? rounds[0] : rounds;
    } else if (scenario === 'list') {
      // The list copies a stored order: a short intake provides one.
      await runIntake([server.url], wolt, 1000, 4);
      const store = openStore();
      result = await runListOrders(server.url, token, store, LIST_ROUNDS);
      await store.close();
    } else if (scenario === 'life' && rkeeper) {
      const lives = lifeOptions(rkeeper, token);
      result = await runOrderLife(lives);
      const behind = process.env['BENCH_LIFE_BEHIND'];
      if (behind !== undefined) {
        const store = openStore();
        const added =
          Number(behind) > 0 ? await addOrdersBehind(store, Number(behind), OrderStatus.PICKEDUP) : 0;
        await store.close();
        result = { first: result, behind: added, then: await runOrderLife(lives) };
      }
    } else if (scenario === 'jobs' && rkeeper) {
      const store = openStore();
      result = await runJobTable({
        ...lifeOptions(rkeeper, token),
        rounds: Number(process.env['BENCH_JOB_ROUNDS'] ?? 5),
        store,
      });
      await store.close();
    } else if (scenario === 'two' && database) {
      const { orderIds: _ids, ...withoutBoards } = await runIntake([server.url], wolt, DURATION_MS);
      await quietDisk(true);
      const one = await runIntakeWithBoards([server.url], token, 1, wolt, DURATION_MS);
      second = await startServer({
        port: PORT + 1,
        dataDir: path.join(tmp, 'data-b'),
        databaseUrl: database.url,
        woltApiUrl: wolt.url,
        env: hubEnv,
      });
      await quietDisk(true);
      const two = await runIntakeWithBoards([server.url, second.url], token, 1, wolt, DURATION_MS);
      result = {
        hub: hubEnv['REDIS_URL'] ? 'redis' : 'postgres',
        withoutBoards,
        one,
        two,
        ratio: Math.round((two.acksPerSecond / one.acksPerSecond) * 1000) / 1000,
        carriedRatio: Math.round((two.carriedPerSecond / one.carriedPerSecond) * 1000) / 1000,
      };
    } else if (scenario === 'rkeeper' && rkeeper) {
      result = await runRkeeperHandover(server.url, wolt, rkeeper, DURATION_MS);
    } else {
      throw new Error(`unknown scenario ${scenario}`);
    }
    console.log(JSON.stringify({ scenario, engine, rssMiB: server.rssMiB(), result }, null, 2));
  } finally {
    await second?.stop();
    await server.stop();
    await rkeeper?.close();
    await wolt.close();
    await database?.drop();
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
