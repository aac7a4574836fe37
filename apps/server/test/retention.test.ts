// The daily retention sweep as the app runs it: rows older than their configured age go, newer ones
// stay; the sweep is one durable job that enqueues the next day's and is not doubled by a restart. The
// sweep of sign-ins, audit entries and r_keeper refusals is in retention-sweep.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_JOB, scheduleRetention } from '../src/modules/retention/retention.job';
import { drainDueJobs, startTestApp, type TestApp } from './support/test-app';

const AGES = { receipts: 10, tokens: 10, audit: 20 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    RETENTION_WEBHOOK_RECEIPTS_DAYS: String(AGES.receipts),
    RETENTION_REFRESH_TOKENS_DAYS: String(AGES.tokens),
    RETENTION_AUDIT_DAYS: String(AGES.audit),
  });
});
afterAll(() => app.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function seedRows(): Promise<void> {
  const db = app.ctx.db.kysely;
  const job = (name: string, status: string, updatedAt: string) => ({
    type: 'test.kept-or-not',
    payload: JSON.stringify({ name }),
    status,
    attempts: 1,
    max_attempts: 3,
    run_at: updatedAt,
    created_at: updatedAt,
    updated_at: updatedAt,
  });
  await db
    .insertInto('jobs')
    .values([
      // Marked done by an earlier version (this one deletes a job as it finishes): gone, whatever its age.
      job('old done', 'done', daysAgo(30)),
      job('new done', 'done', daysAgo(0)),
      job('old dead', 'dead', daysAgo(60)),
      job('waiting', 'pending', daysAgo(-1)),
    ])
    .execute();
  await db
    .insertInto('webhook_receipts')
    .values([
      { platform: 'wolt', notification_id: 'old', received_at: daysAgo(AGES.receipts + 1) },
      { platform: 'wolt', notification_id: 'new', received_at: daysAgo(AGES.receipts - 1) },
    ])
    .execute();
  await db
    .insertInto('early_cancellations')
    .values(
      [
        ['old', daysAgo(AGES.receipts + 1)],
        ['new', daysAgo(AGES.receipts - 1)],
      ].map(([id, at]) => ({
        platform: 'wolt',
        platform_order_id: id!,
        platform_status: 'CANCELED',
        note: 'Cancelled by the customer',
        received_at: at!,
      })),
    )
    .execute();
}

async function waitingSweeps() {
  return app.ctx.db.kysely
    .selectFrom('jobs')
    .select(['run_at'])
    .where('type', '=', RETENTION_JOB)
    .where('status', 'in', ['pending', 'running'])
    .execute();
}

describe('the retention sweep', () => {
  it('removes rows older than their configured age and keeps the rest', async () => {
    await seedRows();
    await scheduleRetention(app.ctx);
    await drainDueJobs(app);
    const db = app.ctx.db.kysely;

    const jobs = await db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'test.kept-or-not')
      .execute();
    expect(jobs.map((j) => JSON.parse(j.payload).name).sort()).toEqual(['old dead', 'waiting']);
    const receipts = await db.selectFrom('webhook_receipts').select('notification_id').execute();
    expect(receipts.map((r) => r.notification_id)).toEqual(['new']);
    const cancellations = await db.selectFrom('early_cancellations').select('platform_order_id').execute();
    expect(cancellations.map((c) => c.platform_order_id)).toEqual(['new']);
  });

  it('leaves the next day’s sweep waiting, once, whatever restarts or scheduling come after', async () => {
    const before = Date.now();
    const next = await waitingSweeps();
    expect(next).toHaveLength(1);
    expect(Date.parse(next[0]!.run_at)).toBeGreaterThan(before + 23 * 3_600_000);

    await scheduleRetention(app.ctx);
    await Promise.all([scheduleRetention(app.ctx), scheduleRetention(app.ctx)]);
    // Another instance starting on the same database schedules nothing more.
    const other = await startTestApp({}, app.database, { runJobs: true });
    await other.stop();
    expect(await waitingSweeps()).toEqual(next);
  });
});
