import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRkeeperSimulator, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { createRk7Client } from '../src/modules/rkeeper/till/rk7-client';
import { postRk7Xml, type Rk7Endpoint } from '../src/modules/rkeeper/till/rk7-transport';

const QUERY = '<?xml version="1.0" encoding="UTF-8"?><RK7Query><RK7CMD CMD="GetSystemInfo"/></RK7Query>';

let sim: RkeeperSimulator;
let endpoint: Rk7Endpoint;

beforeAll(async () => {
  sim = await createRkeeperSimulator();
  await sim.listen();
  endpoint = {
    url: sim.xmlUrl,
    login: sim.login,
    password: sim.password,
    certificateFingerprint: sim.fingerprint,
  };
});

afterAll(async () => {
  await sim.close();
});

describe('calls to a cash server with a pinned certificate', () => {
  it('are answered one after another and several at once (kept-open and new connections alike)', async () => {
    expect(await postRk7Xml(endpoint, QUERY)).toContain('7.6.5.40');
    // One call reuses the kept-open connection, the others open new ones: each is checked by its pin.
    const answers = await Promise.all(Array.from({ length: 4 }, () => postRk7Xml(endpoint, QUERY)));
    for (const answer of answers) expect(answer).toContain('7.6.5.40');
    expect(await postRk7Xml(endpoint, QUERY)).toContain('7.6.5.40');
  });

  it('are refused, with nothing sent, when the certificate is not the pinned one', async () => {
    const before = sim.calls().length;
    // Another first byte, whatever the certificate's is (a fixed '00' matched one certificate in 256).
    const firstByte = sim.fingerprint.slice(0, 2) === '00' ? 'FF' : '00';
    const wrongPin = { ...endpoint, certificateFingerprint: firstByte + sim.fingerprint.slice(2) };
    await expect(postRk7Xml(wrongPin, QUERY)).rejects.toThrow(/not the pinned one/);
    expect(sim.calls()).toHaveLength(before);
  });
});

describe('a kept-open connection the cash server closed', () => {
  it('sends the request again at once on a new connection; the call journal keeps it once', async () => {
    sim.reset();
    const journal: string[] = [];
    const client = createRk7Client({
      endpoint,
      clock: { now: () => Date.now() },
      journal: async ({ command }) => {
        journal.push(command);
        return async () => undefined;
      },
    });
    // The first call leaves its connection open; the server closes it as the next call goes out.
    await client.getSystemInfo();
    sim.addFault({ fault: 'drop-kept-open', times: 1 });
    const info = await client.getSystemInfo();
    expect(info.version).toBe('7.6.5.40');
    expect(journal).toEqual(['GetSystemInfo', 'GetSystemInfo']);
    expect(sim.calls().map((c) => c.command)).toEqual(['GetSystemInfo', 'GetSystemInfo']);
  });
});

describe('CreateOrder with ExternalProps', () => {
  it('carries the platform order id, and GetOrder and GetOrderList read it back', async () => {
    const client = createRk7Client({ endpoint, clock: { now: () => Date.now() } });
    const created = await client.createOrder({
      persistentComment: 'Wolt #5 w-5',
      externalProps: [{ name: 'OrderDeskOrderId', value: 'wolt:w-5' }],
      nonPersistentComment: null,
      tableCode: '77',
      waiterCode: null,
      stationCode: null,
      orderTypeCode: null,
      orderCategoryCode: null,
    });
    const sent = sim
      .calls()
      .filter((c) => c.command === 'CreateOrder')
      .at(-1)!.xml;
    expect(sent).toContain('<ExternalProps><Prop name="OrderDeskOrderId" value="wolt:w-5"/></ExternalProps>');
    expect((await client.getOrder(created.guid)).externalProps).toEqual({ OrderDeskOrderId: 'wolt:w-5' });
    const listed = (await client.getOrderList()).find((o) => o.guid === created.guid);
    expect(listed?.externalProps).toEqual({ OrderDeskOrderId: 'wolt:w-5' });
  });
});
