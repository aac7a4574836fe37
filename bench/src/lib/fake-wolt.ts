import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildWoltOrder } from '../../../tools/src/wolt/wolt-order-factory';

/**
 * Wolt's order API as the benchmark needs it, with as little cost of its own as possible: any order
 * id the benchmark registered is answered with a generated order of that venue, and order actions
 * (accept, …) answer 200. The simulator in tools/ records every call, which a long run cannot afford.
 */
export interface FakeWolt {
  url: string;
  register(orderId: string, woltVenueId: string): void;
  fetched: number;
  actions: number;
  close(): Promise<void>;
}

export async function startFakeWolt(): Promise<FakeWolt> {
  const venues = new Map<string, string>();
  const state = { fetched: 0, actions: 0 };
  const server = http.createServer((req, res) => {
    const match = /^\/v2\/orders\/([^/?]+)/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      const venue = venues.get(id);
      if (!venue) {
        res.writeHead(404).end();
        return;
      }
      state.fetched++;
      const order = buildWoltOrder({ id: venue, name: 'Bench venue', externalVenueId: null }, { id });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(order));
      return;
    }
    if (req.method === 'PUT' && /^\/orders\/[^/]+\/[a-z-]+$/.test(req.url ?? '')) {
      req.resume();
      req.on('end', () => {
        state.actions++;
        res.writeHead(200).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    register: (orderId, woltVenueId) => void venues.set(orderId, woltVenueId),
    get fetched() {
      return state.fetched;
    },
    get actions() {
      return state.actions;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
