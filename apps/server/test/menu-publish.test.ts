import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoltSimulator } from '../../../tools/src/bolt';
import type { FudySimulator } from '../../../tools/src/fudy';
import type { GlovoSimulator } from '../../../tools/src/glovo';
import { dishIdentOf, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { createUser } from '../src/seed/seed';
import {
  dish,
  injectAs,
  modifier,
  startMenuWorld,
  type InjectOptions,
  type MenuWorld,
} from './support/menu-world';
import { baseUrl, drainDueJobs, signIn, signInOtherVenueManager } from './support/test-app';
import { WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

const BOLT = {
  providerId: 'bolt-menu-store',
  integratorId: 'orderdesk-int-3',
  hmacSecret: 'bolt-menu-secret-1',
};
const FUDY = {
  restaurantId: 'fudy-menu-store',
  apiKey: 'fudy-menu-key',
  webhookSecret: 'fudy-menu-hook-secret',
};
const GLOVO = { storeId: 'glovo-menu-store', apiToken: 'glovo-menu-token', webhookToken: 'glovo-hook-token' };

let world: MenuWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let bolt: BoltSimulator;
let fudy: FudySimulator;
let glovo: GlovoSimulator;
let token: string;
let ids: MenuWorld['ids'];

const group = (dishCode: string, optionCode: string) =>
  `g_${dishIdentOf(dishCode)}_${4_000_000 + Number(optionCode)}`;

const inject = (opts: InjectOptions) => injectAs(pair, token, opts);

async function publish(instanceIds?: number[], as?: string) {
  return inject({
    method: 'POST',
    url: '/api/Menu/Publish',
    payload: { venueId: pair.venueId, ...(instanceIds ? { instanceIds } : {}) },
    as,
  });
}

async function saveOnWolt(items: unknown[]) {
  const menu = (await inject({ url: `/api/Menu?venueId=${pair.venueId}` })).json();
  const res = await inject({
    method: 'POST',
    url: '/api/Menu',
    payload: {
      venueId: pair.venueId,
      menuVersion: menu.menuVersion,
      instances: [{ instanceId: ids.wolt, items }],
    },
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  world = await startMenuWorld({ bolt: BOLT, fudy: FUDY, glovo: GLOVO });
  ({ pair, rk, bolt, fudy, glovo, token, ids } = world);
});
afterAll(() => world.close());

describe('publishing the menu', () => {
  it('previews everything as added before the first publish, and warns the venue is open', async () => {
    const preview = (await inject({ url: `/api/Menu/PublishPreview?venueId=${pair.venueId}` })).json();
    expect(preview.isOpenNow).toBe(true);
    const wolt = preview.connections.find((c: { instanceId: number }) => c.instanceId === ids.wolt);
    expect(wolt).toMatchObject({ hasPublished: false, removed: [], priceChanged: [] });
    expect(wolt.added).toHaveLength(14);
    expect(wolt.switchedOff).toEqual([
      { id: dish('2003'), name: 'Balandėliai su pomidorų padažu', reason: 'disabledInRk' },
    ]);
    expect(
      preview.connections.find((c: { instanceId: number }) => c.instanceId === ids.glovo).uploadsLeft,
    ).toBe(5);
  });

  it('sends each platform its format, the dish switched off or off the till published disabled', async () => {
    await saveOnWolt([{ id: dish('2001'), isEnabled: false }]);
    const res = await publish();
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .connections.map((c: { platform: string; refusal: string | null }) => [c.platform, c.refusal]),
    ).toEqual([
      ['wolt', null],
      ['bolt', null],
      ['fudy', null],
      ['glovo', null],
    ]);
    await drainDueJobs(pair.app);

    // Wolt: POST /v1/restaurants/{venueId}/menu
    const woltCall = pair.wolt.calls.find((c) => c.method === 'POST' && c.path.endsWith('/menu'))!;
    expect(woltCall.path).toBe(`/v1/restaurants/${WOLT_VENUE.externalVenueId}/menu`);
    expect(woltCall.status).toBe(200);
    const woltBody = woltCall.body as {
      id: string;
      currency: string;
      primary_language: string;
      categories: { id: string; items: { external_data: string; enabled: boolean }[] }[];
    };
    expect(woltBody).toMatchObject({
      id: `orderdesk-${pair.venueId}-v2`, // the world downloads the menu twice
      currency: 'EUR',
      primary_language: 'en',
    });
    const woltItems = woltBody.categories.flatMap((c) => c.items);
    expect(woltItems).toHaveLength(15);
    expect(woltItems.filter((i) => !i.enabled).map((i) => i.external_data)).toEqual([
      dish('2001'),
      dish('2003'),
    ]);
    expect(woltBody.categories.find((c) => c.id === 'k_3000003')).toEqual({
      id: 'k_3000003',
      name: [{ lang: 'en', value: 'Užkandžiai' }],
      description: [],
      items: [
        {
          name: [{ lang: 'en', value: 'Kepta duona su česnaku' }],
          description: [],
          price: 550,
          enabled: true,
          external_data: dish('3001'),
          options: [
            {
              name: [{ lang: 'en', value: 'Padažas' }],
              type: 'SingleChoice',
              selection_range: { min: 0, max: 1 },
              external_data: group('3001', '40'),
              values: [
                {
                  name: [{ lang: 'en', value: 'Sūrio padažas' }],
                  price: 100,
                  enabled: true,
                  default: false,
                  external_data: modifier('3001', '401'),
                },
              ],
            },
          ],
        },
      ],
      subcategories: [],
    });

    // Bolt: signed genericClient/pushMenu. Other connections keep the dish: it was switched off on Wolt only.
    const boltCall = bolt.calls.find((c) => c.path.endsWith('genericClient/pushMenu'))!;
    expect(boltCall.status).toBe(200);
    const boltBody = boltCall.body as {
      provider_id: string;
      menu: { categories: { id: string; items: { id: string; is_available: boolean }[] }[] };
    };
    expect(boltBody.provider_id).toBe(BOLT.providerId);
    expect(
      boltBody.menu.categories.flatMap((c) => c.items.filter((i) => !i.is_available).map((i) => i.id)),
    ).toEqual([dish('2003')]);
    expect(boltBody.menu.categories.find((c) => c.id === 'k_3000003')).toEqual({
      id: 'k_3000003',
      name: 'Užkandžiai',
      items: [
        {
          id: dish('3001'),
          name: 'Kepta duona su česnaku',
          price: 5.5,
          is_available: true,
          option_groups: [
            {
              id: group('3001', '40'),
              name: 'Padažas',
              min_selected: 0,
              max_selected: 1,
              options: [{ id: modifier('3001', '401'), name: 'Sūrio padažas', price: 1, is_available: true }],
            },
          ],
        },
      ],
    });

    // Fudy: PUT /store/menu on our connector.
    const fudyCall = fudy.calls.find((c) => c.path === '/store/menu')!;
    expect(fudyCall).toMatchObject({
      method: 'PUT',
      status: 200,
      headers: { authorization: `Bearer ${FUDY.apiKey}` },
    });
    const fudyBody = fudyCall.body as { storeId: string; categories: { id: string }[] };
    expect(fudyBody.storeId).toBe(FUDY.restaurantId);
    expect(fudyBody.categories.find((c) => c.id === 'k_3000003')).toEqual({
      id: 'k_3000003',
      name: 'Užkandžiai',
      items: [
        {
          id: dish('3001'),
          name: 'Kepta duona su česnaku',
          price: 550,
          imageUrl: null,
          isAvailable: true,
          optionGroups: [
            {
              id: group('3001', '40'),
              name: 'Padažas',
              min: 0,
              max: 1,
              options: [
                { id: modifier('3001', '401'), name: 'Sūrio padažas', price: 100, isAvailable: true },
              ],
            },
          ],
        },
      ],
    });

    // Glovo: POST …/menu with menuUrl; Glovo fetched the JSON from our authenticated URL.
    const glovoCall = glovo.calls.find((c) => c.method === 'POST' && c.path.endsWith('/menu'))!;
    expect(glovoCall.path).toBe(`/webhook/stores/${GLOVO.storeId}/menu`);
    expect(glovoCall.headers.authorization).toBe(GLOVO.apiToken);
    const upload = glovo.menuUploads[0]!;
    expect(upload.menuUrl).toMatch(new RegExp(`^${baseUrl(pair.app)}/api/glovo/menus/\\d+\\?token=.{20,}$`));
    expect(upload.status).toBe('SUCCESS');
    const glovoMenu = upload.menu as {
      products: { id: string; available: boolean }[];
      attributes: unknown[];
      attribute_groups: unknown[];
      collections: { name: string }[];
    };
    expect(glovoMenu.products.find((p) => p.id === dish('3001'))).toEqual({
      id: dish('3001'),
      name: 'Kepta duona su česnaku',
      price: 5.5,
      description: '',
      attributes_groups: [group('3001', '40')],
      available: true,
    });
    expect(glovoMenu.products.filter((p) => !p.available).map((p) => p.id)).toEqual([dish('2003')]);
    expect(glovoMenu.attributes).toContainEqual({
      id: modifier('3001', '401'),
      name: 'Sūrio padažas',
      price_impact: 1,
      selected_by_default: false,
      available: true,
    });
    expect(glovoMenu.attribute_groups).toContainEqual({
      id: group('3001', '40'),
      name: 'Padažas',
      min: 0,
      max: 1,
      collapse: false,
      multiple_selection: false,
      attributes: [modifier('3001', '401')],
    });
    expect(glovoMenu.collections.map((c) => c.name)).toContain('Užkandžiai');
    // The hosted URL answers nobody without the token.
    const hosted = new URL(upload.menuUrl);
    expect((await pair.app.app.inject({ url: hosted.pathname })).statusCode).toBe(400);
    expect((await pair.app.app.inject({ url: `${hosted.pathname}?token=wrong` })).statusCode).toBe(404);

    // Status per connection: Glovo processing until its transaction is read.
    const status = (await inject({ url: `/api/venues/menuUpdateStatusInfo/${pair.venueId}` })).json();
    const byPlatform = Object.fromEntries(
      status.connections.map((c: { platform: string; lastPublish: { status: string } }) => [
        c.platform,
        c.lastPublish.status,
      ]),
    );
    expect(byPlatform).toEqual({
      wolt: 'succeeded',
      bolt: 'succeeded',
      fudy: 'succeeded',
      glovo: 'processing',
    });
    const verify = await inject({
      url: `/api/glovo/verifyUpdateMenu/${pair.venueId}?instanceId=${ids.glovo}`,
    });
    expect(verify.json()).toMatchObject({
      glovoStatus: 'SUCCESS',
      status: 'succeeded',
      transactionId: 'glovo-tx-1',
      uploadsToday: 1,
      uploadsPerDay: 5,
    });
    const glovoOnly = (
      await inject({ url: `/api/venues/menuUpdateStatusInfo/${pair.venueId}?distributorType=4` })
    ).json();
    expect(glovoOnly.connections).toHaveLength(1);
    expect(glovoOnly.connections[0]).toMatchObject({
      platform: 'glovo',
      uploadsToday: 1,
      uploadsPerDay: 5,
      lastPublish: { status: 'succeeded', published: 14 },
    });

    const excluded = (await inject({ url: `/api/Menu/LastExcludedItems?venueId=${pair.venueId}` })).json();
    const woltExcluded = excluded.connections.find(
      (c: { instanceId: number }) => c.instanceId === ids.wolt,
    ).items;
    expect(woltExcluded).toEqual(
      expect.arrayContaining([
        { id: dish('2001'), name: 'Cepelinai su mėsa (2 vnt.)', kind: 'dish', reason: 'switchedOff' },
        { id: dish('2003'), name: 'Balandėliai su pomidorų padažu', kind: 'dish', reason: 'disabledInRk' },
      ]),
    );
  });

  it('previews a price change and a dish switched off since the last publish', async () => {
    await saveOnWolt([
      { id: dish('5001'), price: 450 },
      { id: dish('6001'), isEnabled: false },
    ]);
    const preview = (await inject({ url: `/api/Menu/PublishPreview?venueId=${pair.venueId}` })).json();
    const wolt = preview.connections.find((c: { instanceId: number }) => c.instanceId === ids.wolt);
    expect(wolt).toMatchObject({
      hasPublished: true,
      added: [],
      removed: [],
      priceChanged: [{ id: dish('5001'), name: 'Tinginys', from: 390, to: 450 }],
      switchedOff: [{ id: dish('6001'), name: 'Gira 0,5 l', reason: 'switchedOff' }],
    });
  });

  it("respects Glovo's 5 uploads a day and shows what is left", async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await publish([ids.glovo]);
      expect(res.json().connections[0].refusal).toBeNull();
      await drainDueJobs(pair.app);
    }
    const refused = await publish([ids.glovo]);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().connections[0]).toMatchObject({
      publishId: null,
      refusal: expect.stringMatching(/5 menu uploads a day/),
    });
    expect(glovo.menuUploads).toHaveLength(5);
    // The status job asks Glovo about the last upload 30 s later and records how it ended.
    const lastUpload = () =>
      inject({ url: `/api/venues/menuUpdateStatusInfo/${pair.venueId}?instanceId=${ids.glovo}` });
    expect((await lastUpload()).json().connections[0].lastPublish.status).toBe('processing');
    pair.app.clock.advance(30_000);
    await drainDueJobs(pair.app);
    expect((await lastUpload()).json().connections[0].lastPublish.status).toBe('succeeded');
    // Only a connection whose uploads are processed later can be asked about (not Wolt's).
    const notGlovo = await inject({
      url: `/api/glovo/verifyUpdateMenu/${pair.venueId}?instanceId=${ids.wolt}`,
    });
    expect(notGlovo.statusCode).toBe(404);
    const preview = (await inject({ url: `/api/Menu/PublishPreview?venueId=${pair.venueId}` })).json();
    expect(
      preview.connections.find((c: { instanceId: number }) => c.instanceId === ids.glovo).uploadsLeft,
    ).toBe(0);
  });

  it('records a refused publish as failed with the platform’s words', async () => {
    pair.wolt.failNext(1, 400);
    await publish([ids.wolt]);
    await drainDueJobs(pair.app);
    const status = (
      await inject({ url: `/api/venues/menuUpdateStatusInfo/${pair.venueId}?instanceId=${ids.wolt}` })
    ).json();
    expect(status.connections[0].lastPublish).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/HTTP 400/),
    });
  });

  it('keeps other venues out, lets an operator publish, refuses a switched-off or foreign connection', async () => {
    const other = await signInOtherVenueManager(pair.app, {
      venueName: 'Far menu',
      userName: 'menu.pub.far',
    });
    expect((await publish(undefined, other)).statusCode).toBe(404);
    expect(
      (await inject({ url: `/api/venues/menuUpdateStatusInfo/${pair.venueId}`, as: other })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ url: `/api/venues/menuImageDuplicates/${pair.venueId}`, as: other })).statusCode,
    ).toBe(404);
    await createUser(pair.app.ctx.db.kysely, pair.app.clock, {
      userName: 'menu.pub.op',
      password: 'Operator-pass-1',
      role: Role.OPERATOR,
      venueId: pair.venueId,
    });
    const operator = (await signIn(pair.app, { userName: 'menu.pub.op', password: 'Operator-pass-1' }))
      .accessToken;
    expect((await publish([ids.wolt], operator)).statusCode).toBe(200);
    const foreign = await publish([999_999]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['instanceIds.0']).toEqual(['This venue has no such platform connection']);
    await drainDueJobs(pair.app);
  });

  it('lists dishes sharing one image', async () => {
    await saveOnWolt([
      { id: dish('5001'), imageUrl: 'https://img.example/dessert.jpg' },
      { id: dish('5002'), imageUrl: 'https://img.example/dessert.jpg' },
      { id: dish('6002'), imageUrl: 'https://img.example/morsas.jpg' },
    ]);
    const res = (await inject({ url: `/api/venues/menuImageDuplicates/${pair.venueId}` })).json();
    expect(res.duplicates).toEqual([
      {
        instanceId: ids.wolt,
        platform: 'wolt',
        imageUrl: 'https://img.example/dessert.jpg',
        items: [
          { id: dish('5001'), name: 'Tinginys' },
          { id: dish('5002'), name: 'Varškės spurgos su uogiene' },
        ],
      },
    ]);
  });

  it('isAutoSyncMenuEnabled: reads r_keeper again on a schedule; a stop-list change goes out as item calls', async () => {
    const put = await inject({
      method: 'PUT',
      url: '/api/venues',
      payload: { id: pair.venueId, settings: { isAutoSyncMenuEnabled: true } },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await inject({ method: 'POST', url: '/api/Menu/Download', payload: { venueId: pair.venueId } }))
        .statusCode,
    ).toBe(200);
    const db = pair.app.ctx.db.kysely;
    const syncJob = () =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('type', '=', 'menu.auto-sync')
        .where('status', '=', 'pending')
        .executeTakeFirst();
    const job = await syncJob();
    expect(JSON.parse(job!.payload)).toEqual({ venueId: pair.venueId });
    expect(Date.parse(job!.run_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    const runSyncNow = async () => {
      await db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('id', '=', (await syncJob())!.id)
        .execute();
      await drainDueJobs(pair.app);
    };

    // Nothing changed in r_keeper: no publish.
    const publishes = async () =>
      Number(
        (
          await db
            .selectFrom('menu_publishes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await publishes();
    await runSyncNow();
    expect(await publishes()).toBe(before);

    // A soup goes on the stop-list: Wolt, Glovo and Bolt get it sold out with their item calls, no new
    // upload (Glovo's daily limit untouched); only Fudy, which has no item call, gets the menu again.
    rk.setStopList(['2003', '1001']);
    pair.wolt.calls.length = 0;
    await runSyncNow();
    const woltPatch = pair.wolt.calls.filter((c) => c.method === 'PATCH' && c.path.endsWith('/items'));
    expect(woltPatch.map((c) => c.body)).toEqual([
      { data: [{ external_id: dish('1001'), in_stock: false, enabled: false }] },
    ]);
    expect(pair.wolt.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/menu'))).toEqual([]);
    const glovoBulk = glovo.calls.filter((c) => c.path.endsWith('/menu/updates')).at(-1)!;
    // The soup as a combo component goes off with it.
    expect(glovoBulk.body).toEqual({
      products: [{ id: dish('1001'), available: false }],
      attributes: [{ id: `cc_${dishIdentOf('9001')}_${dishIdentOf('1001')}`, available: false }],
    });
    expect(await publishes()).toBe(before + 1);
    // It leaves the stop-list: back on sale the same way.
    rk.setStopList(['2003']);
    pair.wolt.calls.length = 0;
    await runSyncNow();
    // Wolt takes one availability call per 15 minutes: the change waits for the next window.
    expect(pair.wolt.calls.filter((c) => c.method === 'PATCH' && c.path.endsWith('/items'))).toEqual([]);
    await db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('type', '=', 'menu.availability')
      .where('status', '=', 'pending')
      .execute();
    await drainDueJobs(pair.app);
    expect(
      pair.wolt.calls.filter((c) => c.method === 'PATCH' && c.path.endsWith('/items')).map((c) => c.body),
    ).toEqual([{ data: [{ external_id: dish('1001'), in_stock: true, enabled: true }] }]);
    expect(await publishes()).toBe(before + 2);
    expect(await syncJob()).toBeDefined();

    await inject({
      method: 'PUT',
      url: '/api/venues',
      payload: { id: pair.venueId, settings: { isAutoSyncMenuEnabled: false } },
    });
    await runSyncNow();
    expect(await syncJob()).toBeUndefined();
  });
});
