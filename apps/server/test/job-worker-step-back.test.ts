import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIntakeGauge, watchSteppedBack } from '../src/jobs/intake-gauge';
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
async function runHeldJobs(
  type: string,
  count: number,
  stepBack: () => boolean,
  instances = 1,
): Promise<number> {
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
    instances: () => instances,
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

  it('runs up to its full concurrency when the intake is quiet, whatever the instances beside it', async () => {
    expect(await runHeldJobs('test.quiet', 12, () => false, 2)).toBeGreaterThan(2);
  });

  it('stepped back beside two other instances, rests twice as long as each job took before the next', async () => {
    const jobMs = 30;
    const runs: { start: number; end: number }[] = [];
    const worker = createJobWorker({
      db: app.ctx.db,
      clock: app.clock,
      handlers: {
        'test.shared': {
          async run() {
            const start = performance.now();
            await new Promise((r) => setTimeout(r, jobMs));
            runs.push({ start, end: performance.now() });
          },
        },
      },
      log: silentLog,
      pollIntervalMs: 5,
      backoffBaseMs: 5,
      backoffMaxMs: 20,
      batchSize: 1,
      concurrency: 8,
      stepBack: () => true,
      stepBackConcurrency: 1,
      instances: () => 3,
    });
    await app.ctx.db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < 4; i++)
        await enqueueJob(trx, 'test.shared', { i }, { maxAttempts: 8 }, clockIso(app.clock));
    });
    worker.start();
    while (runs.length < 4) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    // Each rest is twice the job before it (two others share the burst); timers fire no earlier than set.
    for (let i = 1; i < runs.length; i++)
      expect(runs[i]!.start - runs[i - 1]!.end).toBeGreaterThanOrEqual(
        2 * (runs[i - 1]!.end - runs[i - 1]!.start) - 2,
      );
  });
});

describe('the intake gauge', () => {
  /** A wall clock the test sets. */
  const clockAt = (ms: number) => {
    const clock = { ms, now: () => clock.ms };
    return clock;
  };

  it('is busy once enough calls were in flight together, and stays so for its hold time', () => {
    const clock = clockAt(0);
    const gauge = createIntakeGauge({ busyAt: 3, holdMs: 50, clock });
    gauge.enter();
    gauge.enter();
    expect(gauge.busy()).toBe(false);
    gauge.enter();
    expect(gauge.busy()).toBe(true);
    gauge.leave();
    gauge.leave();
    gauge.leave();
    expect(gauge.inFlight()).toBe(0);
    clock.ms = 49;
    expect(gauge.busy()).toBe(true);
    clock.ms = 70;
    expect(gauge.busy()).toBe(false);
  });

  it("steps back for a spell's first stretch, then in every other stretch of the wall clock", () => {
    // Stretches of 300 ms: 0-300 stepping back, 300-600 full strength, 600-900 stepping back, ...
    const clock = clockAt(450);
    const gauge = createIntakeGauge({ busyAt: 1, holdMs: 10_000, maxStepBackMs: 300, clock });
    gauge.enter();
    // The spell began in a full-strength stretch: its first 300 ms step back all the same,
    expect(gauge.busy()).toBe(true);
    clock.ms = 740;
    expect(gauge.busy()).toBe(true);
    // then the wall clock's turns: full strength from 900,
    clock.ms = 910;
    expect(gauge.busy()).toBe(false);
    // stepping back from 1,200.
    clock.ms = 1210;
    expect(gauge.busy()).toBe(true);
    clock.ms = 1510;
    expect(gauge.busy()).toBe(false);
    gauge.leave();
  });

  it('counts the time the worker spends stepped back, and nothing once stopped', () => {
    vi.useFakeTimers();
    try {
      let busy = true;
      let seconds = 0;
      const stop = watchSteppedBack({ busy: () => busy }, (s) => (seconds += s), 100);
      vi.advanceTimersByTime(1000);
      busy = false;
      vi.advanceTimersByTime(1000);
      busy = true;
      vi.advanceTimersByTime(500);
      stop();
      vi.advanceTimersByTime(1000);
      expect(seconds).toBeCloseTo(1.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes the same turns on every instance, whenever each one's spell began", () => {
    const clock = clockAt(0);
    const first = createIntakeGauge({ busyAt: 1, holdMs: 60_000, maxStepBackMs: 300, clock });
    const second = createIntakeGauge({ busyAt: 1, holdMs: 60_000, maxStepBackMs: 300, clock });
    first.enter();
    clock.ms = 250;
    second.enter();
    const turns = [];
    for (clock.ms = 600; clock.ms < 3000; clock.ms += 50) turns.push([first.busy(), second.busy()]);
    expect(turns.filter(([a, b]) => a !== b)).toEqual([]);
    expect(turns.filter(([a]) => a).length).toBe(turns.length / 2);
    first.leave();
    second.leave();
  });
});
