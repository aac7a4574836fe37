import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { OrderStatus, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import type { Socket } from 'socket.io-client';
import { openBenchStore } from '../lib/bench-store';
import { connectBoard } from '../lib/board-client';
import { seedConnectedVenues, type ConnectedVenue } from '../lib/connected-venues';
import { createPgDatabase } from '../lib/databases';
import type { FakeWolt } from '../lib/fake-wolt';
import { machineLoad } from '../lib/machine-load';
import { cpuMeter } from '../lib/process-cpu';
import { signInAdmin, startServer } from '../lib/server-process';
import { closedLoop, createWebhookClient, openLoop } from '../lib/webhook-client';
import { summarise } from '../stats';

export type HubAdapter = 'postgres' | 'redis';

export interface AdapterRun {
  adapter: HubAdapter;
  boards: number;
  venues: number;
  /** Webhooks at a fixed rate: each new order to every board of its venue, on either instance. */
  paced: {
    perSecond: number;
    seconds: number;
    orders: number;
    deliveries: number;
    expectedDeliveries: number;
    pushMs: ReturnType<typeof summarise>;
    cpu: Record<string, { cpuSeconds: number; corePercent: number }>;
  };
  /** Webhooks back to back from 32 connections: orders that reached every board of their venue, per second. */
  burst: {
    seconds: number;
    orders: number;
    ordersOnEveryBoardPerSecond: number;
    deliveries: number;
    expectedDeliveries: number;
    pushMs: ReturnType<typeof summarise>;
    cpu: Record<string, { cpuSeconds: number; corePercent: number }>;
  };
  rssMiB: { a: number; b: number };
}

/**
 * Socket.IO's PostgreSQL adapter against its Redis adapter, the same load on each: two instances on
 * one fresh PostgreSQL database, `boards` boards spread over `venues` venues and both instances,
 * signed Wolt webhooks alternating between the instances. Push latency runs from sending the
 * webhook to a board receiving the new order (intake, fetch from Wolt, store, publish, fan-out).
 */
export async function runAdapterCompare(opts: {
  adapter: HubAdapter;
  tmp: string;
  wolt: FakeWolt;
  port: number;
  boards: number;
  venues: number;
  perSecond: number;
  durationMs: number;
  redisUrl: string;
}): Promise<AdapterRun> {
  const database = await createPgDatabase(`adapters_${opts.adapter}`);
  const env: Record<string, string> =
    opts.adapter === 'redis'
      ? { REDIS_URL: opts.redisUrl, REDIS_HUB_KEY: `orderdesk-bench-${randomBytes(4).toString('hex')}` }
      : {};
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const sockets: Socket[] = [];
  try {
    for (const i of [0, 1]) {
      servers.push(
        await startServer({
          port: opts.port + i,
          dataDir: path.join(opts.tmp, `${opts.adapter}-${i}`),
          databaseUrl: database.url,
          woltApiUrl: opts.wolt.url,
          env,
        }),
      );
    }
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const token = await signInAdmin(a.url);
    const store = openBenchStore({ databaseUrl: database.url });
    const venues = await seedConnectedVenues(store, opts.venues).finally(() => store.close());

    // Board i watches venue i mod venues, on instance i mod 2.
    const boardsOf = new Map<number, number>();
    const sentAt = new Map<string, number>();
    let latencies: number[] = [];
    const onOrder = ({ order }: TOrderUpdatedEvent) => {
      const sent = sentAt.get(order.platformOrderId);
      if (sent !== undefined && order.statusId === OrderStatus.RECEIVED)
        latencies.push(performance.now() - sent);
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < opts.boards) {
          const i = next++;
          const venue = venues[i % venues.length]!;
          sockets.push(await connectBoard(servers[i % 2]!.url, token, venue.venueId, onOrder));
          boardsOf.set(venue.venueId, (boardsOf.get(venue.venueId) ?? 0) + 1);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const meter = cpuMeter({ a: a.pid, b: b.pid, postgres: 'postgres', redis: 'redis-server' });
    const client = createWebhookClient([a.url, b.url], opts.wolt, 256);

    let k = 0;
    const send = () => {
      const venue = venues[k++ % venues.length]!;
      return client
        .send(venue.woltVenueId, (orderId, at) => sentAt.set(orderId, at))
        .then((sent) => ({ ...sent, venue }));
    };
    const settle = async (sent: { status: number; venue: ConnectedVenue }[]) => {
      const expected = sent
        .filter((s) => s.status === 200)
        .reduce((sum, s) => sum + (boardsOf.get(s.venue.venueId) ?? 0), 0);
      const deadline = performance.now() + 30_000;
      while (latencies.length < expected && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      return expected;
    };

    meter.start();
    let started = performance.now();
    const paced = await openLoop(opts.perSecond, opts.durationMs, send);
    const pacedExpected = await settle(paced);
    const pacedCpu = meter.stop();
    const pacedSeconds = (performance.now() - started) / 1000;
    const pacedMs = latencies.map(Math.round);
    const pacedDeliveries = latencies.length;

    latencies = [];
    sentAt.clear();
    await new Promise((r) => setTimeout(r, 2000));
    meter.start();
    started = performance.now();
    const burst = await closedLoop(32, opts.durationMs, send);
    const burstExpected = await settle(burst);
    const burstCpu = meter.stop();
    // From the first webhook to the last board's receipt (or the wait's end).
    const burstSeconds = (performance.now() - started) / 1000;
    const burstOrders = burst.filter((s) => s.status === 200).length;
    client.close();
    return {
      adapter: opts.adapter,
      boards: sockets.length,
      venues: venues.length,
      paced: {
        perSecond: opts.perSecond,
        seconds: Math.round(pacedSeconds * 10) / 10,
        orders: paced.filter((s) => s.status === 200).length,
        deliveries: pacedDeliveries,
        expectedDeliveries: pacedExpected,
        pushMs: summarise(pacedMs),
        cpu: pacedCpu,
      },
      burst: {
        seconds: Math.round(burstSeconds * 10) / 10,
        orders: burstOrders,
        ordersOnEveryBoardPerSecond:
          latencies.length >= burstExpected ? Math.round(burstOrders / burstSeconds) : 0,
        deliveries: latencies.length,
        expectedDeliveries: burstExpected,
        pushMs: summarise(latencies.map(Math.round)),
        cpu: burstCpu,
      },
      rssMiB: { a: a.rssMiB(), b: b.rssMiB() },
    };
  } finally {
    for (const socket of sockets) socket.close();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

/**
 * Both adapters one after the other on the same load (`order`: which goes first, as the machine's
 * other work changes over a run), with what else the machine was doing.
 */
export async function compareAdapters(
  opts: Omit<Parameters<typeof runAdapterCompare>[0], 'adapter'>,
  order: HubAdapter[] = ['postgres', 'redis'],
) {
  const loadAtStart = machineLoad();
  const runs: Partial<Record<HubAdapter, AdapterRun>> = {};
  for (const adapter of order) runs[adapter] = await runAdapterCompare({ ...opts, adapter });
  return { load: { start: loadAtStart, end: machineLoad() }, order, ...runs };
}
