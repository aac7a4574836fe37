// The job registry: every job the server runs is listed once with its payload schema; a stored payload
// that does not match fails that job for good (dead, with the reason) instead of reaching its handler;
// jobs queued by earlier versions still run; `enqueue` refuses a wrong payload at compile time.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { clockIso } from '../src/clock';
import type { Database } from '../src/db/schema';
import { JOB_PAYLOADS } from '../src/jobs/job-payloads';
import { defineJob } from '../src/jobs/job-spec';
import { enqueueJob } from '../src/jobs/job-queue';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, undefined, { runJobs: false });
});
afterAll(() => app.close());

const jobRow = (id: number) =>
  app.ctx.db.kysely
    .selectFrom('jobs')
    .select(['status', 'attempts', 'max_attempts', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A row as any version (or a hand-edited database) may have stored it, bypassing the typed enqueue. */
const storeRaw = (type: string, payload: unknown) =>
  app.ctx.db.kysely
    .transaction()
    .execute((trx) => enqueueJob(trx, type, payload, { maxAttempts: 8 }, clockIso(app.clock)));

describe('the job registry', () => {
  it('runs exactly the jobs that have a payload schema', () => {
    expect([...app.ctx.worker.types()].sort()).toEqual(Object.keys(JOB_PAYLOADS).sort());
  });

  it('fails a job whose stored payload does not match its schema at once, with the reason, without running it', async () => {
    const id = await storeRaw('order.auto-accept', { orderId: 'not-a-number' });
    await app.ctx.worker.runDue();
    const row = await jobRow(id);
    expect(row.status).toBe('dead');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/^Invalid payload for job order\.auto-accept: orderId: /);
    // The worker is still serving: a valid job after it runs.
    const next = await storeRaw('order.auto-accept', { orderId: 987_654 });
    await app.ctx.worker.runDue();
    // It succeeded, and a finished job leaves the table.
    expect(await app.ctx.db.kysely.selectFrom('jobs').select('id').where('id', '=', next).execute()).toEqual(
      [],
    );
  });

  it('fails a ping without any order id the same way', async () => {
    const id = await storeRaw('platform.order-ping', { instanceId: 1, status: 'created' });
    await app.ctx.worker.runDue();
    const row = await jobRow(id);
    expect(row.status).toBe('dead');
    expect(row.last_error).toBe(
      'Invalid payload for job platform.order-ping: platformOrderId: platformOrderId is required',
    );
  });

  it('accepts payloads stored by earlier versions (the old ping name and key, keys a schema does not name)', () => {
    const old = { instanceId: 3, woltOrderId: 'w-1', status: 'created' };
    expect(JOB_PAYLOADS['wolt.notification'].safeParse(old).success).toBe(true);
    expect(JOB_PAYLOADS['platform.order-ping'].safeParse(old).success).toBe(true);
    expect(JOB_PAYLOADS['retention.sweep'].safeParse({}).success).toBe(true);
    expect(JOB_PAYLOADS['pos.void'].safeParse({ orderId: 1, extra: true }).success).toBe(true);
  });

  it("gives a job its registry's tries when the enqueuer names none", async () => {
    const enqueue = (type: 'platform.order-ping' | 'retention.sweep') =>
      app.ctx.db.kysely
        .transaction()
        .execute((trx) =>
          type === 'retention.sweep'
            ? app.ctx.enqueue(trx, type, {}, { runAt: new Date(Date.now() + 86_400_000) })
            : app.ctx.enqueue(
                trx,
                type,
                { instanceId: 1, platformOrderId: 'p-1', status: 'created' },
                { runAt: new Date(Date.now() + 86_400_000) },
              ),
        );
    expect((await jobRow((await enqueue('platform.order-ping'))!)).max_attempts).toBe(1000);
    expect((await jobRow((await enqueue('retention.sweep'))!)).max_attempts).toBe(
      app.ctx.config.JOB_MAX_ATTEMPTS,
    );
  });
});

/** Compile-time checks only (never called): `enqueue` is typed by the job's name. */
export async function enqueueIsTypedByJobName(ctx: AppContext, trx: Kysely<Database>): Promise<void> {
  await ctx.enqueue(trx, 'pos.void', { orderId: 1 });
  // @ts-expect-error an order id is a number
  await ctx.enqueue(trx, 'pos.void', { orderId: '1' });
  // @ts-expect-error a release timer carries the time it was set for
  await ctx.enqueue(trx, 'order.delay-release', { orderId: 1 });
  // @ts-expect-error no such job
  await ctx.enqueue(trx, 'pos.voids', { orderId: 1 });
  // @ts-expect-error an action the platforms do not hear
  await ctx.enqueue(trx, 'platform.order-action', { orderId: 1, action: 'cook' });
}

/** Compile-time checks only (never called): a handler's payload is its job's schema's, never a guess. */
export function handlersAreTypedByJobName(): void {
  defineJob('pos.void', { run: async ({ orderId }) => void (orderId satisfies number) });
  defineJob('order.delay-release', {
    run: async ({ releaseAt }) => void (releaseAt satisfies string),
  });
  // @ts-expect-error a void's payload carries an order, not a venue
  defineJob('pos.void', { run: async ({ venueId }: { venueId: number }) => void venueId });
  // @ts-expect-error a handler that takes whatever it is given is not a handler of this job
  defineJob('menu.publish', { run: async (payload: { publishId: string }) => void payload });
}
