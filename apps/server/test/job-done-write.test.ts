// A handler may send its job's done mark in its own last write (JobRunContext.doneWrite): the row
// leaves the table with that write, counted as done, and the worker then writes nothing more for it;
// a job whose lease went to another worker is left to that one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clockIso } from '../src/clock';
import { enqueueJob } from '../src/jobs/job-queue';
import { createJobWorker, type JobHandler } from '../src/jobs/job-worker';
import { metricsRegistry } from '../src/observability/metrics';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;

async function doneCount(type: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('orderdesk_jobs_done_total')?.get();
  return metric?.values.find((v) => v.labels['type'] === type)?.value ?? 0;
}

/** Runs one job of `type` with `handler` through a worker; answers its row afterwards, if any. */
async function runOne(type: string, handler: JobHandler) {
  const id = await enqueueJob(app.ctx.db.kysely, type, {}, { maxAttempts: 3 }, clockIso(app.clock));
  let ran = 0;
  const worker = createJobWorker({
    db: app.ctx.db,
    clock: app.clock,
    handlers: {
      [type]: {
        run: async (payload, ctx) => {
          await handler.run(payload, ctx);
          ran++;
        },
      },
    },
    log: silentLog,
    pollIntervalMs: 10,
    backoffBaseMs: 5,
    backoffMaxMs: 20,
  });
  worker.start();
  while (ran === 0) await new Promise((r) => setTimeout(r, 5));
  // Stopping waits for the worker's own done marks of the jobs that finished.
  await worker.stop();
  return app.ctx.db.kysely
    .selectFrom('jobs')
    .select(['status', 'locked_by'])
    .where('id', '=', id)
    .executeTakeFirst();
}

describe("a job's done mark in its handler's last write", () => {
  it('takes the job out with that write and counts it done', async () => {
    const before = await doneCount('test.done-write');
    const row = await runOne('test.done-write', {
      async run(_payload, ctx) {
        await sql`${ctx.doneWrite(app.ctx.db.kysely)}`.execute(app.ctx.db.kysely);
        ctx.doneCommitted();
      },
    });
    expect(row).toBeUndefined();
    expect(await doneCount('test.done-write')).toBe(before + 1);
  });

  it('is left to the handler once it says its write committed: the worker writes no done mark of its own', async () => {
    const row = await runOne('test.done-write-unsent', {
      async run(_payload, ctx) {
        ctx.doneCommitted();
      },
    });
    expect(row).toMatchObject({ status: 'running' });
  });

  it("is the worker's own to write when the handler's write did not carry it", async () => {
    const before = await doneCount('test.done-write-not-sent');
    const row = await runOne('test.done-write-not-sent', {
      async run(_payload, ctx) {
        ctx.doneWrite(app.ctx.db.kysely);
      },
    });
    expect(row).toBeUndefined();
    expect(await doneCount('test.done-write-not-sent')).toBe(before + 1);
  });

  it('leaves a job whose lease another worker took to that worker', async () => {
    const row = await runOne('test.done-write-lost', {
      async run(_payload, ctx) {
        await app.ctx.db.kysely
          .updateTable('jobs')
          .set({ locked_by: 'another-worker' })
          .where('id', '=', ctx.jobId)
          .execute();
        await sql`${ctx.doneWrite(app.ctx.db.kysely)}`.execute(app.ctx.db.kysely);
        ctx.doneCommitted();
      },
    });
    expect(row).toMatchObject({ status: 'running', locked_by: 'another-worker' });
  });
});
