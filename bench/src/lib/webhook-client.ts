import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import { woltSignature } from '../../../tools/src/wolt/wolt-signature';
import { WEBHOOK_SECRET, WOLT_VENUE } from './server-process';
import type { FakeWolt } from './fake-wolt';

export interface SentWebhook {
  orderId: string;
  sentAt: number;
  /** When the answer came (performance.now()). */
  answeredAt: number;
  status: number;
}

/**
 * Posts signed Wolt `order.notification` webhooks over kept-alive connections, through undici's
 * connection pool: it costs the load generator less than half the CPU of node:http's client per
 * request (about 30 against 75 µs here), CPU the server under test shares on the same machine.
 */
export function createWebhookClient(baseUrls: string[], wolt: FakeWolt, maxSockets = 64) {
  const pools = new Map(baseUrls.map((base) => [base, new Pool(base, { connections: maxSockets })]));
  let next = 0;

  async function post(base: string, body: string, signature: string): Promise<number> {
    const res = await pools.get(base)!.request({
      path: '/api/webhooks/wolt',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'wolt-signature': signature },
      body,
    });
    await res.body.dump();
    return res.statusCode;
  }

  return {
    /** One new order: registered at the fake Wolt, then announced by a signed webhook. */
    async send(
      woltVenueId = WOLT_VENUE,
      onSending?: (orderId: string, sentAt: number) => void,
    ): Promise<SentWebhook> {
      const orderId = randomBytes(12).toString('hex');
      wolt.register(orderId, woltVenueId);
      const body = JSON.stringify({
        id: randomBytes(12).toString('hex'),
        type: 'order.notification',
        order: {
          id: orderId,
          venue_id: woltVenueId,
          status: 'CREATED',
          resource_url: `${wolt.url}/v2/orders/${orderId}`,
        },
        created_at: new Date().toISOString(),
      });
      const base = baseUrls[next++ % baseUrls.length]!;
      const sentAt = performance.now();
      onSending?.(orderId, sentAt);
      const status = await post(base, body, woltSignature(body, WEBHOOK_SECRET));
      return { orderId, sentAt, answeredAt: performance.now(), status };
    },
    close: () => void Promise.all([...pools.values()].map((pool) => pool.destroy())),
  };
}

/** Runs `task` with `concurrency` workers back to back until `durationMs` has passed. */
export async function closedLoop<T>(
  concurrency: number,
  durationMs: number,
  task: () => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) results.push(await task());
    }),
  );
  return results;
}

/** Starts `task` at a fixed rate for `durationMs`, whatever the answers' latency (an open loop). */
export async function openLoop<T>(
  perSecond: number,
  durationMs: number,
  task: () => Promise<T>,
): Promise<T[]> {
  const started = performance.now();
  const total = Math.round((perSecond * durationMs) / 1000);
  const pending: Promise<T>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(task());
  }
  return Promise.all(pending);
}
