import { OrderStatus, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import { connectBoard } from '../lib/board-client';
import type { FakeWolt } from '../lib/fake-wolt';
import { createWebhookClient, openLoop } from '../lib/webhook-client';
import { summarise } from '../stats';

/** Webhook sent → the new order on a connected board, with orders arriving at `perSecond`. */
export async function runPushLatency(
  url: string,
  token: string,
  venueId: number,
  wolt: FakeWolt,
  perSecond: number,
  durationMs: number,
) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const board = await connectBoard(url, token, venueId, ({ order }: TOrderUpdatedEvent) => {
    const sent = sentAt.get(order.platformOrderId);
    if (sent === undefined || order.statusId !== OrderStatus.RECEIVED) return;
    latencies.push(performance.now() - sent);
    sentAt.delete(order.platformOrderId);
  });
  const client = createWebhookClient([url], wolt, 256);
  // Counted from the moment the webhook is sent, not from its answer.
  const results = await openLoop(perSecond, durationMs, () =>
    client.send(undefined, (orderId, at) => sentAt.set(orderId, at)),
  );
  const acked = results.filter((r) => r.status === 200).length;
  const deadline = performance.now() + 30_000;
  while (latencies.length < acked && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  client.close();
  board.close();
  return {
    perSecond,
    sent: results.length,
    acknowledged: acked,
    onBoard: latencies.length,
    ms: summarise(latencies.map(Math.round)),
  };
}
