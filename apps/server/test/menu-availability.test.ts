import { OrderStatus, Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoltSimulator } from '../../../tools/src/bolt';
import type { FudySimulator } from '../../../tools/src/fudy';
import type { GlovoSimulator } from '../../../tools/src/glovo';
import { modifierIdentOf, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { WOLT_AVAILABILITY_BATCH } from '../src/integrations/platforms/wolt/wolt-menu-calls';
import {
  MENU_AVAILABILITY_JOB,
  MENU_AVAILABILITY_RETURN_JOB,
} from '../src/modules/menus/menu-availability.jobs';
import { createUser } from '../src/seed/seed';
import {
  dish,
  injectAs,
  modifier,
  startMenuWorld,
  type InjectOptions,
  type MenuWorld,
} from './support/menu-world';
import { rkExportFile } from './support/rk-export';
import { drainDueJobs, signIn, signInOtherVenueManager } from './support/test-app';
import { receiveWoltOrder, WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

const BOLT = {
  providerId: 'bolt-menu-store',
  integratorId: 'orderdesk-int-3',
  hmacSecret: 'bolt-menu-secret-1',
};
const FUDY = {
  restaurantId: 'fudy-avail-store',
  apiKey: 'fudy-menu-key',
  webhookSecret: 'fudy-menu-hook-secret',
};
const GLOVO = {
  storeId: 'glovo-avail-store',
  apiToken: 'glovo-avail-token',
  webhookToken: 'glovo-hook-token',
};

let world: MenuWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let bolt: BoltSimulator;
let fudy: FudySimulator;
let glovo: GlovoSimulator;
let token: string;
let ids: MenuWorld['ids'];

const inject = (opts: InjectOptions) => injectAs(pair, token, opts);

const availability = (payload: object, as?: string) =>
  inject({
    method: 'POST',
    url: '/api/Menu/Availability',
    payload: { venueId: pair.venueId, ...payload },
    as,
  });

/** Runs every pending job of the type now, as if its time had come. */
async function runPendingNow(type: string) {
  await pair.app.ctx.db.kysely
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('type', '=', type)
    .where('status', '=', 'pending')
    .execute();
  await drainDueJobs(pair.app);
}

const woltPatches = (what: 'items' | 'options/values') =>
  pair.wolt.calls.filter(
    (c) => c.method === 'PATCH' && c.path === `/venues/${WOLT_VENUE.externalVenueId}/${what}`,
  );

async function enabledOnWolt(id: string): Promise<boolean> {
  const menu = (await inject({ url: `/api/Menu?venueId=${pair.venueId}` })).json();
  const walk = (nodes: { id: string; isEnabled: boolean; children: never[] }[]): boolean | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n.isEnabled;
      const inner = walk(n.children);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return walk(menu.woltInstances[0].children)!;
}

beforeAll(async () => {
  world = await startMenuWorld({ bolt: BOLT, fudy: FUDY, glovo: GLOVO });
  ({ pair, rk, bolt, fudy, glovo, token, ids } = world);
});
afterAll(() => world.close());

describe('sold out and back (POST /api/Menu/Availability)', () => {
  it("sends a dish sold out to every connection with that platform's item call", async () => {
    pair.wolt.calls.length = 0;
    const res = await availability({ ids: [dish('2001')], isAvailable: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      until: null,
      connections: [
        { instanceId: ids.wolt, platform: 'wolt', name: expect.any(String), changed: 1, sent: true },
        { instanceId: ids.bolt, platform: 'bolt', name: 'bolt store', changed: 1, sent: true },
        { instanceId: ids.fudy, platform: 'fudy', name: 'fudy store', changed: 1, sent: true },
        { instanceId: ids.glovo, platform: 'glovo', name: 'glovo store', changed: 1, sent: true },
      ],
    });
    await drainDueJobs(pair.app);

    expect(woltPatches('items').map((c) => [c.status, c.body])).toEqual([
      [200, { data: [{ external_id: dish('2001'), in_stock: false, enabled: false }] }],
    ]);
    expect(woltPatches('options/values')).toEqual([]);
    const glovoCall = glovo.calls.find((c) => c.path === `/webhook/stores/${GLOVO.storeId}/menu/updates`)!;
    expect(glovoCall.method).toBe('POST');
    expect(glovoCall.headers.authorization).toBe(GLOVO.apiToken);
    expect(glovoCall.body).toEqual({ products: [{ id: dish('2001'), available: false }], attributes: [] });
    const boltCall = bolt.calls.find((c) => c.path.endsWith('genericClient/updateMenuItemAvailability'))!;
    expect(boltCall.status).toBe(200);
    expect(boltCall.body).toEqual({
      provider_id: BOLT.providerId,
      items: [{ id: dish('2001'), is_available: false }],
      options: [],
    });
    // Fudy's connector has no item call: the menu goes again, the dish in it unavailable.
    const fudyCall = fudy.calls.filter((c) => c.path === '/store/menu').at(-1)!;
    const fudyItems = (
      fudyCall.body as { categories: { items: { id: string; isAvailable: boolean }[] }[] }
    ).categories.flatMap((c) => c.items);
    expect(fudyItems.find((i) => i.id === dish('2001'))?.isAvailable).toBe(false);
    expect(await enabledOnWolt(dish('2001'))).toBe(false);
    // Nothing changes the second time: nothing is sent.
    const again = (await availability({ ids: [dish('2001')], isAvailable: false })).json();
    expect(again.connections.map((c: { changed: number; sent: boolean }) => [c.changed, c.sent])).toEqual([
      [0, false],
      [0, false],
      [0, false],
      [0, false],
    ]);
  });

  it('refuses an order for a sold-out item and for an unmapped one as INCORRECT, in words', async () => {
    const template = await pair.wolt.createOrder();
    await template.delivery;
    await drainDueJobs(pair.app);
    const item = template.order.items[0]!;
    const soldOut = await receiveWoltOrder(pair, {
      items: [{ ...item, name: 'Cepelinai', pos_id: dish('2001'), options: [] }],
    });
    const stored = (await inject({ url: `/api/orders/${soldOut.id}` })).json();
    expect(stored).toMatchObject({ statusId: OrderStatus.INCORRECT, isCreatedInRKeeper: false });
    expect(stored.posProblems).toEqual(['"Cepelinai" is switched off (sold out) in this platform\'s menu']);

    const unmapped = await receiveWoltOrder(pair, {
      items: [{ ...item, name: 'Mystery', pos_id: 'i_999999', options: [] }],
    });
    const second = (await inject({ url: `/api/orders/${unmapped.id}` })).json();
    expect(second).toMatchObject({ statusId: OrderStatus.INCORRECT, isCreatedInRKeeper: false });
    expect(second.posProblems).toEqual(['"Mystery" (POS id i_999999) matches no r_keeper dish']);
  });

  it('a modifier goes off in every dish with the same r_keeper id, as Wolt option values', async () => {
    const ref = modifierIdentOf('103');
    const menu = (await inject({ url: `/api/Menu?venueId=${pair.venueId}` })).json();
    const same: string[] = [];
    const walk = (nodes: { id: string; kind: string; children: never[] }[]) => {
      for (const n of nodes) {
        if (n.kind === 'modifier' && n.id.endsWith(`_${ref}`)) same.push(n.id);
        walk(n.children);
      }
    };
    walk(menu.woltInstances[0].children);
    expect(same.length).toBeGreaterThan(0);
    pair.wolt.calls.length = 0;
    const res = await availability({ ids: [modifier('2001', '103')], isAvailable: false });
    expect(res.statusCode).toBe(200);
    // Wolt's window since the last item call is passed over: each step here is a window of its own.
    await runPendingNow(MENU_AVAILABILITY_JOB);
    expect(woltPatches('items')).toEqual([]);
    expect(woltPatches('options/values').map((c) => c.body)).toEqual([
      { data: same.map((id) => ({ external_id: id, enabled: false })) },
    ]);
    const glovoCall = glovo.calls.filter((c) => c.path.endsWith('/menu/updates')).at(-1)!;
    expect(glovoCall.body).toEqual({
      products: [],
      attributes: same.map((id) => ({ id, available: false })),
    });
    await availability({ ids: [modifier('2001', '103')], isAvailable: true });
    await runPendingNow(MENU_AVAILABILITY_JOB);
    expect(woltPatches('options/values').at(-1)!.body).toEqual({
      data: same.map((id) => ({ external_id: id, enabled: true })),
    });
  });

  it('brings a dish back by itself at the end time, unless it was changed again since', async () => {
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const res = await availability({ ids: [dish('1002'), dish('2002')], isAvailable: false, until });
    expect(res.statusCode).toBe(200);
    expect(res.json().until).toBe(until);
    await runPendingNow(MENU_AVAILABILITY_JOB);
    const timer = await pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('type', '=', MENU_AVAILABILITY_RETURN_JOB)
      .executeTakeFirstOrThrow();
    expect(timer).toEqual({ run_at: until, status: 'pending' });
    // The soup is sold out again later without an end: it stays out when the timer fires.
    expect((await availability({ ids: [dish('2002')], isAvailable: false })).statusCode).toBe(200);
    pair.wolt.calls.length = 0;
    await runPendingNow(MENU_AVAILABILITY_RETURN_JOB);
    await runPendingNow(MENU_AVAILABILITY_JOB);
    expect(woltPatches('items').map((c) => c.body)).toEqual([
      { data: [{ external_id: dish('1002'), in_stock: true, enabled: true }] },
    ]);
    expect(await enabledOnWolt(dish('1002'))).toBe(true);
    expect(await enabledOnWolt(dish('2002'))).toBe(false);
    const audit = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['user_id', 'after_json'])
      .where('action', '=', 'menu.availability')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBeNull();
    expect(JSON.parse(audit.after_json!)).toEqual({ ids: [dish('1002')], isAvailable: true, until: null });
  });

  it('refuses bad input in the error shape, keeps other venues out and lets an operator mark sold out', async () => {
    const bad = async (payload: object) => {
      const res = await availability(payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await bad({ ids: [], isAvailable: false })).toHaveProperty('ids');
    expect(
      await bad({
        ids: [dish('1001')],
        isAvailable: true,
        until: new Date(Date.now() + 60_000).toISOString(),
      }),
    ).toEqual({ until: ['An end time goes with sold out only'] });
    expect(
      await bad({
        ids: [dish('1001')],
        isAvailable: false,
        until: new Date(Date.now() - 60_000).toISOString(),
      }),
    ).toEqual({ until: ['The end time must be in the future'] });
    expect(await bad({ ids: [dish('1001'), 'i_424242'], isAvailable: false })).toEqual({
      'ids.1': ['No such menu element'],
    });
    expect(await bad({ ids: [dish('2003')], isAvailable: true })).toEqual({
      'ids.0': ['"Balandėliai su pomidorų padažu" is not on sale in r_keeper and cannot be switched on'],
    });

    const other = await signInOtherVenueManager(pair.app, { venueName: 'Far avail', userName: 'avail.far' });
    expect((await availability({ ids: [dish('1001')], isAvailable: false }, other)).statusCode).toBe(404);
    await createUser(pair.app.ctx.db.kysely, pair.app.clock, {
      userName: 'avail.op',
      password: 'Operator-pass-1',
      role: Role.OPERATOR,
      venueId: pair.venueId,
    });
    const operator = (await signIn(pair.app, { userName: 'avail.op', password: 'Operator-pass-1' }))
      .accessToken;
    const res = await availability({ ids: [dish('1001')], isAvailable: false }, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().connections[0]).toMatchObject({ platform: 'wolt', changed: 1, sent: true });
  });

  it('sends a category of 120 dishes to Wolt in batches of 100 with a pause, to Glovo and Bolt at once', async () => {
    // An export with one more category of 120 dishes.
    const extra = Array.from({ length: 120 }, (_, i) => 1_099_001 + i);
    const content = (
      await rkExportFile(rk, [
        'CATEGLIST',
        'MENUITEMS',
        'MODIGROUPS',
        'MODIFIERS',
        'MODISCHEMES',
        'COMBOSCHEMES',
      ])
    )
      .replace(
        '<Item Ident="3000007"',
        '<Item Ident="3000099" Code="99" Name="Daug" Status="rsActive" MainParentIdent="0"/><Item Ident="3000007"',
      )
      .replace(
        /(<RK7Reference Name="MENUITEMS"><Items>)/,
        `$1${extra
          .map(
            (ident) =>
              `<Item Ident="${ident}" Code="${ident - 1_000_000}" Name="Patiekalas ${ident}" Status="rsActive" MainParentIdent="3000099" ModiScheme="0" ComboScheme="0" PRICETYPES-0="100"/>`,
          )
          .join('')}`,
      );
    const imported = await inject({
      method: 'POST',
      url: `/api/Menu/MenuFromFile?venueId=${pair.venueId}`,
      payload: { fileName: 'big.xml', content },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().dishes).toBe(134);
    await drainDueJobs(pair.app);
    // The earlier tests' changes still waiting for Wolt's window go out first.
    await runPendingNow(MENU_AVAILABILITY_JOB);
    pair.wolt.calls.length = 0;
    glovo.calls.length = 0;
    bolt.calls.length = 0;

    const res = await availability({ ids: ['k_3000099'], isAvailable: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().connections[0]).toMatchObject({ platform: 'wolt', changed: 120, sent: true });
    await runPendingNow(MENU_AVAILABILITY_JOB);
    const expected = extra.map((ident) => ({ external_id: `i_${ident}`, in_stock: false, enabled: false }));
    expect(woltPatches('items').map((c) => c.body)).toEqual([
      { data: expected.slice(0, WOLT_AVAILABILITY_BATCH) },
    ]);
    const next = await pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .select('run_at')
      .where('type', '=', MENU_AVAILABILITY_JOB)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Date.parse(next.run_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    await runPendingNow(MENU_AVAILABILITY_JOB);
    expect(woltPatches('items').map((c) => c.body)).toEqual([
      { data: expected.slice(0, WOLT_AVAILABILITY_BATCH) },
      { data: expected.slice(WOLT_AVAILABILITY_BATCH) },
    ]);
    const glovoCalls = glovo.calls.filter((c) => c.path.endsWith('/menu/updates'));
    expect(glovoCalls).toHaveLength(1);
    expect((glovoCalls[0]!.body as { products: unknown[] }).products).toHaveLength(120);
    const boltCalls = bolt.calls.filter((c) => c.path.endsWith('updateMenuItemAvailability'));
    expect(boltCalls).toHaveLength(1);
    expect((boltCalls[0]!.body as { items: unknown[] }).items).toEqual(
      extra.map((ident) => ({ id: `i_${ident}`, is_available: false })),
    );
  });

  it("merges the changes made within Wolt's 15 minutes into the one call of the next window, and waits out a 429", async () => {
    await runPendingNow(MENU_AVAILABILITY_JOB);
    pair.wolt.calls.length = 0;
    // An item call just went out: three changes within the window, one of them undone.
    expect((await availability({ ids: [dish('2001')], isAvailable: true })).statusCode).toBe(200);
    expect((await availability({ ids: [dish('1002')], isAvailable: false })).statusCode).toBe(200);
    expect((await availability({ ids: [dish('2001')], isAvailable: false })).statusCode).toBe(200);
    await drainDueJobs(pair.app);
    expect(woltPatches('items')).toEqual([]);
    const waiting = await pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .select(['payload', 'run_at'])
      .where('type', '=', MENU_AVAILABILITY_JOB)
      .where('status', '=', 'pending')
      .execute();
    const woltJobs = waiting.filter((j) => JSON.parse(j.payload).instanceId === ids.wolt);
    expect(woltJobs).toHaveLength(1);
    expect(Date.parse(woltJobs[0]!.run_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    await runPendingNow(MENU_AVAILABILITY_JOB);
    // Wolt's documented body: `PATCH /venues/{id}/items {"data": [{external_id, in_stock, enabled}]}`.
    expect(woltPatches('items').map((c) => [c.status, c.body])).toEqual([
      [
        200,
        {
          data: [
            { external_id: dish('2001'), in_stock: false, enabled: false },
            { external_id: dish('1002'), in_stock: false, enabled: false },
          ],
        },
      ],
    ]);

    // Over the limit: Wolt answers 429 with Retry-After; the change waits the window, not given up.
    pair.wolt.calls.length = 0;
    pair.wolt.failNext(1, 429, 1200);
    expect((await availability({ ids: [dish('2001')], isAvailable: true })).statusCode).toBe(200);
    await runPendingNow(MENU_AVAILABILITY_JOB);
    expect(woltPatches('items').map((c) => c.status)).toEqual([429]);
    const retry = (
      await pair.app.ctx.db.kysely
        .selectFrom('jobs')
        .select(['payload', 'run_at', 'status'])
        .where('type', '=', MENU_AVAILABILITY_JOB)
        .where('status', 'in', ['pending', 'dead'])
        .execute()
    ).filter((j) => JSON.parse(j.payload).instanceId === ids.wolt);
    expect(retry.map((j) => j.status)).toEqual(['pending']);
    // Retry-After (20 minutes) is longer than the window: it is the one waited.
    expect(Date.parse(retry[0]!.run_at) - Date.now()).toBeGreaterThan(19 * 60_000);
    await runPendingNow(MENU_AVAILABILITY_JOB);
    expect(woltPatches('items').map((c) => [c.status, c.body])).toEqual([
      [429, { data: [{ external_id: dish('2001'), in_stock: true, enabled: true }] }],
      [200, { data: [{ external_id: dish('2001'), in_stock: true, enabled: true }] }],
    ]);
  });
});
