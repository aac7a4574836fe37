// The hand-over through the app: Retry, Force and force-reject, Print, the attempt log's answer, the
// venue's r_keeper settings and their scopes. The check r_keeper receives, a call that lost its
// answer and the payment are in rkeeper-handover.test.ts, built from the module's dependencies.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RkeeperSimulator } from '../../../tools/src/rkeeper';
import { rkXml as xml, startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs, signInOtherVenueManager } from './support/test-app';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let token: string;

const putRk = (settings: Record<string, unknown>) => world.putRk(settings);
const getOrder = (id: number) => world.getOrder(id);
const callsOf = (command: string) => world.callsOf(command);

beforeAll(async () => {
  world = await startRkeeperWorld({ prepayReasonCode: '3', commentModifierCode: '999' });
  ({ pair, rk, token } = world);
});
afterAll(() => world.close());
beforeEach(async () => {
  rk.reset();
  await retryHorizonHours(12);
});

/** The venue's horizon for retrying a failing hand-over by itself; 0 leaves a failed order BAD at once. */
async function retryHorizonHours(hours: number) {
  const res = await pair.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: { id: pair.venueId, settings: { posRetryHorizonInHours: hours } },
  });
  expect(res.statusCode).toBe(200);
}

describe('rkeeperSettings on the venue', () => {
  it('answers the settings without any secret, and refuses an incomplete enabled connection', async () => {
    const res = await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(token) });
    expect(res.json().rkeeperSettings).toMatchObject({
      isEnabled: true,
      url: rk.xmlUrl,
      hasLogin: true,
      hasPassword: true,
      certificateFingerprint: rk.fingerprint,
      tableCode: '77',
      licenceMode: 'perpetual',
    });
    expect(res.body).not.toContain(rk.password);
    const bad = await putRk({ isEnabled: true, tableCode: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['rkeeperSettings.tableCode']).toBeDefined();
    const notCode = await putRk({ stationCode: 'abc' });
    expect(notCode.statusCode).toBe(400);
  });

  it('checkRk shows the version, or the error in words', async () => {
    const check = () =>
      pair.app.app.inject({
        method: 'PATCH',
        url: '/api/venues/check-rk',
        headers: bearer(token),
        payload: { venueId: pair.venueId },
      });
    expect((await check()).json()).toMatchObject({ ok: true, version: '7.6.5.40' });
    // Down for good (a single dropped kept-open connection is only sent again on a new one).
    rk.addFault({ fault: 'down' });
    const down = (await check()).json();
    rk.clearFaults();
    expect(down.ok).toBe(false);
    expect(down.message).toMatch(/cannot be reached/);
    await putRk({ certificateFingerprint: 'AA:'.repeat(31) + 'AA' });
    const pinned = (await check()).json();
    await putRk({ certificateFingerprint: rk.fingerprint });
    expect(pinned.ok).toBe(false);
    expect(pinned.message).toMatch(/not the pinned one/);
    // The call cut by the fault reached the server; the one to an unpinned certificate never did.
    // (the cut one twice: a read cut on a kept-open connection is sent once more on a new one).
    expect(callsOf('GetSystemInfo')).toHaveLength(3);
  });

  it('keeps another venue out of checkRk (404)', async () => {
    const other = await signInOtherVenueManager(pair.app, { venueName: 'Far away', userName: 'far.manager' });
    const res = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/venues/check-rk',
      headers: bearer(other),
      payload: { venueId: pair.venueId },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('hand-over of a platform order to r_keeper', () => {
  it('makes an order INCORRECT with the list of what is wrong, and Retry hands it over once the menu is right', async () => {
    const order0 = await pair.wolt.createOrder();
    const code = order0.order.items[0]!.pos_id!;
    await order0.delivery;
    await drainJobs(pair.app);
    rk.reset();
    rk.setStopList([code]);
    const order = await receiveWoltOrder(pair, { items: order0.order.items });
    const stored = await getOrder(order.id);
    expect(stored.statusId).toBe(8);
    expect(stored.stateId).toBe(2);
    expect(stored.posProblems.join(' ')).toMatch(/not on sale in r_keeper/);
    expect(rk.checks()).toHaveLength(0);

    rk.setStopList([]);
    const retry = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/validate',
      headers: bearer(token),
      payload: { id: order.id },
    });
    expect(retry.statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(await getOrder(order.id)).toMatchObject({
      statusId: 1,
      stateId: 1,
      isCreatedInRKeeper: true,
      posProblems: [],
    });
    expect(rk.checks()).toHaveLength(1);
  });

  it('r_keeper down: BAD with its error; Retry after it is back: GOOD with exactly one check', async () => {
    await retryHorizonHours(0);
    rk.addFault({ fault: 'down' });
    const order = await receiveWoltOrder(pair);
    const bad = await getOrder(order.id);
    expect(bad.stateId).toBe(2);
    expect(bad.isCreatedInRKeeper).toBe(false);
    expect(bad.posError).toMatch(/Stopped retrying after 0 hours: .*cannot be reached/);

    rk.clearFaults();
    const retry = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/validate',
      headers: bearer(token),
      payload: { id: order.id },
    });
    expect(retry.statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(await getOrder(order.id)).toMatchObject({ stateId: 1, isCreatedInRKeeper: true, posError: null });
    expect(rk.checks()).toHaveLength(1);

    const again = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/validate',
      headers: bearer(token),
      payload: { id: order.id },
    });
    expect(again.statusCode).toBe(409);
  });

  it("keeps r_keeper's own error text on a refusal, and lists every call in the attempt log", async () => {
    await retryHorizonHours(0);
    rk.addFault({ fault: 'status-error', command: 'SaveOrder', times: 1, errorText: 'Shift is not open' });
    const order = await receiveWoltOrder(pair);
    const bad = await getOrder(order.id);
    expect(bad).toMatchObject({ stateId: 2, posError: expect.stringMatching(/Shift is not open/) });
    const attempts = (
      await pair.app.app.inject({ url: `/api/orders/${order.id}/attempts`, headers: bearer(token) })
    ).json();
    expect(attempts.map((a: { operation: string }) => a.operation)).toEqual(
      expect.arrayContaining(['GetOrderMenu', 'CreateOrder', 'SaveOrder']),
    );
    expect(attempts.find((a: { ok: boolean }) => !a.ok)).toMatchObject({
      target: 'pos',
      operation: 'SaveOrder',
      error: 'Shift is not open',
    });
    // The platform's calls are in the same log.
    await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/force-production',
      headers: bearer(token),
      payload: { id: order.id },
    });
    await drainJobs(pair.app);
    const withAccept = (
      await pair.app.app.inject({ url: `/api/orders/${order.id}/attempts`, headers: bearer(token) })
    ).json();
    expect(withAccept[0]).toMatchObject({
      target: 'platform',
      operation: 'wolt accept',
      ok: true,
      error: null,
    });

    await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/validate',
      headers: bearer(token),
      payload: { id: order.id },
    });
    await drainJobs(pair.app);
    expect(await getOrder(order.id)).toMatchObject({ stateId: 1, isCreatedInRKeeper: true });
    expect(rk.checks()).toHaveLength(1);
    expect(rk.checks()[0]!.sessions).toHaveLength(1);
  });

  it('shows the subscription licence on SaveOrder with a growing seqNumber', async () => {
    await putRk({
      licenceMode: 'subscription',
      licenseAnchor: '6:{11111111-2222-3333-4444-555555555555}#199990001/17',
      licenseToken: 'licence-token-secret',
      licenseInstanceGuid: '{AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE}',
      licenseSeqNumber: 0,
    });
    await receiveWoltOrder(pair);
    await receiveWoltOrder(pair);
    const seq = callsOf('SaveOrder').map((c) => xml.parse(c.xml).RK7Query.RK7CMD.LicenseInfo);
    expect(seq[0]).toMatchObject({
      anchor: '6:{11111111-2222-3333-4444-555555555555}#199990001/17',
      licenseToken: 'licence-token-secret',
    });
    expect(seq.map((l) => l.LicenseInstance.seqNumber)).toEqual(['0', '1']);
    expect(seq[0].LicenseInstance.guid).toBe('{AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE}');
    const venue = (
      await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(token) })
    ).json();
    expect(venue.rkeeperSettings).toMatchObject({ hasLicenseToken: true, licenseSeqNumber: 2 });
    expect(JSON.stringify(venue)).not.toContain('licence-token-secret');
    await putRk({ licenceMode: 'perpetual' });
  });

  it('Force puts a BAD order into production without the POS, force-reject rejects one; both refuse a GOOD order', async () => {
    const act = (url: string, payload: object) =>
      pair.app.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
    await retryHorizonHours(0);
    rk.addFault({ fault: 'status-error', command: 'SaveOrder', times: 2, errorText: 'Shift is not open' });
    const forced = await receiveWoltOrder(pair);
    const rejected = await receiveWoltOrder(pair);
    const good = await receiveWoltOrder(pair);

    expect((await act('/api/orders/force-production', { id: good.id })).statusCode).toBe(409);
    expect((await act('/api/orders/force-reject', { id: good.id })).statusCode).toBe(409);

    const produced = await act('/api/orders/force-production', { id: forced.id });
    expect(produced.statusCode).toBe(200);
    expect(produced.json()).toMatchObject({ statusId: 2, stateId: 2, isCreatedInRKeeper: false });
    expect((await act('/api/orders/force-production', { id: forced.id })).statusCode).toBe(409);

    const gone = await act('/api/orders/force-reject', { id: rejected.id, reason: 'Kitchen closed' });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ statusId: 6 });
    await drainJobs(pair.app);
    const woltCalls = pair.wolt.calls.filter((c) => c.method === 'PUT');
    expect(woltCalls.map((c) => c.path)).toEqual(
      expect.arrayContaining([`/orders/${forced.orderId}/accept`, `/orders/${rejected.orderId}/reject`]),
    );
  });

  it('Print asks r_keeper for the bill of a handed-over order, else leaves the ticket to the board', async () => {
    const print = (id: number) =>
      pair.app.app.inject({
        method: 'POST',
        url: '/api/Orders/Print',
        headers: bearer(token),
        payload: { id },
      });
    const order = await receiveWoltOrder(pair);
    const res = await print(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ printedBy: 'pos', order: { id: order.id } });
    expect(rk.checks()[0]!.printed).toBe(1);
    expect(callsOf('PrintBill')).toHaveLength(1);

    rk.addFault({ fault: 'status-error', command: 'PrintBill', times: 1, errorText: 'Printer is offline' });
    const refused = await print(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.general[0]).toMatch(/Printer is offline/);

    await pair.app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(token),
      payload: { id: pair.venueId, settings: { isPrintOrderEnabled: false } },
    });
    expect((await print(order.id)).json().printedBy).toBe('browser');
    await pair.app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(token),
      payload: { id: pair.venueId, settings: { isPrintOrderEnabled: true } },
    });
  });
});
