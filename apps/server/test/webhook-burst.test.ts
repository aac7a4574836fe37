import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWoltBody } from '../src/integrations/platforms/wolt/wolt-signature';
import { ORDER_PING_JOB } from '../src/modules/webhooks/order-ping.job';
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
      const record = createNotificationBatcher(pair.app.ctx.db.kysely, pair.app.clock, {
        maxAttempts: 3,
        maxInFlight: 1,
      });
      const job = (id: string) =>
        ({
          type: ORDER_PING_JOB,
          payload: { instanceId: 0, platformOrderId: id, status: 'created' },
        }) as const;
      // PostgreSQL text cannot hold a NUL character: that row fails, and with it the batch's statement.
      const names = ['poison-a', 'poison-\u0000-b', 'poison-c', 'poison-d'];
      const outcomes = await Promise.allSettled(
        names.map((id) => record({ notification: { platform: 'test', id }, job: job(id) })),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(await jobsNaming('poison-')).toEqual(['poison-a', 'poison-c', 'poison-d']);
    },
  );
});
