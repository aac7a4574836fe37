import { OrderState, Role, type TOrder } from '@orderdesk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WoltOrderInput } from '../../../tools/src/wolt';
import { bearer, drainJobs, signIn, signInOtherVenueManager } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';
import { PASSWORD, seedArea, seedPerson } from './support/scope-world';

let pair: WoltPair;
let token: string;
beforeAll(async () => {
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
});
afterAll(() => pair.close());
afterEach(() => vi.restoreAllMocks());

const receiveOrder = (input: WoltOrderInput = { delivery: { type: 'homedelivery' } }) =>
  receiveWoltOrder(pair, input);

function act(path: string, payload: Record<string, unknown>, auth = token) {
  return pair.app.app.inject({ method: 'PATCH', url: `/api/orders/${path}`, headers: bearer(auth), payload });
}

async function acceptedOrder(input?: WoltOrderInput) {
  const order = await receiveOrder(input);
  expect((await act('accept', { id: order.id, cookingTimeInMinutes: 15 })).statusCode).toBe(200);
  await drainJobs(pair.app);
  return order;
}

async function readyOrder(input?: WoltOrderInput) {
  const order = await acceptedOrder(input);
  expect((await act('ready', { id: order.id })).statusCode).toBe(200);
  await drainJobs(pair.app);
  return order;
}

function woltCalls(orderId: string, action: string) {
  return pair.wolt.calls.filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/${action}`);
}

async function stored(id: number): Promise<TOrder> {
  return (await pair.app.app.inject({ url: `/api/orders/${id}`, headers: bearer(token) })).json();
}

async function auditOf(id: number) {
  return pair.app.ctx.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

/** Audit entries of the order's life, without the courier's arrival times Wolt's notifications update. */
function statusAudits<T extends { action: string }>(entries: T[]): T[] {
  return entries.filter((entry) => entry.action !== 'order.courier-eta');
}

/** The pushes to the venue's boards, as if a board were open on it (none is connected in these tests). */
function watchHub() {
  vi.spyOn(pair.app.ctx.hub, 'reaches').mockReturnValue(true);
  return vi.spyOn(pair.app.ctx.hub, 'publishOrder');
}

describe('PATCH /api/orders/ready', () => {
  it('moves an order in production to ready, tells Wolt and pushes it to the hub', async () => {
    const order = await acceptedOrder();
    const hub = watchHub();
    const res = await act('ready', { id: order.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, statusId: 3, status: { name: 'ready' } });
    expect(hub).toHaveBeenCalledWith(expect.objectContaining({ id: order.id, statusId: 3 }));

    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'ready').map((c) => c.status)).toEqual([200]);
    expect(pair.wolt.getOrder(order.orderId)?.order_status).toBe('ready');
    const audit = await auditOf(order.id);
    expect(audit.at(-1)).toMatchObject({ action: 'order.ready', user_id: expect.any(Number) });
    expect(JSON.parse(audit.at(-1)!.after_json!)).toEqual({ statusId: 3 });
  });

  it('refuses an order that is not in production with 409 and changes nothing', async () => {
    const order = await receiveOrder();
    const res = await act('ready', { id: order.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.general[0]).toMatch(/production/);
    expect((await stored(order.id)).statusId).toBe(1);
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'ready')).toHaveLength(0);
    expect(await auditOf(order.id)).toHaveLength(0);
  });

  it('dead-letters a refused Wolt call and shows the error on the order', async () => {
    const order = await acceptedOrder();
    pair.wolt.failNext(1, 400);
    expect((await act('ready', { id: order.id })).statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'ready').map((c) => c.status)).toEqual([400]);
    const job = await pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'platform.order-action')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'dead' });
    expect(JSON.parse(job.payload)).toEqual({ orderId: order.id, action: 'ready' });
    expect((await stored(order.id)).platformError).toMatch(/Ready did not reach the platform: .*HTTP 400/);
  });
});

describe('PATCH /api/orders/picked-up', () => {
  it('tells Wolt when a takeaway order is picked up', async () => {
    const order = await readyOrder({ delivery: { type: 'takeaway' } });
    const hub = watchHub();
    const res = await act('picked-up', { id: order.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusId: 4, status: { name: 'pickedup' } });
    expect(hub).toHaveBeenCalledWith(expect.objectContaining({ id: order.id, statusId: 4 }));
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'pickup-completed').map((c) => c.status)).toEqual([200]);
    expect((await auditOf(order.id)).at(-1)).toMatchObject({ action: 'order.picked-up' });
  });

  it("makes no Wolt call when Wolt's courier delivers", async () => {
    const order = await readyOrder({ delivery: { type: 'homedelivery' } });
    expect((await act('picked-up', { id: order.id })).statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'pickup-completed')).toHaveLength(0);
    expect((await stored(order.id)).statusId).toBe(4);
  });

  it('refuses an order that is not ready, and a BAD order unless forced', async () => {
    const early = await acceptedOrder();
    const notReady = await act('picked-up', { id: early.id });
    expect(notReady.statusCode).toBe(409);
    expect((await stored(early.id)).statusId).toBe(2);

    const order = await readyOrder();
    await pair.app.ctx.db.kysely
      .updateTable('orders')
      .set({ state_id: OrderState.BAD })
      .where('id', '=', order.id)
      .execute();
    const refused = await act('picked-up', { id: order.id });
    expect(refused.statusCode).toBe(409);
    expect((await stored(order.id)).statusId).toBe(3);
    const forced = await act('picked-up', { id: order.id, isForce: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ statusId: 4, stateId: OrderState.BAD });
    const again = await act('picked-up', { id: order.id, isForce: true });
    expect(again.statusCode).toBe(409);
  });
});

describe('PATCH /api/orders/reject', () => {
  it('rejects an incoming order and tells Wolt the reason', async () => {
    const order = await receiveOrder();
    const hub = watchHub();
    const res = await act('reject', { id: order.id, reason: '  Out of salmon  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusId: 6, status: { name: 'rejected' } });
    // The venue ended it: no board rings a platform's cancellation for it.
    expect(hub).toHaveBeenCalledWith(
      expect.objectContaining({ id: order.id, statusId: 6, endedBy: 'venue', endedFromStatusId: 1 }),
    );
    await drainJobs(pair.app);
    const calls = woltCalls(order.orderId, 'reject');
    expect(calls.map((c) => c.status)).toEqual([200]);
    expect(calls[0]!.body).toEqual({ reason: 'Out of salmon', code: 'GENERIC' });
    expect(pair.wolt.getOrder(order.orderId)?.order_status).toBe('rejected');
    const audit = (await auditOf(order.id)).at(-1)!;
    expect(audit.action).toBe('order.reject');
    expect(JSON.parse(audit.after_json!)).toEqual({ statusId: 6, reason: 'Out of salmon' });
  });

  it('validates the reason', async () => {
    const order = await receiveOrder();
    expect((await act('reject', { id: order.id })).statusCode).toBe(400);
    expect((await act('reject', { id: order.id, reason: '   ' })).statusCode).toBe(400);
    const long = await act('reject', { id: order.id, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.reason[0]).toMatch(/500/);
    expect((await act('reject', { id: order.id, reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it("sends Wolt's own reason code with the reason", async () => {
    const order = await receiveOrder();
    const res = await act('reject', { id: order.id, reason: 'Salmon sold out', code: 'ITEMS_UNAVAILABLE' });
    expect(res.statusCode).toBe(200);
    await drainJobs(pair.app);
    const calls = woltCalls(order.orderId, 'reject');
    expect(calls.map((c) => c.body)).toEqual([{ reason: 'Salmon sold out', code: 'ITEMS_UNAVAILABLE' }]);
    const audit = (await auditOf(order.id)).at(-1)!;
    expect(JSON.parse(audit.after_json!)).toEqual({
      statusId: 6,
      reason: 'Salmon sold out',
      code: 'ITEMS_UNAVAILABLE',
    });
  });

  it('takes a picked reason alone: Wolt hears its code and its words, the order keeps both', async () => {
    const order = await receiveOrder();
    const res = await act('reject', { id: order.id, code: 'ITEMS_UNAVAILABLE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusId: 6,
      rejectReason: 'Some items are unavailable',
      rejectCode: 'ITEMS_UNAVAILABLE',
    });
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'reject').map((c) => c.body)).toEqual([
      { reason: 'Some items are unavailable', code: 'ITEMS_UNAVAILABLE' },
    ]);
    expect(await stored(order.id)).toMatchObject({
      rejectReason: 'Some items are unavailable',
      rejectCode: 'ITEMS_UNAVAILABLE',
    });
  });

  it('refuses a code that is not one of the platform codes with 400 and changes nothing', async () => {
    const order = await receiveOrder();
    const res = await act('reject', { id: order.id, reason: 'Sold out', code: 'SOLD_OUT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code[0]).toMatch(/ITEMS_UNAVAILABLE/);
    expect((await stored(order.id)).statusId).toBe(1);
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'reject')).toHaveLength(0);
  });

  it('refuses an order already accepted with 409 and changes nothing', async () => {
    const order = await acceptedOrder();
    const res = await act('reject', { id: order.id, reason: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect((await stored(order.id)).statusId).toBe(2);
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'reject')).toHaveLength(0);
  });
});

describe('scope', () => {
  it('hides orders of other venues from a manager (404) for every action', async () => {
    const incoming = await receiveOrder();
    const inProduction = await acceptedOrder();
    const ready = await readyOrder();
    const manager = await signInOtherVenueManager(pair.app, {
      venueName: 'Across the street',
      userName: 'street.manager',
    });
    expect((await act('ready', { id: inProduction.id }, manager)).statusCode).toBe(404);
    expect((await act('picked-up', { id: ready.id }, manager)).statusCode).toBe(404);
    expect((await act('reject', { id: incoming.id, reason: 'No' }, manager)).statusCode).toBe(404);
    expect((await stored(inProduction.id)).statusId).toBe(2);
    expect((await stored(ready.id)).statusId).toBe(3);
    expect((await stored(incoming.id)).statusId).toBe(1);
  });

  it("lets a dealer act on their areas' orders only (another area's is not found, 404)", async () => {
    const [own, foreign] = [await seedArea(pair.app), await seedArea(pair.app)];
    await pair.app.ctx.db.kysely
      .updateTable('venues')
      .set({ area_id: own })
      .where('id', '=', pair.venueId)
      .execute();
    const dealerOf = async (areaId: number) => {
      const { userName } = await seedPerson(pair.app, Role.DEALER, { areaIds: [areaId] });
      return (await signIn(pair.app, { userName, password: PASSWORD })).accessToken;
    };
    const order = await receiveOrder();
    const accept = { id: order.id, cookingTimeInMinutes: 15 };
    expect((await act('accept', accept, await dealerOf(foreign))).statusCode).toBe(404);
    expect((await stored(order.id)).statusId).toBe(1);
    const res = await act('accept', accept, await dealerOf(own));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, statusId: 2 });
  });
});

describe('Wolt status notifications', () => {
  it('rejects an order Wolt cancels, with an audit entry of no user, and pushes it', async () => {
    const order = await acceptedOrder();
    const hub = watchHub();
    await pair.wolt.cancelOrder(order.orderId);
    await drainJobs(pair.app);
    expect(await stored(order.id)).toMatchObject({ statusId: 6, endedBy: 'platform', endedFromStatusId: 2 });
    // The push says who ended it and from where: the board's cancellation alarm rings on it.
    expect(hub).toHaveBeenCalledWith(
      expect.objectContaining({ id: order.id, statusId: 6, endedBy: 'platform', endedFromStatusId: 2 }),
    );
    const audit = (await auditOf(order.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'order.platform-cancel', user_id: null });
    expect(JSON.parse(audit.before_json!)).toEqual({ statusId: 2 });
  });

  it('marks an order delivered when Wolt says so', async () => {
    const order = await readyOrder();
    expect((await act('picked-up', { id: order.id })).statusCode).toBe(200);
    await pair.wolt.notify(order.orderId, 'DELIVERED');
    await drainJobs(pair.app);
    expect(await stored(order.id)).toMatchObject({ statusId: 5, endedBy: null, endedFromStatusId: null });
    // Besides the courier's arrival, kept current from the order Wolt sends with each status.
    expect(statusAudits(await auditOf(order.id)).at(-1)).toMatchObject({
      action: 'order.platform-delivered',
      user_id: null,
    });
  });

  it('leaves a final order as it is, and follows Wolt forward, never back', async () => {
    const order = await receiveOrder();
    expect((await act('reject', { id: order.id, reason: 'Closed early' })).statusCode).toBe(200);
    await drainJobs(pair.app);
    await pair.wolt.notify(order.orderId, 'DELIVERED');
    await drainJobs(pair.app);
    expect(await stored(order.id)).toMatchObject({ statusId: 6, endedBy: 'venue', endedFromStatusId: 1 });

    // The venue marked it ready in Wolt's own app: the board follows.
    const other = await acceptedOrder();
    await pair.wolt.notify(other.orderId, 'READY');
    await drainJobs(pair.app);
    expect((await stored(other.id)).statusId).toBe(3);
    expect(statusAudits(await auditOf(other.id)).map((a) => a.action)).toEqual([
      'order.accept',
      'order.platform-status',
    ]);

    // A late PRODUCTION (Wolt's echo of the accept) does not move it back.
    await pair.wolt.notify(other.orderId, 'PRODUCTION');
    await drainJobs(pair.app);
    expect((await stored(other.id)).statusId).toBe(3);
  });
});

describe('platform.accept', () => {
  it('still delivers an accept queued under the older job name', async () => {
    const order = await receiveOrder();
    const db = pair.app.ctx.db.kysely;
    await db
      .updateTable('orders')
      .set({ status_id: 2, adjusted_time_minutes: 10, accepted_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .execute();
    await db
      .transaction()
      .execute((trx) => pair.app.ctx.enqueue(trx, 'platform.accept', { orderId: order.id }));
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId, 'accept').map((c) => c.status)).toEqual([200]);
  });
});
