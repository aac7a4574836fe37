import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { ScreenLoad } from './first-load/first-load';
import type { MachineLoad } from './lib/machine-load';
import { ROOT } from './lib/server-process';
import type { IntakeWithBoards } from './scenarios/intake-with-boards';
import type { runOrderLife } from './scenarios/order-life';
import type { runRkeeperHandover } from './scenarios/rkeeper-handover';
import { percentile, type summarise } from './stats';

type Summary = ReturnType<typeof summarise>;

interface EngineRun {
  startupMs: number;
  rssIdleMiB: number;
  rssAfterMiB: number;
  intake: {
    acksPerSecond: number;
    rawPerSecond: number;
    ratio: number;
    acknowledged: number;
    refused: number;
    seconds: number;
    concurrency: number;
    drainSeconds: number;
    /** Absent from reports written before it was counted. */
    acksEachSecond?: number[];
    /** Absent from reports written before it was counted. */
    steppedBackSeconds?: number[];
  };
  push: { perSecond: number; sent: number; acknowledged: number; onBoard: number; ms: Summary };
  list: { listed: number; rounds: number; apiMs: Summary; bareDriverMs: Summary };
  /** Issue 7: the venue hands every order to a simulated r_keeper. */
  handover?: Awaited<ReturnType<typeof runRkeeperHandover>>;
  /** Issue 27: an order's whole life, CPU and database round trips per order and step. */
  life?: Awaited<ReturnType<typeof runOrderLife>>;
  /** The report endpoints on a year of a busy chain (scenarios/reports.ts). */
  reports?: {
    orders: number;
    venues: number;
    seedSeconds: number;
    rounds: number;
    timings: { query: string; ms: Summary }[];
  };
}

export interface BenchResult {
  date: string;
  machine: string;
  /** The machine's load when the run started and ended: what else ran beside it. */
  load?: { start: MachineLoad; end: MachineLoad };
  durationSeconds: number;
  firstLoad: ScreenLoad[];
  sqlite:
    | (EngineRun & {
        hub: {
          rssBeforeMiB: number;
          steps: {
            clients: number;
            venues: number;
            connectSeconds: number;
            connectMs: Summary;
            rssMiB: number;
            pushes: number;
            deliveries: number;
            expectedDeliveries: number;
            pushMs: Summary;
          }[];
        };
      })
    | null;
  postgres:
    | (EngineRun & {
        oneWithBoard: IntakeWithBoards;
        two: IntakeWithBoards;
      })
    | null;
}

/**
 * The targets. Intake, webhook → board, webhook → r_keeper check, hand-over rate, the list against the
 * bare driver, two instances against one and idle RSS are issue 27's table as written; first load is
 * issue 21's; the fan-out and report targets are ours (see docs/benchmarks.md).
 */
export const TARGETS = {
  /** Gzipped JavaScript of each first screen with React DOM (issue 21). */
  firstLoadKiB: { 'sign-in': 200, board: 220 } satisfies Record<ScreenLoad['id'], number>,
  /** Acknowledged signed webhooks per second against the bare driver's rows per second. */
  intakeRatio: 0.8,
  /** Webhook → board at 200 orders/s. */
  pushP99Ms: 20,
  /** GET /api/orders with 500 open: p99 against the bare driver's p99 of the same rows and columns. */
  listP99Ratio: 1.2,
  hubPushP99Ms: 500,
  hubConnectSeconds10k: 60,
  rssIdleMiB: 150,
  /** Webhook → r_keeper check at 50 orders/s. */
  handoverP99Ms: 100,
  /** Hand-over: r_keeper checks created per second. */
  handoverChecksPerSecond: 200,
  /** Two instances on one PostgreSQL against one instance, on one box. */
  twoInstancesRatio: 0.9,
  reportP95Ms: 1000,
};

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

/**
 * The burst's slowest and fastest second by acknowledgements, and its median: how unevenly the intake
 * and the job worker shared it. Null for a report written before the seconds were counted.
 */
function secondsRange(acksEachSecond: number[] | undefined): string | null {
  if (!acksEachSecond?.length) return null;
  return `from ${Math.min(...acksEachSecond)} to ${Math.max(...acksEachSecond)}, median ${percentile(acksEachSecond, 50)}`;
}

function engineRows(name: string, run: EngineRun): string[] {
  const { intake, push, list } = run;
  const seconds = secondsRange(intake.acksEachSecond);
  return [
    `| ${name}: intake of signed Wolt webhooks (${intake.seconds} s, ${intake.concurrency} connections) | ${intake.acksPerSecond}/s acknowledged${seconds ? ` (each second of the burst ${seconds})` : ''}, bare driver ${intake.rawPerSecond}/s: ratio ${shownAtLeast(intake.ratio)} | ≥ ${TARGETS.intakeRatio} × bare driver | ${mark(intake.ratio >= TARGETS.intakeRatio)} |`,
    `| ${name}: every acknowledged order fetched and stored | ${intake.drainSeconds} s after the burst (${intake.acknowledged} orders, ${intake.refused} refused) | all stored | ${mark(intake.refused === 0)} |`,
    `| ${name}: webhook → board at ${push.perSecond} orders/s, p50 / p95 / p99 | ${push.ms.p50} / ${push.ms.p95} / ${push.ms.p99} ms (${push.onBoard} of ${push.acknowledged} on the board) | p99 ≤ ${TARGETS.pushP99Ms} ms, all on the board | ${mark(push.ms.p99 <= TARGETS.pushP99Ms && push.onBoard === push.acknowledged)} |`,
    `| ${name}: GET /api/orders, 500 open orders, p50 / p99 | ${list.apiMs.p50} / ${list.apiMs.p99} ms; bare driver ${list.bareDriverMs.p50} / ${list.bareDriverMs.p99} ms: p99 ${shownAtMost(listRatio(list))}× | p99 ≤ ${TARGETS.listP99Ratio} × bare driver | ${mark(listRatio(list) <= TARGETS.listP99Ratio && list.listed === 500)} |`,
    ...handoverRows(name, run),
    ...lifeRows(name, run),
    ...(run.reports?.timings ?? []).map(
      (r) =>
        `| ${name}: report ${r.query} (${run.reports!.orders.toLocaleString('en')} orders, ${run.reports!.venues} venues), p50 / p95 | ${r.ms.p50} / ${r.ms.p95} ms | p95 ≤ ${TARGETS.reportP95Ms} ms | ${mark(r.ms.p95 <= TARGETS.reportP95Ms)} |`,
    ),
    `| ${name}: RSS idle / after the run | ${run.rssIdleMiB} / ${run.rssAfterMiB} MiB | idle ≤ ${TARGETS.rssIdleMiB} MiB | ${mark(run.rssIdleMiB <= TARGETS.rssIdleMiB)} |`,
  ];
}

const listRatio = (list: EngineRun['list']) => list.apiMs.p99 / list.bareDriverMs.p99;

/**
 * A ratio as the report shows it, to two decimals rounded toward missing: a ratio of at least a target
 * rounds down, one of at most a target rounds up. A figure shown as its target has met it (0.8993
 * shows as 0.89, not as a 0.9 that missed); the marks compare the ratios unrounded.
 */
const shownAtLeast = (ratio: number) => Math.floor(ratio * 100 + 1e-9) / 100;
const shownAtMost = (ratio: number) => Math.ceil(ratio * 100 - 1e-9) / 100;

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The whole life's cost: CPU per order (server and database), round trips and WAL per step. */
function lifeRows(name: string, run: EngineRun): string[] {
  const life = run.life;
  if (!life) return [];
  const p = life.perOrder;
  const steps = life.steps.map(
    (s) =>
      `${s.phase} ${Math.round((s.serverCpuMs + s.databaseCpuMs) * 10) / 10} ms${s.walBytes ? `, ${kib(s.walBytes)} KiB of WAL` : ''} (${s.roundTrips
        .filter((t) => t.statements + t.transactions >= 0.1)
        .map((t) => `${t.step} ${t.statements}${t.transactions > 0 ? ` + ${t.transactions} tx` : ''}`)
        .join(', ')})`,
  );
  return [
    `| ${name}: CPU per order, its whole life (${life.orders} orders at 50/s: webhook, fetch, hand-over, accept, ready, picked up) | server ${p.serverCpuMs} ms + database ${p.databaseCpuMs} ms; ${p.roundTrips} database round trips (${p.statements} statements)${p.walBytes ? `; ${kib(p.walBytes)} KiB of WAL` : ''} | measured | ${life.checks === life.orders && life.pickedUp === life.orders ? 'every order a check and picked up' : `**${life.checks} checks, ${life.pickedUp} picked up of ${life.orders}**`} |`,
    `| ${name}: per order and step, CPU ms (server + database) and round trips by what made them (statements + BEGIN/COMMIT) | ${steps.join('; ')} | measured | |`,
  ];
}

function handoverRows(name: string, run: EngineRun): string[] {
  const h = run.handover;
  if (!h) return [];
  const { latency: l, throughput: t } = h;
  const plain = run.intake.acksPerSecond;
  return [
    `| ${name}: webhook → r_keeper check at ${l.perSecond} orders/s, p50 / p95 / p99 | ${l.ms.p50} / ${l.ms.p95} / ${l.ms.p99} ms (${l.inRkeeper} of ${l.acknowledged} checks in r_keeper), after ${l.warmUp.seconds} s of warm-up (${l.warmUp.inRkeeper} of ${l.warmUp.acknowledged} checks) at the same rate (its p50 / p99 ${l.warmUp.ms.p50} / ${l.warmUp.ms.p99} ms) | p99 ≤ ${TARGETS.handoverP99Ms} ms, every order a check | ${mark(l.ms.p99 <= TARGETS.handoverP99Ms && l.inRkeeper === l.acknowledged && l.warmUp.inRkeeper === l.warmUp.acknowledged)} |`,
    `| ${name}: hand-over, checks created per second (webhooks for ${t.seconds} s from 32 connections) | ${t.checksPerSecond}/s, the last ${t.drainSeconds} s after the burst; ${t.acksPerSecond}/s acknowledged (${plain}/s with it off); ${t.inRkeeper} of ${t.acknowledged} in r_keeper, ${h.doubledChecks} doubled | ≥ ${TARGETS.handoverChecksPerSecond} checks/s, each order exactly one check | ${mark(t.checksPerSecond >= TARGETS.handoverChecksPerSecond && t.inRkeeper === t.acknowledged && h.doubledChecks === 0)} |`,
  ];
}

export function reportTable(result: BenchResult): string {
  const rows = ['| measure | figure | target | |', '|---|---|---|---|'];
  for (const screen of result.firstLoad) {
    rows.push(
      `| first load of the ${screen.screen} screen, gzipped JavaScript | ${screen.jsGzipKiB} KiB in ${screen.files} files | ≤ ${TARGETS.firstLoadKiB[screen.id]} KiB | ${mark(screen.jsGzipKiB <= TARGETS.firstLoadKiB[screen.id])} |`,
    );
  }
  if (result.sqlite) rows.push(...engineRows('SQLite', result.sqlite));
  for (const step of result.sqlite?.hub.steps ?? []) {
    rows.push(
      `| OrderHub, ${step.clients} boards over ${step.venues} venues: connect all / memory / push p99 | ${step.connectSeconds} s (each p99 ${step.connectMs.p99} ms) / RSS ${step.rssMiB} MiB (${result.sqlite!.hub.rssBeforeMiB} before) / ${step.pushMs.p99} ms (${step.deliveries} of ${step.expectedDeliveries} delivered) | push p99 ≤ ${TARGETS.hubPushP99Ms} ms, every push delivered | ${mark(step.pushMs.p99 <= TARGETS.hubPushP99Ms && step.deliveries === step.expectedDeliveries)} |`,
    );
  }
  if (result.postgres) {
    rows.push(...engineRows('PostgreSQL', result.postgres));
    rows.push(...twoInstanceRows(result.postgres));
  } else {
    rows.push('| PostgreSQL | not reachable in this run | | |');
  }
  return rows.join('\n');
}

/** Orders carried to every board, and webhooks acknowledged during the burst: two instances against one. */
function twoInstanceRatios({ intake, oneWithBoard: one, two }: NonNullable<BenchResult['postgres']>) {
  return [two.carriedPerSecond / one.carriedPerSecond, two.acksPerSecond / intake.acksPerSecond] as const;
}

/**
 * Two instances against one on one PostgreSQL. The orders carried to every board per second, like with
 * like (one instance with a board, then two with a board each: scenarios/intake-with-boards.ts); and
 * the webhooks acknowledged per second during the burst, against the first burst of one instance
 * without boards, as issue 27 measured it.
 */
function twoInstanceRows(run: NonNullable<BenchResult['postgres']>): string[] {
  const { intake, oneWithBoard: one, two } = run;
  const [carried, acks] = twoInstanceRatios(run);
  const target = `≥ ${TARGETS.twoInstancesRatio} × one instance (one box), every order on both boards`;
  const ok = (r: number) => mark(r >= TARGETS.twoInstancesRatio && two.everyOrderOnEveryBoard);
  // How much of each burst the workers spent stepped back: the seconds at full strength acknowledge less.
  const steppedBack =
    two.steppedBackSeconds && intake.steppedBackSeconds
      ? `; the workers stepped back ${two.steppedBackSeconds.join(' and ')} s of ${two.seconds}, against ${intake.steppedBackSeconds.join(' and ')} s of ${intake.seconds}`
      : '';
  return [
    `| PostgreSQL, two instances on one PostgreSQL: orders carried to every board per second (from the burst's start until the last order is on the boards), a board on each instance, against one instance with a board | ${two.carriedPerSecond}/s (${two.acknowledged} in ${two.carriedSeconds} s) against ${one.carriedPerSecond}/s (${one.acknowledged} in ${one.carriedSeconds} s): ratio ${shownAtLeast(carried)}; ${two.onBoards.join(' and ')} of ${two.acknowledged} orders on the boards | ${target} | ${ok(carried)} |`,
    `| PostgreSQL, two instances on one PostgreSQL: webhooks acknowledged per second during the burst, against one instance's first burst (no boards) | ${two.acksPerSecond}/s against ${intake.acksPerSecond}/s: ratio ${shownAtLeast(acks)}${steppedBack} | ${target} | ${ok(acks)} |`,
  ];
}

/** Why a figure that missed its target missed, from what the run measured; one line each. */
export function limitsOfMisses(result: BenchResult): string[] {
  const out: string[] = [];
  for (const screen of result.firstLoad) {
    const target = TARGETS.firstLoadKiB[screen.id];
    if (screen.jsGzipKiB <= target) continue;
    const [first] = screen.largest;
    out.push(
      `- First load of the ${screen.screen} screen: ${first ? `${first.file} alone is ${first.gzipKiB} KiB. It holds the libraries every first screen runs: React DOM (about 62 KiB gzipped on its own), zod (about 25 KiB: the API client checks every answer against the shared contracts, and the contracts' schemas sit in the modules whose constants and endpoints the first screens use), MUI's styling core, theme and buttons, i18next, React Router and TanStack Query (\`npm run build:stats -w @orderdesk/web\` maps it); ` : ''}the rest is MUI's components and the screen's own code. Dialogs, forms, toasts, tooltips, menus, Luxon, Socket.IO and the other language load after the first screen. Meeting ${target} KiB takes zod and the schemas off the first screens (answers checked in development and tests only, schemas apart from the constants), not a finer split.`,
    );
  }
  for (const [name, run] of [
    ['SQLite', result.sqlite],
    ['PostgreSQL', result.postgres],
  ] as const) {
    if (!run) continue;
    const seconds = secondsRange(run.intake.acksEachSecond);
    if (run.intake.ratio < TARGETS.intakeRatio || run.push.ms.p99 > TARGETS.pushP99Ms)
      out.push(
        `- ${name} intake and webhook → board: the bare driver only writes a receipt and a job; the server also checks the signature and the body, and, on the same Node thread meanwhile, fetches each order from Wolt and stores it with its timers (about two database round trips an order on PostgreSQL, a burst's receipts and claims written in batches) and pushes it. During a burst the worker steps back to a few jobs so acknowledging goes first, and under a load that lasts it takes turns with the intake, 5 s stepped back and 5 s at full strength (jobs/intake-gauge.ts)${seconds ? `, so the burst's seconds differ: each took ${seconds}` : ''} (${run.intake.acksPerSecond}/s in all, the orders drained ${run.intake.drainSeconds} s after the burst). What is left is the load generator, the server and the database sharing the machine's cores, which the bare driver has to itself. Running the job worker in a process of its own would use a further core.`,
      );
    if (listRatio(run.list) > TARGETS.listP99Ratio)
      out.push(
        `- ${name} GET /api/orders: the answer is kept gzipped per revision, so a call is the revision check (a round trip on PostgreSQL), the token and the headers, sending the gzipped answer and the board's fetch unpacking half a megabyte of JSON (500 orders without their platform payloads), where the bare driver reads the same rows and columns in ${run.list.bareDriverMs.p50} / ${run.list.bareDriverMs.p99} ms (p50 / p99) here. Both are warmed up alike and alternate call by call; the API's tail is a second process and a socket on the way (the server's event loop, the client's garbage collection of what it unpacks) on cores the server, the database and the load generator share.`,
      );
    const h = run.handover;
    if (
      h &&
      (h.latency.ms.p99 > TARGETS.handoverP99Ms ||
        h.throughput.checksPerSecond < TARGETS.handoverChecksPerSecond)
    )
      out.push(
        `- ${name} hand-over to r_keeper: each order also costs GetOrderMenu, CreateOrder and SaveOrder over HTTPS (to a simulator running in the load generator's process) and four statements (its read, each write call written down before it is sent, the outcome with the calls' answers); checks were created at ${h.throughput.checksPerSecond}/s, and orders arriving faster than that queue up before their check.`,
      );
    else if (h && h.throughput.inRkeeper < h.throughput.acknowledged)
      out.push(
        `- ${name} hand-over burst: ${h.throughput.acknowledged - h.throughput.inRkeeper} of ${h.throughput.acknowledged} orders had no check yet when the run stopped waiting (${h.throughput.drainSeconds} s after the burst, checks coming at ${h.throughput.checksPerSecond}/s): the burst is taken faster than checks are made over HTTPS, and the queue outlasted the wait; ${h.doubledChecks} doubled.`,
      );
  }
  const pg = result.postgres;
  if (pg && twoInstanceRatios(pg).some((ratio) => ratio < TARGETS.twoInstancesRatio)) {
    const back = pg.two.steppedBackSeconds?.join(' and ');
    out.push(
      `- Two instances on one PostgreSQL: both servers, the database, Redis and the load generator share the box's cores, of which one instance left part idle; the second instance's work comes out of that part. During a burst the two workers step back to one instance's jobs between them (each runs its jobs half the time), and a burst's seconds at full strength acknowledge a fraction of those stepped back${back ? ` (this run's two instances were stepped back ${back} s of ${pg.two.seconds})` : ''}. On two machines each instance has cores of its own.`,
    );
  }
  return out;
}

function loadLine(result: BenchResult): string {
  if (!result.load) return '';
  const { start, end } = result.load;
  const others =
    start.busiest.length > 0 ? ` Busiest other processes at the start: ${start.busiest.join(', ')}.` : '';
  return ` Load average (1 min) ${start.loadAverage[0]} at the start and ${end.loadAverage[0]} at the end on ${result.machine.split(',')[0]}.${others}`;
}

/** Writes bench/reports/latest.{md,json} and the table of docs/benchmarks.md; returns the markdown. */
export async function writeReports(
  result: BenchResult,
  /** A smoke run writes its report here and leaves docs/benchmarks.md alone. */
  smokeDir?: string,
): Promise<string> {
  const md = [
    '# Benchmark report',
    '',
    `${result.date}: ${result.machine}; each sustained run ${result.durationSeconds} s. SQLite in WAL with synchronous=FULL; PostgreSQL on the same machine.${loadLine(result)}`,
    '',
    reportTable(result),
    '',
    ...(limitsOfMisses(result).length > 0
      ? ['## What limits the misses', '', ...limitsOfMisses(result), '']
      : []),
  ].join('\n');
  const dir = smokeDir ?? path.join(ROOT, 'bench/reports');
  fs.writeFileSync(path.join(dir, 'latest.md'), md);
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (smokeDir) return md;
  const readmePath = path.join(ROOT, 'docs/benchmarks.md');
  const readme = fs.readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (readme.includes(start) && readme.includes(end)) {
    const table = `${start}\n\nLast run: ${result.date.slice(0, 10)}, ${result.machine}, ${result.durationSeconds} s runs.${loadLine(result)}\n\n${reportTable(result)}\n\n${end}`;
    const updated = readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), table);
    const options = (await prettier.resolveConfig(readmePath)) ?? {};
    fs.writeFileSync(readmePath, await prettier.format(updated, { ...options, filepath: readmePath }));
  }
  return md;
}
