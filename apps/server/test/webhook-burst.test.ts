import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWoltBody } from '../src/integrations/platforms/wolt/wolt-signature';
import { ORDER_PING_JOB } from '../src/modules/webhooks/order-ping.job';
import type { JobRow } from '../src/jobs/job-worker';
import { createNotificationBatcher } from '../src/modules/webhooks/notification-batch';
import { WEBHOOK_SECRET } from './support/test-app';
import { startWithWolt, WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

// Concurrent webhooks are recorded together (one statement per batch on PostgreSQL, one group
// commit on SQLite): every one is answered after its own commit, each new notification gets
// exactly one job, and a redelivery racing its original is recognised.
let pair: WoltPair;
beforeAll(async () => {
  // The job worker is not started in tests: the jobs the webhooks left stay to be counted.
  pair = await startWithWolt();
});
afterAll(() => pair.close());

function post(notificationId: string, orderId: string) {
  const body = JSON.stringify({
    id: notificationId,
    type: 'order.notification',
    order: {
      id: orderId,
      venue_id: WOLT_VENUE.externalVenueId,
      status: 'CREATED',
      resource_url: `https://example.invalid/${orderId}`,
    },
    created_at: new Date().toISOString(),
  });
  return pair.app.app.inject({
    method: 'POST',
    url: '/api/webhooks/wolt',
    headers: { 'content-type': 'application/json', 'wolt-signature': signWoltBody(body, WEBHOOK_SECRET) },
    payload: body,
  });
}

/** An order-ping notification and its job, named by the order's id. */
function pingRecord(notificationId: string, orderId: string) {
  return {
    notification: { platform: 'test', id: notificationId },
    job: {
      type: ORDER_PING_JOB,
      payload: { instanceId: 0, platformOrderId: orderId, status: 'created' },
    },
  } as const;
}

async function jobsNaming(prefix: string): Promise<string[]> {
  const rows = await pair.app.ctx.db.kysely
    .selectFrom('jobs')
    .select('payload')
    .where('type', '=', ORDER_PING_JOB)
    .execute();
  return rows
    .map((r) => (JSON.parse(r.payload) as { platformOrderId: string }).platformOrderId)
    .filter((id) => id.startsWith(prefix))
    .sort();
}

describe('a burst of webhooks', () => {
  it('answers each after its commit, with one job per new notification and racing redeliveries recognised', async () => {
    const distinct = Array.from({ length: 60 }, (_, i) => `burst-${String(i).padStart(2, '0')}`);
    const copies = Array.from({ length: 8 }, () => post('burst-raced', 'burst-raced-order'));
    const answers = await Promise.all([...distinct.map((id) => post(`n-${id}`, id)), ...copies]);

    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const firstTime = answers.slice(0, distinct.length).map((a) => a.json());
    expect(firstTime).toEqual(distinct.map(() => ({ received: true, duplicate: false })));
    const raced = answers.slice(distinct.length).map((a) => (a.json() as { duplicate: boolean }).duplicate);
    expect(raced.filter((duplicate) => !duplicate)).toHaveLength(1);

    expect(await jobsNaming('burst-')).toEqual([...distinct, 'burst-raced-order'].sort());
    const again = await post('n-burst-00', 'burst-00');
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await jobsNaming('burst-00')).toEqual(['burst-00']);
  });

  it('refuses a notification carrying a NUL character (no database stores it) with 400', async () => {
    const answer = await post('n-\u0000-nul', 'nul-order');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      errors: { body: ['Text must not contain the NUL character (id)'] },
    });
    expect(await jobsNaming('nul-')).toEqual([]);
  });

  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'writes the rest of a batch when one of its notifications cannot be stored',
    async () => {
      const record = createNotificationBatcher(pair.app.ctx.db.kysely, pair.app.clock, { maxAttempts: 3 });
      // PostgreSQL text cannot hold a NUL character: that row fails, and with it the batch's statement.
      const names = ['poison-a', 'poison-\u0000-b', 'poison-c', 'poison-d'];
      const outcomes = await Promise.allSettled(names.map((id) => record(pingRecord(id, id))));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(await jobsNaming('poison-')).toEqual(['poison-a', 'poison-c', 'poison-d']);
    },
  );

  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'hands the new jobs to the worker already claimed, as far as it has room, and nudges it for the rest',
    async () => {
      const handed: JobRow[][] = [];
      let nudges = 0;
      const columns = {
        status: 'running',
        attempts: 1,
        locked_by: 'hand-off-test',
        locked_until: '2999-01-01T00:00:00.000Z',
      };
      const record = createNotificationBatcher(pair.app.ctx.db.kysely, pair.app.clock, {
        maxAttempts: 3,
        worker: {
          handOff: (wanted) => ({
            count: Math.min(wanted, 2),
            columns,
            run: (jobs) => void handed.push(jobs),
            cancel: () => undefined,
          }),
          nudge: () => void nudges++,
        },
      });
      const ping = (id: string) => record(pingRecord(`n-${id}`, id));
      // One batch in flight (the default): the first goes alone; the rest wait for it and go together,
      // its redelivery among them.
      const outcomes = await Promise.all(['hand-a', 'hand-b', 'hand-a', 'hand-c', 'hand-d'].map(ping));
      expect(outcomes).toEqual([true, true, false, true, true]);
      const ids = (jobs: JobRow[]) =>
        jobs.map((job) => (JSON.parse(job.payload) as { platformOrderId: string }).platformOrderId);
      expect(handed.map(ids)).toEqual([['hand-a'], ['hand-b']]);
      expect(nudges).toBe(1);
      const rows = await pair.app.ctx.db.kysely
        .selectFrom('jobs')
        .select(['id', 'payload', 'status', 'attempts', 'locked_by', 'locked_until'])
        .where('payload', 'like', '%"hand-%')
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [ids([row as JobRow])[0], row.status, row.attempts, row.locked_by])).toEqual([
        ['hand-a', 'running', 1, 'hand-off-test'],
        ['hand-b', 'running', 1, 'hand-off-test'],
        ['hand-c', 'pending', 0, null],
        ['hand-d', 'pending', 0, null],
      ]);
      expect(handed.flat().map((job) => job.id)).toEqual(rows.slice(0, 2).map((row) => row.id));
      expect(handed.flat()[0]).toMatchObject({ ...columns, type: ORDER_PING_JOB, max_attempts: 3 });
    },
  );

  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'stores notification ids and payloads as sent, whatever characters they hold',
    async () => {
      const record = createNotificationBatcher(pair.app.ctx.db.kysely, pair.app.clock, { maxAttempts: 3 });
      // The batch goes as arrays: quotes, backslashes, commas, braces and the word NULL must come out
      // of PostgreSQL's array syntax as they went in.
      const ids = [
        'odd-"quoted"',
        'odd-back\\slash',
        'odd-a,b',
        'odd-{x}',
        'odd-NULL',
        'odd-ä € 🍕',
        'odd- spaced ',
      ];
      const outcomes = await Promise.all(ids.map((id) => record(pingRecord(id, id))));
      expect(outcomes).toEqual(ids.map(() => true));
      const receipts = await pair.app.ctx.db.kysely
        .selectFrom('webhook_receipts')
        .select('notification_id')
        .where('platform', '=', 'test')
        .where('notification_id', 'like', 'odd-%')
        .execute();
      expect(receipts.map((r) => r.notification_id).sort()).toEqual([...ids].sort());
      expect(await jobsNaming('odd-')).toEqual([...ids].sort());
    },
  );
});
