// The documented example orders of Wolt and Glovo, signed as each platform signs them, go through
// intake over HTTP to a cash server built from r_keeper's documentation (codes differ from idents):
// the hand-over and void XML are compared field by field with what the documentation says, and the
// board's figure, the report's and the check's agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { OrderStatus } from '@orderdesk/contracts';
import { glovoDocumentedOrder, woltDocumentedOrder } from './fixtures/documented-orders';
import { startDocumentedRk7, type DocumentedRk7 } from './support/rk7-documented-server';
import { bearer, drainJobs, seedWoltVenue, signIn, startTestApp, type TestApp } from './support/test-app';
import { pingWolt, startWoltOrderApi, type WoltOrderApi } from './support/wolt-order-api';

const WOLT_STORE = 'wolt-documented-store';
const GLOVO_STORE = 'glovo-documented-store';
const GLOVO_TOKEN = 'glovo-shared-token-0123456789';
const RK = { login: 'XMLUSER', password: 'xml-pass-1' };

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (n) => ['Session', 'Dish', 'Modi', 'Void', 'Discount'].includes(n),
});
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML

let wolt: WoltOrderApi;
let rk: DocumentedRk7;
let app: TestApp;
let venueId: number;
let token: string;

const api = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  app.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function orderByPlatformId(platformOrderId: string) {
  const row = await app.ctx.db.kysely
    .selectFrom('orders')
    .select(['id', 'amount'])
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirstOrThrow();
  return (await api('GET', `/api/orders/${row.id}`)).json<Node>();
}

/** The RK7CMD of the last call of `command` whose body carries `text`. */
function lastCall(command: string, text: string): Node {
  const call = rk
    .callsOf(command)
    .filter((c) => c.xml.includes(text))
    .at(-1);
  expect(call, `${command} carrying ${text}`).toBeDefined();
  return (xml.parse(call!.xml) as Node)['RK7Query']['RK7CMD'];
}

function postGlovo(path: string, body: unknown) {
  return app.app.inject({
    method: 'POST',
    url: `/api/webhooks/glovo/${path}`,
    headers: { authorization: GLOVO_TOKEN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  wolt = await startWoltOrderApi();
  rk = await startDocumentedRk7(RK);
  app = await startTestApp({ WOLT_API_URL: wolt.url, GLOVO_API_URL: wolt.url });
  venueId = (await seedWoltVenue(app, { externalVenueId: WOLT_STORE, apiKey: 'wolt-key' })).venueId;
  token = (await signIn(app)).accessToken;
  const saved = await api('PUT', '/api/venues', {
    id: venueId,
    glovoSettings: [
      { name: 'Glovo', externalId: GLOVO_STORE, apiToken: GLOVO_TOKEN, webhookToken: GLOVO_TOKEN },
    ],
    rkeeperSettings: {
      isEnabled: true,
      url: rk.url,
      login: RK.login,
      password: RK.password,
      stationCode: '1',
      tableCode: '77',
      waiterCode: '5',
      prepayCurrencyCode: '12',
      prepayReasonCode: '3',
      discountCode: '40',
      voidReasonCode: '7',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await wolt?.close();
  await rk?.close();
});

describe('Wolt documented example through intake to r_keeper', () => {
  it('sends each option price once: dish = unit_price less its options; check = board = prepayment = 2880', async () => {
    const order = woltDocumentedOrder('wolt-doc-1', WOLT_STORE);
    wolt.serve(order);
    expect((await pingWolt(app, WOLT_STORE, 'wolt-doc-1')).statusCode).toBe(200);
    await drainJobs(app);

    const cmd = lastCall('SaveOrder', '<Dish');
    expect(cmd['sendtovdu']).toBe('1');
    const session = cmd['Session'][0];
    expect(session['Dish']).toEqual([
      { id: '1000189', quantity: '2000', price: '1090', Modi: [{ id: '2000301', count: '2', price: '100' }] },
      { id: '1000190', quantity: '1000', price: '450', Modi: [{ id: '2000302', count: '1', price: '50' }] },
    ]);
    expect(session['Prepay']).toEqual({ code: '12', amount: '2880', promised: '1', Reason: { code: '3' } });
    expect(session['Discount']).toBeUndefined();

    const dto = await orderByPlatformId('wolt-doc-1');
    expect(dto.isCreatedInRKeeper).toBe(true);
    expect(dto.amount).toBe(2880);
    expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(2880);

    // The report counts the same figure once the order is accepted.
    const accepted = await app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(token),
      payload: { id: dto.id, cookingTimeInMinutes: 20 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await drainJobs(app);
    const from = dto.createdAt.slice(0, 10);
    const report = (
      await api('GET', `/api/reports/sales?period=custom&from=${from}&to=${from}&venueId=${venueId}`)
    ).json<Node>();
    expect(report['byPlatform'].find((p: Node) => p['platform'] === 'wolt')).toMatchObject({
      orders: 1,
      revenue: 28.8,
    });
  });
});

describe('Glovo documented example through intake to r_keeper', () => {
  it('a partner discount reaches the check as a discount line: board 15.30 = check 15.30 = prepayment', async () => {
    const res = await postGlovo('orders', glovoDocumentedOrder('glovo-doc-1', GLOVO_STORE));
    expect(res.statusCode, res.body).toBe(200);
    await drainJobs(app);

    const session = lastCall('SaveOrder', '<Discount')['Session'][0];
    expect(session['Dish']).toEqual([
      { id: '1000189', quantity: '2000', price: '1100', Modi: [{ id: '2000301', count: '2', price: '200' }] },
      { id: '1000190', quantity: '1000', price: '480' },
    ]);
    expect(session['Discount']).toEqual([{ code: '40', amount: '1550' }]);
    expect(session['Prepay']).toMatchObject({ code: '12', amount: '1530', promised: '1' });

    const dto = await orderByPlatformId('glovo-doc-1');
    expect(dto.amount).toBe(1530);
    expect(dto.deliveryType).toBe('glovo');
    expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(1530);
  });

  it('a cancellation voids the printed dishes with <Void> and the void reason, modifiers with them', async () => {
    const dto = await orderByPlatformId('glovo-doc-1');
    const res = await postGlovo('cancellations', {
      order_id: 'glovo-doc-1',
      store_id: GLOVO_STORE,
      cancel_reason: 'USER_ERROR',
      payment_strategy: 'PAY_NOTHING',
    });
    expect(res.statusCode, res.body).toBe(200);
    await drainJobs(app);

    const saved = rk.orders.get(dto.rkeeperGuid)!;
    const lineGuids = saved.sessions[0]!.dishes.map((d) => d.line_guid);
    const voidCmd = (xml.parse(rk.callsOf('SaveOrder').at(-1)!.xml) as Node)['RK7Query']['RK7CMD'];
    expect(voidCmd['Order']).toEqual({ guid: dto.rkeeperGuid });
    const voidSession = voidCmd['Session'];
    expect(voidSession).toHaveLength(1);
    expect(voidSession[0]['uni']).toBeUndefined();
    expect(voidSession[0]['Dish']).toEqual([
      {
        id: '1000189',
        line_guid: lineGuids[0],
        quantity: '2000',
        price: '1100',
        Void: [{ code: '7', quantity: '2000', amount: '2200' }],
      },
      {
        id: '1000190',
        line_guid: lineGuids[1],
        quantity: '1000',
        price: '480',
        Void: [{ code: '7', quantity: '1000', amount: '480' }],
      },
    ]);
    // Nothing left standing: dishes and their modifiers off the check.
    expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(0);
    expect((await orderByPlatformId('glovo-doc-1')).posVoidedAt).not.toBeNull();
  });

  it('dishes not yet printed are removed by rewriting their package, not voided', async () => {
    rk.state.printOnSave = false;
    try {
      const res = await postGlovo('orders', glovoDocumentedOrder('glovo-doc-2', GLOVO_STORE));
      expect(res.statusCode, res.body).toBe(200);
      await drainJobs(app);
      const dto = await orderByPlatformId('glovo-doc-2');
      const uni = rk.orders.get(dto.rkeeperGuid)!.sessions[0]!.uni;
      await postGlovo('cancellations', {
        order_id: 'glovo-doc-2',
        store_id: GLOVO_STORE,
        cancel_reason: 'OTHER',
        payment_strategy: 'PAY_NOTHING',
      });
      await drainJobs(app);
      const cmd = (xml.parse(rk.callsOf('SaveOrder').at(-1)!.xml) as Node)['RK7Query']['RK7CMD'];
      expect(cmd['Session']).toEqual([{ uni: String(uni), Station: { code: '1' }, Creator: { code: '5' } }]);
      expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(0);
    } finally {
      rk.state.printOnSave = true;
    }
  });
});

describe('Glovo cancellation that Glovo pays for (payment_strategy PAY_PRODUCTS)', () => {
  it('keeps the check as a sale: no void, no return, the check still comes to the prepayment', async () => {
    const res = await postGlovo('orders', glovoDocumentedOrder('glovo-doc-paid', GLOVO_STORE));
    expect(res.statusCode, res.body).toBe(200);
    await drainJobs(app);
    const dto = await orderByPlatformId('glovo-doc-paid');
    expect(dto.isCreatedInRKeeper).toBe(true);
    expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(1530);
    const callsBefore = rk.calls.length;

    const cancelled = await postGlovo('cancellations', {
      order_id: 'glovo-doc-paid',
      store_id: GLOVO_STORE,
      cancel_reason: 'ORDER_NOT_FEASIBLE',
      payment_strategy: 'PAY_PRODUCTS',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drainJobs(app);

    // Nothing written to the check after the cancellation: its dishes and prepayment stand.
    const after = rk.calls.slice(callsBefore).map((c) => c.command);
    expect(after.filter((c) => c === 'SaveOrder' || c === 'MakeRetunGoods')).toEqual([]);
    expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(1530);
    const seen = await orderByPlatformId('glovo-doc-paid');
    expect(seen.statusId).toBe(OrderStatus.REJECTED);
    expect(seen.posVoidedAt).toBeNull();
    expect(seen.platformError).toBe(
      'Cancelled by Glovo: ORDER_NOT_FEASIBLE. Glovo pays the venue for the products: the r_keeper check stays',
    );
  });

  it('the same cancellation with PAY_NOTHING still voids the check', async () => {
    const res = await postGlovo('orders', glovoDocumentedOrder('glovo-doc-unpaid', GLOVO_STORE));
    expect(res.statusCode, res.body).toBe(200);
    await drainJobs(app);
    const dto = await orderByPlatformId('glovo-doc-unpaid');
    await postGlovo('cancellations', {
      order_id: 'glovo-doc-unpaid',
      store_id: GLOVO_STORE,
      cancel_reason: 'ORDER_NOT_FEASIBLE',
      payment_strategy: 'PAY_NOTHING',
    });
    await drainJobs(app);
    expect(rk.orderSumOf(dto.rkeeperGuid)).toBe(0);
    const seen = await orderByPlatformId('glovo-doc-unpaid');
    expect(seen.posVoidedAt).not.toBeNull();
    expect(seen.platformError).toBe('Cancelled by Glovo: ORDER_NOT_FEASIBLE');
  });
});

describe('r_keeper licence counter', () => {
  it('after a refused seqNumber, reads it back with GetXMLLicenseInstanceSeqNumber and goes on from there', async () => {
    const saved = await api('PUT', '/api/venues', {
      id: venueId,
      rkeeperSettings: {
        licenceMode: 'subscription',
        licenseAnchor: '6:{11111111-2222-3333-4444-555555555555}#123456789/17',
        licenseToken: 'licence-token-1',
        licenseInstanceGuid: '{AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE}',
        licenseSeqNumber: 5,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    rk.state.licensed = true;
    rk.state.expectedSeq = 3;
    try {
      const res = await postGlovo('orders', glovoDocumentedOrder('glovo-doc-3', GLOVO_STORE));
      expect(res.statusCode, res.body).toBe(200);
      await drainJobs(app);
      const seqNumbers = rk
        .callsOf('SaveOrder')
        .filter((c) => c.xml.includes('<Discount'))
        .slice(-2)
        .map((c) => (xml.parse(c.xml) as Node)['RK7Query']['RK7CMD']['LicenseInfo']['LicenseInstance']);
      expect(seqNumbers).toEqual([
        { guid: '{AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE}', seqNumber: '5' },
        { guid: '{AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE}', seqNumber: '3' },
      ]);
      const asked = lastCall('GetXMLLicenseInstanceSeqNumber', 'LicenseInstance');
      expect(asked['LicenseInfo']).toEqual({
        anchor: '6:{11111111-2222-3333-4444-555555555555}#123456789/17',
        licenseToken: 'licence-token-1',
        LicenseInstance: { guid: '{AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE}' },
      });
      expect((await orderByPlatformId('glovo-doc-3')).isCreatedInRKeeper).toBe(true);
      const settings = (await api('GET', `/api/venues/${venueId}`)).json<Node>();
      expect(settings['rkeeperSettings']?.['licenseSeqNumber'] ?? null).toBe(4);
    } finally {
      rk.state.licensed = false;
    }
  });
});
