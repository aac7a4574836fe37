// GET /api/orders pages through a long list: every order once, in the list's order, and the last page
// says there is nothing after it.
import { OrderStatus, ORDER_LIST_NEXT_CURSOR_HEADER } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOnce } from '../src/modules/orders/orders.repository';
import { woltOrderValues } from './support/order-rows';
import { bearer, seedWoltVenue, signIn, startTestApp, type TestApp } from './support/test-app';

const ORDERS = 520;
const FINISHED = [OrderStatus.PICKEDUP, OrderStatus.DELIVERED, OrderStatus.REJECTED];

let app: TestApp;
let token: string;
let venueId: number;

beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedWoltVenue(app, { externalVenueId: 'paging', apiKey: 'k' });
  venueId = seeded.venueId;
  token = (await signIn(app)).accessToken;
  const base = Date.parse('2026-05-01T10:00:00.000Z');
  await app.ctx.db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < ORDERS; i++) {
      // Three orders share each instant: the page boundary falls inside a tie now and then.
      const at = new Date(base + Math.floor(i / 3) * 1000).toISOString();
      await insertOrderOnce(
        trx,
        woltOrderValues(
          {
            venue_id: venueId,
            platform_instance_id: seeded.instanceId,
            platform_order_id: `paging-${i}`,
            order_number: String(i),
            status_id: FINISHED[i % FINISHED.length]!,
            customer_name: `Guest ${i}`,
          },
          at,
        ),
      );
    }
  });
});
afterAll(() => app.close());

type Listed = { id: number; createdAt: string };

function list(params: Record<string, string | number>, statuses: readonly number[] = FINISHED) {
  const query = new URLSearchParams({ venueId: String(venueId), ...params } as Record<string, string>);
  for (const status of statuses) query.append('statusId', String(status));
  return app.app.inject({ url: `/api/orders?${query}`, headers: bearer(token) });
}

/** Follows `x-next-cursor` from the first page to the last; answers each page's orders. */
async function allPages(params: Record<string, string | number>): Promise<Listed[][]> {
  const pages: Listed[][] = [];
  let cursor: string | undefined;
  do {
    const res = await list(cursor ? { ...params, cursor } : params);
    expect(res.statusCode).toBe(200);
    pages.push(res.json());
    cursor = res.headers[ORDER_LIST_NEXT_CURSOR_HEADER] as string | undefined;
  } while (cursor);
  return pages;
}

const key = (o: Listed) => `${o.createdAt}_${String(o.id).padStart(10, '0')}`;

describe('GET /api/orders in pages', () => {
  it('answers the first 500 and says more follow; the next page gives the other 20, each order once', async () => {
    const pages = await allPages({});
    expect(pages.map((p) => p.length)).toEqual([500, 20]);
    const ids = pages.flat().map((o) => o.id);
    expect(new Set(ids).size).toBe(ORDERS);
    const keys = pages.flat().map(key);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('pages oldest first with a smaller page size', async () => {
    const pages = await allPages({ isAsc: 'true', limit: 200 });
    expect(pages.map((p) => p.length)).toEqual([200, 200, 120]);
    const keys = pages.flat().map(key);
    expect(new Set(keys).size).toBe(ORDERS);
    expect(keys).toEqual([...keys].sort());
  });

  it('answers a list that fits in one page without a cursor', async () => {
    const res = await list({ limit: 200 }, [OrderStatus.REJECTED]);
    // Every third order is rejected: 173 of 520.
    expect(res.json()).toHaveLength(173);
    expect(res.headers[ORDER_LIST_NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('refuses a page size over 500 and a cursor it did not make, in the error shape', async () => {
    const big = await list({ limit: 501 });
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().errors)).toContain('limit');
    for (const cursor of [
      'yesterday',
      '2026-05-01T10:00:00.000Z_99999999999',
      '2026-05-01T10:00:00.000Z_x',
    ]) {
      const bad = await list({ cursor });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toContain('cursor');
    }
  });

  it('answers a page kept from before with an order stored since', async () => {
    const first = await list({});
    const cursor = first.headers[ORDER_LIST_NEXT_CURSOR_HEADER] as string;
    expect((await list({ cursor })).json()).toHaveLength(20);
    const seeded = await app.ctx.db.kysely.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    const { id: _id, ...older } = seeded;
    const stored = await app.ctx.db.kysely.transaction().execute((trx) =>
      insertOrderOnce(trx, {
        ...older,
        platform_payload: '{}',
        platform_order_id: 'paging-oldest',
        created_at: '2026-04-01T10:00:00.000Z',
      }),
    );
    const again: Listed[] = (await list({ cursor })).json();
    expect(again).toHaveLength(21);
    expect(again.at(-1)?.id).toBe(stored!.id);
  });
});
