import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { createJobWorker, type JobHandOff, type JobRow, type JobWorker } from '../src/jobs/job-worker';
import { JobStatus, newJobRow } from '../src/jobs/job-queue';
import { startTestApp, type TestApp } from './support/test-app';

// Jobs inserted already claimed by a running worker (the webhook's fetch job on PostgreSQL) run as
// their commit is through, within the worker's room, and finish like claimed ones; a worker that
// stopped meanwhile leaves them due again for the next one.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;

function worker(type: string, ran: unknown[], opts: { busy?: () => boolean } = {}) {
  return createJobWorker({
    db: app.ctx.db,
    clock: app.clock,
    handlers: {
      [type]: {
        async run(payload) {
          ran.push(payload);
          await new Promise((r) => setTimeout(r, 20));
        },
      },
    },
    log: silentLog,
    pollIntervalMs: 60_000,
    backoffBaseMs: 5,
    backoffMaxMs: 20,
    batchSize: 2,
    concurrency: 4,
    stepBack: opts.busy ?? (() => false),
    stepBackConcurrency: 1,
  });
}

async function insertHeld(type: string, columns: Partial<JobRow>, count: number): Promise<JobRow[]> {
  const now = clockIso(app.clock);
  return app.ctx.db.kysely
    .insertInto('jobs')
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...newJobRow({ type, payload: { i } }, { maxAttempts: 8 }, now),
        ...columns,
      })),
    )
    .returningAll()
    .execute();
}

/** The worker's first hand-off, once its first claim found nothing waiting. */
async function firstHandOff(w: JobWorker, wanted: number): Promise<JobHandOff> {
  for (;;) {
    const handOff = w.handOff(wanted);
    if (handOff) return handOff;
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function rowsOf(type: string) {
  return app.ctx.db.kysely
    .selectFrom('jobs')
    .select(['status', 'locked_by', 'attempts'])
    .where('type', '=', type)
    .execute();
}

describe('a hand-off to the job worker', () => {
  it('is offered only by a running worker, within its room (less while it steps back for a burst)', async () => {
    let busy = false;
    const w = worker('test.handoff-room', [], { busy: () => busy });
    expect(w.handOff(3)).toBeNull();
    w.start();
    const first = await firstHandOff(w, 3);
    expect(first.count).toBe(3);
    expect(w.handOff(3)!.count).toBe(1);
    expect(w.handOff(1)).toBeNull();
    first.cancel();
    first.cancel();
    busy = true;
    expect(w.handOff(3)).toBeNull();
    busy = false;
    expect(w.handOff(3)!.count).toBe(3);
    await w.stop();
  });

  it('is not offered while jobs may be waiting to be claimed, so new ones queue behind them', async () => {
    const w = worker('test.handoff-behind', []);
    w.start();
    (await firstHandOff(w, 1)).cancel();
    w.nudge();
    expect(w.handOff(1)).toBeNull();
    (await firstHandOff(w, 1)).cancel();
    await w.stop();
  });

  it('runs the jobs inserted already claimed, which leave the table as they finish', async () => {
    const ran: unknown[] = [];
    const w = worker('test.handoff-run', ran);
    w.start();
    const handOff = await firstHandOff(w, 2);
    expect(handOff.columns).toMatchObject({ status: JobStatus.RUNNING, attempts: 1 });
    const rows = await insertHeld('test.handoff-run', handOff.columns, 2);
    handOff.run(rows);
    expect(ran).toHaveLength(2);
    while ((await rowsOf('test.handoff-run')).length > 0) await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    expect(ran).toEqual([{ i: 0 }, { i: 1 }]);
  });

  it('leaves them due again when the worker stopped before their commit was through', async () => {
    const ran: unknown[] = [];
    const w = worker('test.handoff-stopped', ran);
    w.start();
    const handOff = await firstHandOff(w, 2);
    const rows = await insertHeld('test.handoff-stopped', handOff.columns, 2);
    await w.stop();
    handOff.run(rows);
    let left = await rowsOf('test.handoff-stopped');
    while (left.some((row) => row.status !== JobStatus.PENDING)) {
      await new Promise((r) => setTimeout(r, 10));
      left = await rowsOf('test.handoff-stopped');
    }
    expect(ran).toEqual([]);
    expect(left).toEqual([
      { status: JobStatus.PENDING, locked_by: null, attempts: 1 },
      { status: JobStatus.PENDING, locked_by: null, attempts: 1 },
    ]);
  });
});
