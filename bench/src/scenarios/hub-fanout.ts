import type { TOrderUpdatedEvent } from '@orderdesk/contracts';
import type { Socket } from 'socket.io-client';
import { connectBoard } from '../lib/board-client';
import { seedOrders, type BenchStore } from '../lib/bench-store';
import { summarise } from '../stats';

export interface FanoutStep {
  clients: number;
  venues: number;
  connectSeconds: number;
  connectMs: ReturnType<typeof summarise>;
  rssMiB: number;
  pushes: number;
  deliveries: number;
  expectedDeliveries: number;
  pushMs: ReturnType<typeof summarise>;
}

/**
 * Boards spread evenly over `venueIds`, connected up to each of `steps` clients in turn; at each
 * step, orders in `pushVenues` venues are accepted one after another and every board of those venues
 * must see the change. Latency runs from sending the accept to a board receiving it.
 */
export async function runHubFanout(opts: {
  url: string;
  token: string;
  store: BenchStore;
  venueIds: number[];
  steps: number[];
  pushVenues: number;
  rssMiB: () => number;
  connectConcurrency?: number;
}) {
  const sockets: Socket[] = [];
  const clientsPerVenue = new Map<number, number>();
  const sentAt = new Map<number, number>();
  let latencies: number[] = [];
  const onOrder = ({ order }: TOrderUpdatedEvent) => {
    const sent = sentAt.get(order.id);
    if (sent !== undefined && order.statusId === 2) latencies.push(performance.now() - sent);
  };
  const results: FanoutStep[] = [];
  const rssBefore = opts.rssMiB();
  try {
    for (const target of opts.steps) {
      const connectTimes: number[] = [];
      const started = performance.now();
      let next = sockets.length;
      await Promise.all(
        Array.from({ length: opts.connectConcurrency ?? 100 }, async () => {
          while (next < target) {
            const venueId = opts.venueIds[next++ % opts.venueIds.length]!;
            const t = performance.now();
            sockets.push(await connectBoard(opts.url, opts.token, venueId, onOrder));
            connectTimes.push(performance.now() - t);
            clientsPerVenue.set(venueId, (clientsPerVenue.get(venueId) ?? 0) + 1);
          }
        }),
      );
      const connectSeconds = (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 1000));
      const rssMiB = opts.rssMiB();

      latencies = [];
      sentAt.clear();
      const venues = opts.venueIds.slice(0, opts.pushVenues);
      let expected = 0;
      for (const venueId of venues) {
        const [orderId] = await seedOrders(opts.store, venueId, 1, [1]);
        expected += clientsPerVenue.get(venueId) ?? 0;
        sentAt.set(orderId!, performance.now());
        const res = await fetch(`${opts.url}/api/orders/accept`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
          body: JSON.stringify({ id: orderId, cookingTimeInMinutes: 15 }),
        });
        if (!res.ok) throw new Error(`accept failed: ${res.status} ${await res.text()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const deadline = performance.now() + 15_000;
      while (latencies.length < expected && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      results.push({
        clients: sockets.length,
        venues: Math.min(sockets.length, opts.venueIds.length),
        connectSeconds: Math.round(connectSeconds * 10) / 10,
        connectMs: summarise(connectTimes.map(Math.round)),
        rssMiB,
        pushes: venues.length,
        deliveries: latencies.length,
        expectedDeliveries: expected,
        pushMs: summarise(latencies.map(Math.round)),
      });
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  return { rssBeforeMiB: rssBefore, steps: results };
}
