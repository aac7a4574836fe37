import { LISTED_ORDER_COLUMNS } from '../../../apps/server/src/modules/orders/order-mapper';
import type { BenchStore } from '../lib/bench-store';
import { seedOrders, seedVenues } from '../lib/bench-store';
import { summarise } from '../stats';

const OPEN = [1, 2, 3];

/**
 * GET /api/orders for a venue with 500 open orders, next to the same query through the bare driver
 * on the same database, `rounds` times each one after the other. The request is a board's: fetch
 * asks for gzip and unpacks the answer, as a browser does. The bare driver reads the columns the
 * answer is made of, as the server's query does (not the platform's payload, which the list leaves out).
 */
export async function runListOrders(url: string, token: string, store: BenchStore, rounds: number) {
  const [venueId] = await seedVenues(store, 1);
  await seedOrders(store, venueId!, 500, OPEN);
  const query = `venueId=${venueId}&${OPEN.map((s) => `statusId=${s}`).join('&')}`;
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(`${url}/api/orders?${query}`, { headers });
  const listed = ((await check.json()) as unknown[]).length;

  const api: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const res = await fetch(`${url}/api/orders?${query}`, { headers });
    await res.arrayBuffer();
    api.push(performance.now() - t);
  }
  const sql = `SELECT ${LISTED_ORDER_COLUMNS.join(', ')} FROM orders WHERE venue_id = ? AND status_id IN (?, ?, ?) ORDER BY created_at DESC, id DESC LIMIT 500`;
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await store.query(sql, [venueId, ...OPEN]);
    bare.push(performance.now() - t);
  }
  const round = (v: number[]) => v.map((x) => Math.round(x * 10) / 10);
  return { venueId, listed, rounds, apiMs: summarise(round(api)), bareDriverMs: summarise(round(bare)) };
}
