import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntakeGauge } from '../src/jobs/intake-gauge';
import { createJobWorker } from '../src/jobs/job-worker';
import { enqueueJob } from '../src/jobs/job-queue';
import { startTestApp, type TestApp } from './support/test-app';
import { clockIso } from '../src/clock';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** Runs `count` jobs that each take a moment; answers the most that ran at once. */
async function runHeldJobs(type: string, count: number, stepBack: () => boolean): Promise<number> {
  let running = 0;
  let most = 0;
  let finished = 0;
  const worker = createJobWorker({
    db: app.ctx.db,
    clock: app.clock,
    handlers: {
      [type]: {
        async run() {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 20));
          running--;
          finished++;
        },
      },
    },
    log: silentLog,
    pollIntervalMs: 10,
    backoffBaseMs: 5,
    backoffMaxMs: 20,
    batchSize: 2,
    concurrency: 8,
    stepBack,
    stepBackConcurrency: 2,
  });
  await app.ctx.db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++)
      await enqueueJob(trx, type, { i }, { maxAttempts: 8 }, clockIso(app.clock));
  });
  worker.start();
  while (finished < count) await new Promise((r) => setTimeout(r, 10));
  await worker.stop();
  return most;
}

describe('the job worker during a burst of webhooks', () => {
  it('runs at most its step-back number of jobs while the intake is busy, and all of them in the end', async () => {
    expect(await runHeldJobs('test.busy', 12, () => true)).toBe(2);
  });

  it('runs up to its full concurrency when the intake is quiet', async () => {
    expect(await runHeldJobs('test.quiet', 12, () => false)).toBeGreaterThan(2);
  });
});

describe('the intake gauge', () => {
  it('is busy once enough calls were in flight together, and stays so for its hold time', async () => {
    const gauge = createIntakeGauge(3, 50);
    gauge.enter();
    gauge.enter();
    expect(gauge.busy()).toBe(false);
    gauge.enter();
    expect(gauge.busy()).toBe(true);
    gauge.leave();
    gauge.leave();
    gauge.leave();
    expect(gauge.inFlight()).toBe(0);
    expect(gauge.busy()).toBe(true);
    await new Promise((r) => setTimeout(r, 70));
    expect(gauge.busy()).toBe(false);
  });

  it('steps back for at most its longest stretch at a time while a busy spell goes on', async () => {
    const gauge = createIntakeGauge(1, 10_000, 300);
    const started = performance.now();
    const at = (ms: number) => new Promise((r) => setTimeout(r, ms - (performance.now() - started)));
    gauge.enter();
    expect(gauge.busy()).toBe(true);
    // Still one call in flight, but 300 ms stepped back were enough: the worker runs at full strength
    await at(450);
    expect(gauge.busy()).toBe(false);
    // for as long, and then steps back again.
    await at(750);
    expect(gauge.busy()).toBe(true);
    // The call ends: the process-wide in-flight metric the gauge keeps goes back to where it was.
    gauge.leave();
  });
});
