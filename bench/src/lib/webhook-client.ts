import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { woltSignature } from '../../../tools/src/wolt/wolt-signature';
import { WEBHOOK_SECRET, WOLT_VENUE } from './server-process';
import type { FakeWolt } from './fake-wolt';

export interface SentWebhook {
  orderId: string;
  sentAt: number;
  status: number;
}

/** Posts signed Wolt `order.notification` webhooks over kept-alive connections. */
export function createWebhookClient(baseUrls: string[], wolt: FakeWolt, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  let next = 0;

  function post(url: URL, body: string, signature: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'wolt-signature': signature,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
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
      const status = await post(
        new URL('/api/webhooks/wolt', base),
        body,
        woltSignature(body, WEBHOOK_SECRET),
      );
      return { orderId, sentAt, status };
    },
    close: () => agent.destroy(),
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
