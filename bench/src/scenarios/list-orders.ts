import http from 'node:http';
import zlib from 'node:zlib';
import { LISTED_ORDER_COLUMNS } from '../../../apps/server/src/modules/orders/order-mapper';
import type { BenchStore } from '../lib/bench-store';
import { seedOrders, seedVenues } from '../lib/bench-store';
import { summarise } from '../stats';

const OPEN = [1, 2, 3];

/** Calls of each kind made before the measured ones, so that neither is measured while V8 still compiles it. */
const WARM_UP_ROUNDS = 50;

/**
 * One GET on a kept-alive connection that asks for gzip, as a browser does, and unpacks the answer in
 * one inflate, timed with the call. Node's `fetch` unpacks through a web stream of 16 KiB chunks: 0.5
 * MB of JSON took it 2–5 ms at the middle and 20–30 ms in the tail on this box. zlib's asynchronous
 * inflate waits for a thread of libuv's pool: after the bench's intake, one call in twenty waited 30–40
 * ms for it with the event loop free (the server had answered in 1 ms). Both are costs of the client,
 * not of the server (docs/benchmarks.md); the inflate itself takes about a millisecond.
 */
function getGzipped(url: URL, headers: Record<string, string>, agent: http.Agent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { ...headers, 'accept-encoding': 'gzip' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200)
            reject(new Error(`GET /api/orders answered ${response.statusCode}`));
          else if (response.headers['content-encoding'] !== 'gzip') resolve(body);
          else {
            try {
              resolve(zlib.gunzipSync(body));
            } catch (error) {
              reject(error as Error);
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

/**
 * GET /api/orders for a venue with 500 open orders, next to the same query through the bare driver
 * on the same database. The request is a board's: it asks for gzip and unpacks the answer (see
 * getGzipped). The bare driver reads the columns the answer is made of, as the server's query does
 * (not the platform's payload, which the list leaves out). Both are warmed up alike, and the measured
 * calls alternate, one of each per round, so a pause of the machine falls on both and not on the one
 * that happened to run then.
 */
export async function runListOrders(url: string, token: string, store: BenchStore, rounds: number) {
  const [venueId] = await seedVenues(store, 1);
  await seedOrders(store, venueId!, 500, OPEN);
  const query = `venueId=${venueId}&${OPEN.map((s) => `statusId=${s}`).join('&')}`;
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(`${url}/api/orders?${query}`, { headers });
  const listed = ((await check.json()) as unknown[]).length;
  const sql = `SELECT ${LISTED_ORDER_COLUMNS.join(', ')} FROM orders WHERE venue_id = ? AND status_id IN (?, ?, ?) ORDER BY created_at DESC, id DESC LIMIT 500`;

  const timed = async (call: () => Promise<unknown>): Promise<number> => {
    const t = performance.now();
    await call();
    return Math.round((performance.now() - t) * 10) / 10;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const listUrl = new URL(`${url}/api/orders?${query}`);
  const callApi = () => getGzipped(listUrl, headers, agent);
  const callBare = () => store.query(sql, [venueId, ...OPEN]);

  for (let i = 0; i < WARM_UP_ROUNDS; i++) {
    await callApi();
    await callBare();
  }
  const api: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    api.push(await timed(callApi));
    bare.push(await timed(callBare));
  }
  agent.destroy();
  return {
    venueId,
    listed,
    rounds,
    warmUpRounds: WARM_UP_ROUNDS,
    apiMs: summarise(api),
    bareDriverMs: summarise(bare),
  };
}
