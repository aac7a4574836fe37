// On PostgreSQL the worker that empties the job table vacuums it: once enough finished jobs left it,
// the dead row versions they left in the table and its indexes (which every claim reads from their
// oldest end) are gone, whether or not the server's autovacuum comes by.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { enqueueJob } from '../src/jobs/job-queue';
import { createJobWorker } from '../src/jobs/job-worker';
import { testEngine } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const silent = { info() {}, warn() {}, debug() {}, error() {} } as never;

/**
 * The job table's vacuums so far, autovacuum's included (the worker's skips its turn while another runs).
 * Its count of dead rows is no measure here: each connection reports the rows it deleted up to a
 * second late, so a count read after a vacuum can still grow.
 */
async function jobTableStats(): Promise<{ vacuums: number }> {
  const { rows } = await sql<{ vacuums: string }>`
    SELECT pg_stat_get_vacuum_count('jobs'::regclass) + pg_stat_get_autovacuum_count('jobs'::regclass) AS vacuums`.execute(
    app.ctx.db.kysely,
  );
  return { vacuums: Number(rows[0]!.vacuums) };
}

describe.skipIf(testEngine() === 'sqlite')('the job table on PostgreSQL', () => {
  it('is vacuumed by the worker once 500 finished jobs left it', async () => {
    const JOBS = 600;
    const before = await jobTableStats();
    const ran: number[] = [];
    const worker = createJobWorker({
      db: app.ctx.db,
      clock: app.clock,
      handlers: { 'test.upkeep': { run: async (payload) => void ran.push((payload as { n: number }).n) } },
      log: silent,
      pollIntervalMs: 10,
      backoffBaseMs: 5,
      backoffMaxMs: 20,
    });
    await app.ctx.db.kysely.transaction().execute(async (trx) => {
      for (let n = 0; n < JOBS; n++)
        await enqueueJob(trx, 'test.upkeep', { n }, { maxAttempts: 3 }, clockIso(app.clock));
    });
    worker.start();
    while (ran.length < JOBS) await new Promise((r) => setTimeout(r, 20));
    // Stopping waits for the jobs' deletion and for a vacuum under way.
    await worker.stop();

    expect(ran).toHaveLength(JOBS);
    const left = await app.ctx.db.kysely
      .selectFrom('jobs')
      .select(['id', 'status', 'locked_by'])
      .where('type', '=', 'test.upkeep')
      .execute();
    expect(left).toEqual([]);
    const after = await jobTableStats();
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
  });
});
