import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { OrderListCache } from '../src/modules/orders/order-list-cache';
import { readOrderListRevision } from '../src/modules/orders/order-list-revision';
import { insertOrderOnce } from '../src/modules/orders/orders.repository';
import { setOrderRow } from './support/order-rows';
import {
  bearer,
  seedWoltVenue,
  signIn,
  signInOtherVenueManager,
  startTestApp,
  type TestApp,
} from './support/test-app';

// Two instances on one database: the list one of them answers (and keeps) must follow every change
// the other makes, through the order repository or not.
let first: TestApp;
let second: TestApp;
let token: string;
let venueId: number;
let instanceId: number;
let seq = 0;

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({}, first.database);
  ({ venueId, instanceId } = await seedWoltVenue(first, { externalVenueId: 'list-cache', apiKey: 'k' }));
  token = (await signIn(first)).accessToken;
});
afterAll(async () => {
  await second.stop();
  await first.close();
});

function list(app: TestApp, headers: Record<string, string> = {}) {
  return app.app.inject({
    url: `/api/orders?venueId=${venueId}&statusId=1&statusId=2&statusId=3`,
    headers: { ...bearer(token), ...headers },
  });
}

const listedIds = async (app: TestApp) => ((await list(app)).json() as { id: number }[]).map((o) => o.id);

function insertOn(app: TestApp) {
  seq += 1;
  const now = clockIso(app.clock);
  return app.ctx.db.kysely.transaction().execute((trx) =>
    insertOrderOnce(trx, {
      venue_id: venueId,
      platform_instance_id: instanceId,
      platform: 'wolt',
      platform_order_id: `list-cache-${seq}`,
      order_number: String(seq),
      status_id: 1,
      state_id: 1,
      is_created_in_rkeeper: 0,
      adjusted_time_minutes: null,
      customer_name: `Guest ${seq}`,
      delivery_type: 'homedelivery',
      amount: 1000 + seq,
      currency: 'EUR',
      items: JSON.stringify([{ name: 'Soup', count: 1 }]),
      platform_payload: JSON.stringify({ id: `list-cache-${seq}`, note: 'ą "quoted"' }),
      platform_error: null,
      accepted_at: null,
      pickup_at: null,
      created_at: new Date(Date.now() + seq).toISOString(),
      updated_at: now,
    }),
  );
}

describe('GET /api/orders kept between calls', () => {
  it('shows at once an order another instance stored, changed or closed', async () => {
    expect(await listedIds(first)).toEqual([]);
    const a = (await insertOn(second))!;
    expect(await listedIds(first)).toEqual([a.id]);
    const b = (await insertOn(second))!;
    expect(await listedIds(first)).toEqual([b.id, a.id]);

    // Not in a transaction of the caller's: the repository makes one.
    await setOrderRow(second.ctx.db.kysely, a.id, {
      customer_name: 'Renamed',
      updated_at: clockIso(second.clock),
    });
    const renamed = (await list(first)).json() as { id: number; customerName: string }[];
    expect(renamed.find((o) => o.id === a.id)?.customerName).toBe('Renamed');

    await setOrderRow(second.ctx.db.kysely, b.id, { status_id: 4, updated_at: clockIso(second.clock) });
    expect(await listedIds(first)).toEqual([a.id]);

    // A write that bypasses the repository (by hand, in SQL) is seen all the same.
    await second.ctx.db.kysely.updateTable('orders').set({ status_id: 2 }).where('id', '=', b.id).execute();
    expect(await listedIds(first)).toEqual([b.id, a.id]);
  });

  it('answers the same as an instance that never kept it', async () => {
    await insertOn(second);
    const kept = (await list(first)).body;
    expect((await list(first)).body).toBe(kept);
    const fresh = await startTestApp({}, first.database);
    try {
      expect((await list(fresh)).body).toBe(kept);
    } finally {
      await fresh.stop();
    }
  });

  it('gives the same text gzipped to a client that takes gzip', async () => {
    const plain = await list(first);
    const zipped = await list(first, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to the board that holds the current list, and the new list after a change', async () => {
    const full = await list(first);
    const etag = String(full.headers['etag']);
    expect(full.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await list(first, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await insertOn(second);
    const changed = await list(first, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('still hides a kept list from a manager of another venue', async () => {
    expect((await list(first)).statusCode).toBe(200);
    const outsider = await signInOtherVenueManager(first, {
      venueName: 'Elsewhere',
      userName: 'elsewhere.manager',
    });
    expect((await list(first, bearer(outsider))).statusCode).toBe(404);
  });
});

describe("a venue's order list revision", () => {
  it('rises by one for every write to one of its orders, the first to each of its counters and those after', async () => {
    const revision = () => readOrderListRevision(first.ctx.db.kysely, venueId);
    // More orders than the venue has counters (16): some writes make their counter, the rest raise it.
    for (let i = 0; i < 20; i++) {
      const before = await revision();
      const order = (await insertOn(second))!;
      expect(await revision()).toBe(before + 1);
      await second.ctx.db.kysely
        .updateTable('orders')
        .set({ status_id: 4 })
        .where('id', '=', order.id)
        .execute();
      expect(await revision()).toBe(before + 2);
    }
  });
});

describe('OrderListCache', () => {
  const text = (s: string) => async () => Buffer.from(s);

  it('keeps an answer for its revision only', async () => {
    const cache = new OrderListCache();
    expect((await cache.get('v', 1, text('one'))).body.toString()).toBe('one');
    expect((await cache.get('v', 1, text('other'))).body.toString()).toBe('one');
    expect((await cache.get('v', 2, text('two'))).body.toString()).toBe('two');
  });

  it('builds once for callers asking at the same time, and never lets an older build replace a newer one', async () => {
    const cache = new OrderListCache();
    let builds = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<Buffer>((resolve) => {
        builds += 1;
        release = () => resolve(Buffer.from('old'));
      });
    const a = cache.get('v', 1, slow);
    const b = cache.get('v', 1, slow);
    expect((await cache.get('v', 2, text('new'))).body.toString()).toBe('new');
    release();
    expect((await a).body.toString()).toBe('old');
    expect((await b).body.toString()).toBe('old');
    expect(builds).toBe(1);
    expect((await cache.get('v', 2, text('again'))).body.toString()).toBe('new');
  });

  it('gives up the least recently used answers beyond its size', async () => {
    const cache = new OrderListCache(10);
    await cache.get('a', 1, text('aaaaa'));
    await cache.get('b', 1, text('bbbbb'));
    await cache.get('a', 1, text('never'));
    await cache.get('c', 1, text('ccccc'));
    expect((await cache.get('a', 1, text('rebuilt'))).body.toString()).toBe('aaaaa');
    expect((await cache.get('b', 1, text('rebuilt'))).body.toString()).toBe('rebuilt');
  });
});
