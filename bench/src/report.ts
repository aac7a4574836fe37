import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { ScreenLoad } from './first-load/first-load';
import { ROOT } from './lib/server-process';
import type { summarise } from './stats';

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
  };
  push: { perSecond: number; sent: number; acknowledged: number; onBoard: number; ms: Summary };
  list: { listed: number; rounds: number; apiMs: Summary; bareDriverMs: Summary };
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
        two: {
          acksPerSecond: number;
          acknowledged: number;
          onBoardA: number;
          onBoardB: number;
          everyOrderOnBoth: boolean;
          drainSeconds: number;
        };
      })
    | null;
}

/** Our targets; the first-load and intake ones are the issue's, the rest ours (see bench/README). */
export const TARGETS = {
  firstLoadKiB: 200,
  intakeRatio: 0.5,
  pushP99Ms: 1000,
  listP99Ms: 100,
  hubPushP99Ms: 500,
  hubConnectSeconds10k: 60,
  rssIdleMiB: 150,
  reportP95Ms: 1000,
};

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function engineRows(name: string, run: EngineRun): string[] {
  const { intake, push, list } = run;
  return [
    `| ${name}: intake of signed Wolt webhooks (${intake.seconds} s, ${intake.concurrency} connections) | ${intake.acksPerSecond}/s acknowledged, bare driver ${intake.rawPerSecond}/s: ratio ${intake.ratio} | ≥ ${TARGETS.intakeRatio} × bare driver | ${mark(intake.ratio >= TARGETS.intakeRatio)} |`,
    `| ${name}: every acknowledged order fetched and stored | ${intake.drainSeconds} s after the burst (${intake.acknowledged} orders, ${intake.refused} refused) | all stored | ${mark(intake.refused === 0)} |`,
    `| ${name}: webhook → board at ${push.perSecond} orders/s, p50 / p95 / p99 | ${push.ms.p50} / ${push.ms.p95} / ${push.ms.p99} ms (${push.onBoard} of ${push.acknowledged} on the board) | p99 ≤ ${TARGETS.pushP99Ms} ms, all on the board | ${mark(push.ms.p99 <= TARGETS.pushP99Ms && push.onBoard === push.acknowledged)} |`,
    `| ${name}: GET /api/orders, 500 open orders, p50 / p99 | ${list.apiMs.p50} / ${list.apiMs.p99} ms; bare driver ${list.bareDriverMs.p50} / ${list.bareDriverMs.p99} ms | p99 ≤ ${TARGETS.listP99Ms} ms | ${mark(list.apiMs.p99 <= TARGETS.listP99Ms && list.listed === 500)} |`,
    ...(run.reports?.timings ?? []).map(
      (r) =>
        `| ${name}: report ${r.query} (${run.reports!.orders.toLocaleString('en')} orders, ${run.reports!.venues} venues), p50 / p95 | ${r.ms.p50} / ${r.ms.p95} ms | p95 ≤ ${TARGETS.reportP95Ms} ms | ${mark(r.ms.p95 <= TARGETS.reportP95Ms)} |`,
    ),
    `| ${name}: RSS idle / after the run | ${run.rssIdleMiB} / ${run.rssAfterMiB} MiB | idle ≤ ${TARGETS.rssIdleMiB} MiB | ${mark(run.rssIdleMiB <= TARGETS.rssIdleMiB)} |`,
  ];
}

export function reportTable(result: BenchResult): string {
  const rows = ['| measure | figure | target | |', '|---|---|---|---|'];
  for (const screen of result.firstLoad) {
    rows.push(
      `| first load of the ${screen.screen} screen, gzipped JavaScript | ${screen.jsGzipKiB} KiB in ${screen.files} files | ≤ ${TARGETS.firstLoadKiB} KiB | ${mark(screen.jsGzipKiB <= TARGETS.firstLoadKiB)} |`,
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
    const two = result.postgres.two;
    rows.push(
      `| PostgreSQL, two instances: intake / pushed to boards on both | ${two.acksPerSecond}/s; ${two.onBoardA} and ${two.onBoardB} of ${two.acknowledged} orders | every order on both boards | ${mark(two.everyOrderOnBoth)} |`,
    );
  } else {
    rows.push('| PostgreSQL | not reachable in this run | | |');
  }
  return rows.join('\n');
}

/** Writes bench/reports/latest.{md,json} and the README's table; returns the markdown. */
export async function writeReports(result: BenchResult): Promise<string> {
  const md = [
    '# Benchmark report',
    '',
    `${result.date}: ${result.machine}; each sustained run ${result.durationSeconds} s. SQLite in WAL with synchronous=FULL; PostgreSQL on the same machine.`,
    '',
    reportTable(result),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(ROOT, 'bench/reports/latest.md'), md);
  fs.writeFileSync(path.join(ROOT, 'bench/reports/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  const readmePath = path.join(ROOT, 'README.md');
  const readme = fs.readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (readme.includes(start) && readme.includes(end)) {
    const table = `${start}\n\nLast run: ${result.date.slice(0, 10)}, ${result.machine}, ${result.durationSeconds} s runs.\n\n${reportTable(result)}\n\n${end}`;
    const updated = readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), table);
    const options = (await prettier.resolveConfig(readmePath)) ?? {};
    fs.writeFileSync(readmePath, await prettier.format(updated, { ...options, filepath: readmePath }));
  }
  return md;
}
