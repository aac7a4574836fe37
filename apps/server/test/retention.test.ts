// The daily retention sweep: rows older than their configured age go, newer ones stay; the sweep is
// one durable job that enqueues the next day's and is not doubled by a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_JOB, scheduleRetention } from '../src/modules/retention/retention.job';
import { woltOrderValues } from './support/order-rows';
import { drainDueJobs, insertVenue, startTestApp, type TestApp } from './support/test-app';

const AGES = { jobs: 3, receipts: 10, tokens: 10, audit: 20 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    RETENTION_DONE_JOBS_DAYS: String(AGES.jobs),
    RETENTION_WEBHOOK_RECEIPTS_DAYS: String(AGES.receipts),
    RETENTION_REFRESH_TOKENS_DAYS: String(AGES.tokens),
    RETENTION_AUDIT_DAYS: String(AGES.audit),
  });
});
afterAll(() => app.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const daysAhead = (days: number) => daysAgo(-days);

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
      job('old done', 'done', daysAgo(AGES.jobs + 1)),
      job('new done', 'done', daysAgo(AGES.jobs - 1)),
      job('old dead', 'dead', daysAgo(AGES.jobs + 30)),
    ])
    .execute();
  await db
    .insertInto('webhook_receipts')
    .values([
      { platform: 'wolt', notification_id: 'old', received_at: daysAgo(AGES.receipts + 1) },
      { platform: 'wolt', notification_id: 'new', received_at: daysAgo(AGES.receipts - 1) },
    ])
    .execute();
  const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const token = (
    hash: string,
    values: { expires: string; replaced?: string; revoked?: string; created: string },
  ) => ({
    user_id: admin.id,
    token_hash: hash,
    family_id: `family-${hash}`,
    expires_at: values.expires,
    replaced_at: values.replaced ?? null,
    revoked_at: values.revoked ?? null,
    created_at: values.created,
  });
  await db
    .insertInto('refresh_tokens')
    .values([
      token('expired-long-ago', { expires: daysAgo(AGES.tokens + 1), created: daysAgo(60) }),
      token('used-long-ago', {
        expires: daysAhead(5),
        replaced: daysAgo(AGES.tokens + 1),
        created: daysAgo(25),
      }),
      token('revoked-long-ago', {
        expires: daysAhead(5),
        revoked: daysAgo(AGES.tokens + 1),
        created: daysAgo(25),
      }),
      token('used-lately', { expires: daysAhead(20), replaced: daysAgo(1), created: daysAgo(2) }),
      token('expired-lately', { expires: daysAgo(1), created: daysAgo(31) }),
      token('live', { expires: daysAhead(29), created: daysAgo(1) }),
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
  await db
    .insertInto('audit_log')
    .values([
      {
        user_id: null,
        action: 'old',
        entity: 'test',
        entity_id: null,
        before_json: null,
        after_json: null,
        created_at: daysAgo(AGES.audit + 1),
      },
      {
        user_id: null,
        action: 'new',
        entity: 'test',
        entity_id: null,
        before_json: null,
        after_json: null,
        created_at: daysAgo(AGES.audit - 1),
      },
    ])
    .execute();
}

/** Two r_keeper refusals of one order, one past the audit's age and one within it. */
async function seedRefusals(): Promise<number> {
  const db = app.ctx.db.kysely;
  const now = new Date().toISOString();
  const venueId = await insertVenue(db, app.clock, { name: 'Retention Venue' });
  const { id: instanceId } = await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      external_venue_id: 'retention-venue',
      api_key: null,
      secrets: null,
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: orderId } = await db
    .insertInto('orders')
    .values(
      woltOrderValues(
        { venue_id: venueId, platform_instance_id: instanceId, platform_order_id: 'retention-order' },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('pos_refusals')
    .values(
      [
        ['old', daysAgo(AGES.audit + 1)],
        ['new', daysAgo(AGES.audit - 1)],
      ].map(([advice, at]) => ({
        venue_id: venueId,
        order_id: orderId,
        platform: 'wolt',
        policy: 'shown',
        advice: advice!,
        error_number: 2133,
        created_at: at!,
      })),
    )
    .execute();
  return venueId;
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
    const refusalsVenue = await seedRefusals();
    await scheduleRetention(app.ctx);
    await drainDueJobs(app);
    const db = app.ctx.db.kysely;

    const jobs = await db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'test.kept-or-not')
      .execute();
    expect(jobs.map((j) => JSON.parse(j.payload).name).sort()).toEqual(['new done', 'old dead']);
    const receipts = await db.selectFrom('webhook_receipts').select('notification_id').execute();
    expect(receipts.map((r) => r.notification_id)).toEqual(['new']);
    const cancellations = await db.selectFrom('early_cancellations').select('platform_order_id').execute();
    expect(cancellations.map((c) => c.platform_order_id)).toEqual(['new']);
    const tokens = await db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(tokens.map((t) => t.token_hash).sort()).toEqual(['expired-lately', 'live', 'used-lately']);
    const audit = await db.selectFrom('audit_log').select('action').where('entity', '=', 'test').execute();
    expect(audit.map((a) => a.action)).toEqual(['new']);
    const refusals = await db
      .selectFrom('pos_refusals')
      .select('advice')
      .where('venue_id', '=', refusalsVenue)
      .execute();
    expect(refusals.map((r) => r.advice)).toEqual(['new']);
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
