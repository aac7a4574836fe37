// A job slower than its lease: the worker running it renews the lease, so no other worker takes it
// meanwhile; a worker that lost its lease says so and leaves the job to the one that holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/job-queue';
import { createJobWorker, type JobHandler, type JobWorker } from '../src/jobs/job-worker';
import { startTestApp, type TestApp } from './support/test-app';
import { clockIso } from '../src/clock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const LEASE_MS = 150;

interface Captured {
  errors: string[];
}

function workerFor(handlers: Record<string, JobHandler>, captured: Captured): JobWorker {
  const log = {
    info() {},
    warn() {},
    debug() {},
    error: (_: unknown, message: string) => captured.errors.push(message),
  } as never;
  return createJobWorker({
    db: app.ctx.db,
    clock: app.clock,
    handlers,
    log,
    pollIntervalMs: 10,
    backoffBaseMs: 5,
    backoffMaxMs: 20,
    leaseMs: LEASE_MS,
  });
}

async function enqueue(type: string): Promise<number> {
  return app.ctx.db.kysely
    .transaction()
    .execute((trx) => enqueueJob(trx, type, {}, { maxAttempts: 8 }, clockIso(app.clock)));
}

/** The job's row, or undefined once it succeeded (a finished job leaves the table). */
async function jobRow(id: number) {
  return app.ctx.db.kysely
    .selectFrom('jobs')
    .select(['status', 'locked_by', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 10));
}

describe('a job slower than its lease', () => {
  it('runs once, though two workers poll while it runs for many times its lease', async () => {
    const captured: Captured = { errors: [] };
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const slow: JobHandler = {
      async run() {
        runs++;
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await released;
        running--;
      },
    };
    const first = workerFor({ 'test.slow': slow }, captured);
    const second = workerFor({ 'test.slow': slow }, captured);
    const id = await enqueue('test.slow');
    first.start();
    second.start();
    await until(() => runs === 1);
    // Both workers look for jobs whose lease ran out once a second: let several such looks pass.
    const claimedAt = Date.now();
    await until(() => Date.now() - claimedAt > 2500);
    // Claimed once all that time: still its first try, held by the worker that took it.
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });
    release();
    await until(async () => (await jobRow(id)) === undefined);
    await first.stop();
    await second.stop();

    expect(runs).toBe(1);
    expect(mostAtOnce).toBe(1);
    expect(captured.errors).toEqual([]);
  });

  it('says so in the log when it lost its lease, and does not mark the new holder’s job done', async () => {
    const captured: Captured = { errors: [] };
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started = false;
    const worker = workerFor(
      {
        'test.lost': {
          async run() {
            started = true;
            await released;
          },
        },
      },
      captured,
    );
    const id = await enqueue('test.lost');
    worker.start();
    await until(() => started);
    // Another instance took the job (as after a stall longer than the lease).
    await app.ctx.db.kysely
      .updateTable('jobs')
      .set({ locked_by: 'other-instance' })
      .where('id', '=', id)
      .execute();
    await until(() => captured.errors.length > 0);
    release();
    await worker.stop();

    expect(captured.errors).toEqual(['job lost its lease while running: another worker may run it']);
    expect(await jobRow(id)).toMatchObject({ status: 'running', locked_by: 'other-instance' });
  });
});
