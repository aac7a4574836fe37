import { LISTED_ORDER_COLUMNS } from '../../../apps/server/src/modules/orders/order-mapper';
import type { BenchStore } from '../lib/bench-store';
import { seedOrders, seedVenues } from '../lib/bench-store';
import { summarise } from '../stats';

const OPEN = [1, 2, 3];

/** Calls of each kind made before the measured ones, so that neither is measured while V8 still compiles it. */
const WARM_UP_ROUNDS = 50;

/**
 * GET /api/orders for a venue with 500 open orders, next to the same query through the bare driver
 * on the same database. The request is a board's: fetch asks for gzip and unpacks the answer, as a
 * browser does. The bare driver reads the columns the answer is made of, as the server's query does
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
  const callApi = async () => (await fetch(`${url}/api/orders?${query}`, { headers })).arrayBuffer();
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
  return {
    venueId,
    listed,
    rounds,
    warmUpRounds: WARM_UP_ROUNDS,
    apiMs: summarise(api),
    bareDriverMs: summarise(bare),
  };
}
