// A menu read from recorded-form r_keeper 7 answers (test/fixtures/rk7-recorded/, written from r_keeper's
// documentation and the shapes real servers answer with): the import, each platform's publish and its
// preview, the mapping search and the hand-over, in both of r_keeper's answer forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import type { BoltSimulator } from '../../../tools/src/bolt';
import type { FudySimulator } from '../../../tools/src/fudy';
import type { GlovoSimulator } from '../../../tools/src/glovo';
import { injectAs, startMenuWorld, type InjectOptions, type MenuWorld } from './support/menu-world';
import { drainDueJobs, drainJobs } from './support/test-app';
import { recordedAnswer, startRecordedRk7, type RecordedRk7 } from './support/rk7-recorded-server';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

const RK = { login: 'XMLUSER', password: 'recorded-1' };
const STORES = {
  bolt: { providerId: 'bolt-rec', integratorId: 'int-rec', hmacSecret: 'bolt-rec-secret' },
  fudy: { restaurantId: 'fudy-rec', apiKey: 'fudy-rec-key', webhookSecret: 'fudy-rec-hook' },
  glovo: { storeId: 'glovo-rec', apiToken: 'glovo-rec-token', webhookToken: 'glovo-rec-hook' },
};

// Idents of the recorded reference.
const RIBEYE = '10028';
const DONENESS = '3001';
const MEDIUM = '4003';
const SAUCE = '3002';
const CLASSIC_BURGER = '10040';
const ESPRESSO = '10089';
const BEER = '10101';
const DAILY_SPECIAL_1 = '10102';
const TUNA_STEAK = '10037';
const LUNCH_COMBO = '20001';
const DRAFTS_AND_DELETED = ['30001', '30002', '30003', '30004', '30005'];

interface MenuNode {
  id: string;
  kind: string;
  rkIdent: string;
  name: string;
  price: number | null;
  isBrokenCombo: boolean;
  isDisabledInRk: boolean;
  min: number | null;
  max: number | null;
  freeCount?: number | null;
  isDefault?: boolean;
  prepMinutes?: number | null;
  children: MenuNode[];
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- platform bodies as the simulators recorded them
type Json = any;
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

let world: MenuWorld;
let pair: WoltPair;
let rk: RecordedRk7;
let bolt: BoltSimulator;
let fudy: FudySimulator;
let glovo: GlovoSimulator;
let token: string;

const inject = (opts: InjectOptions) => injectAs(pair, token, opts);
const download = () =>
  inject({ method: 'POST', url: '/api/Menu/Download', payload: { venueId: pair.venueId } });

async function woltTree(): Promise<MenuNode[]> {
  const menu = (await inject({ url: `/api/Menu?venueId=${pair.venueId}` })).json();
  return flat(menu.woltInstances[0].children as MenuNode[]);
}

beforeAll(async () => {
  world = await startMenuWorld(STORES);
  ({ pair, bolt, fudy, glovo, token } = world);
  rk = await startRecordedRk7(RK);
  const put = await inject({
    method: 'PUT',
    url: '/api/venues',
    payload: {
      id: pair.venueId,
      rkeeperSettings: {
        isEnabled: true,
        url: rk.xmlUrl,
        login: RK.login,
        password: RK.password,
        certificateFingerprint: rk.fingerprint,
        stationCode: '1',
        tableCode: '77',
      },
    },
  });
  expect(put.statusCode).toBe(200);
});
afterAll(async () => {
  await world.close();
  await rk.close();
});

describe('a menu from a recorded r_keeper 7.7 reference', () => {
  it('imports the dishes in use with their prices, combos only where a scheme names components', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dishes: 111, combos: 7, categories: 8, modifiers: 23 });
    const getRef = rk.callsOf('GetRefData')[0]!.xml;
    expect(getRef).toContain('OnlyActive="1"');
    expect(getRef).not.toContain('onlyActive');

    const nodes = await woltTree();
    const byIdent = (ident: string) => nodes.find((n) => n.rkIdent === ident && n.kind !== 'modifierGroup');
    // Drafts, deleted rows and the placeholder are not in the menu at all.
    for (const ident of [...DRAFTS_AND_DELETED, '0']) expect(byIdent(ident)).toBeUndefined();
    expect(nodes.filter((n) => n.kind === 'dish')).toHaveLength(111);
    expect(nodes.filter((n) => n.kind === 'combo')).toHaveLength(7);
    expect(nodes.some((n) => n.isBrokenCombo)).toBe(false);
    // Prices: GetOrderMenu's ×100 where the reference has none; the reference's own in both forms.
    expect(byIdent(RIBEYE)).toMatchObject({ kind: 'dish', price: 15900, prepMinutes: 13 });
    expect(byIdent(ESPRESSO)?.price).toBe(250);
    expect(byIdent(BEER)?.price).toBe(390);
    expect(byIdent(DAILY_SPECIAL_1)?.price).toBe(1290);
    expect(byIdent(TUNA_STEAK)).toMatchObject({ price: null, isDisabledInRk: true });
    expect(byIdent(LUNCH_COMBO)).toMatchObject({ kind: 'combo', price: 1090 });
    expect(nodes.find((n) => n.name === 'Bacon burger')?.name).toBe('Bacon burger');
    expect(nodes.find((n) => n.name === 'Beer "Svyturys"')).toBeDefined();

    // The steak keeps its one-of-one doneness (Medium chosen unless changed) and its sauces.
    const steak = byIdent(RIBEYE)!;
    const [doneness, sauce] = steak.children;
    expect(doneness).toMatchObject({ kind: 'modifierGroup', rkIdent: DONENESS, min: 1, max: 1 });
    expect(doneness!.children.filter((m) => m.isDefault).map((m) => m.rkIdent)).toEqual([MEDIUM]);
    expect(sauce).toMatchObject({ rkIdent: SAUCE, min: 0, max: 2, freeCount: 1 });
    expect(sauce!.children.map((m) => m.price)).toEqual([150, 150, 200, 100]);
    expect(sauce!.children.some((m) => m.name === 'Truffle oil (new)')).toBe(false);
  });

  it('lists only what is in use in the mapping search, after the hand-over read the menu too', async () => {
    const template = await pair.wolt.createOrder();
    await template.delivery;
    await drainJobs(pair.app);
    for (const search of ['draft', 'Old burger', 'Discontinued']) {
      const res = await inject({
        url: `/api/venues/${pair.venueId}/rk-menu?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([]);
    }
    const all = await inject({ url: `/api/venues/${pair.venueId}/rk-menu?kind=dish&search=burger` });
    const names = (all.json().items as { name: string }[]).map((i) => i.name);
    expect(names).toContain('Classic burger');
    expect(names).not.toContain('');
  });

  it('hands an order over with the imported dish and its option by ident', async () => {
    const template = await pair.wolt.createOrder();
    await template.delivery;
    await drainJobs(pair.app);
    const item = template.order.items[0]!;
    const order = await receiveWoltOrder(pair, {
      items: [
        {
          ...item,
          pos_id: `i_${RIBEYE}`,
          count: 1,
          options: [
            {
              id: 'opt-1',
              name: 'Doneness',
              value: 'Medium',
              price: { amount: 0, currency: item.item_price.unit_price.currency },
              pos_id: `g_${RIBEYE}_${DONENESS}`,
              value_pos_id: `m_${RIBEYE}_${MEDIUM}`,
              count: 1,
            },
          ],
        },
      ],
    });
    const stored = (await inject({ url: `/api/orders/${order.id}` })).json();
    expect(stored).toMatchObject({ isCreatedInRKeeper: true, stateId: 1, posProblems: [] });
    const save = rk.callsOf('SaveOrder').at(-1)!;
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (n) => ['Dish', 'Modi'].includes(n),
    }).parse(save.xml);
    const line = parsed.RK7Query.RK7CMD.Session.Dish[0];
    expect(line.id).toBe(RIBEYE);
    expect(line.Modi.map((m: { id: string }) => m.id)).toEqual([MEDIUM]);
  });

  it('previews and publishes on every platform with the schemes’ limits as option groups', async () => {
    const preview = (await inject({ url: `/api/Menu/PublishPreview?venueId=${pair.venueId}` })).json();
    for (const connection of preview.connections as { added: unknown[] }[]) {
      // 111 dishes and 7 combos, less the 3 r_keeper does not sell and so gave no price.
      expect(connection.added).toHaveLength(115);
    }
    const res = await inject({
      method: 'POST',
      url: '/api/Menu/Publish',
      payload: { venueId: pair.venueId },
    });
    expect(res.statusCode).toBe(200);
    await drainDueJobs(pair.app);

    const steakId = `i_${RIBEYE}`;
    const donenessId = `g_${RIBEYE}_${DONENESS}`;
    const sauceId = `g_${RIBEYE}_${SAUCE}`;
    const woltCall = pair.wolt.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/menu')).at(-1)!;
    const woltItems = (
      woltCall.body as {
        categories: { items: { external_data: string; price: number; options: Json[] }[] }[];
      }
    ).categories.flatMap((c) => c.items);
    expect(woltItems).toHaveLength(115);
    const steak = woltItems.find((i) => i.external_data === steakId)!;
    expect(steak.price).toBe(15900);
    expect(steak.options.map((o) => [o.external_data, o.type, o.selection_range])).toEqual([
      [donenessId, 'SingleChoice', { min: 1, max: 1 }],
      [sauceId, 'MultiChoice', { min: 0, max: 2 }],
    ]);
    expect(steak.options[0].values.filter((v: { default: boolean }) => v.default)).toHaveLength(1);
    // A burger's sauce: one of one, and free (FreeCount 1 covers it).
    const burger = woltItems.find((i) => i.external_data === `i_${CLASSIC_BURGER}`)!;
    const burgerSauce = burger.options.find((o) => o.external_data === `g_${CLASSIC_BURGER}_${SAUCE}`);
    expect(burgerSauce.selection_range).toEqual({ min: 0, max: 1 });
    expect(burgerSauce.values.map((v: { price: number }) => v.price)).toEqual([0, 0, 0, 0]);

    const glovoMenu = glovo.menuUploads.at(-1)!.menu as {
      products: unknown[];
      attribute_groups: { id: string; min: number; max: number }[];
    };
    expect(glovoMenu.products).toHaveLength(115);
    expect(glovoMenu.attribute_groups.find((g) => g.id === donenessId)).toMatchObject({ min: 1, max: 1 });
    expect(glovoMenu.attribute_groups.find((g) => g.id === sauceId)).toMatchObject({ min: 0, max: 2 });

    const boltCall = bolt.calls.filter((c) => c.path.endsWith('pushMenu')).at(-1)!;
    const boltItems = (
      boltCall.body as { menu: { categories: { items: { id: string; option_groups: Json[] }[] }[] } }
    ).menu.categories.flatMap((c) => c.items);
    expect(
      boltItems.find((i) => i.id === steakId)!.option_groups.map((g) => [g.min_selected, g.max_selected]),
    ).toEqual([
      [1, 1],
      [0, 2],
    ]);
    const fudyCall = fudy.calls.filter((c) => c.path === '/store/menu').at(-1)!;
    const fudyItems = (
      fudyCall.body as { categories: { items: { id: string; optionGroups: Json[] }[] }[] }
    ).categories.flatMap((c) => c.items);
    expect(fudyItems.find((i) => i.id === steakId)!.optionGroups.map((g) => [g.min, g.max])).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });

  it('reads the 7.25 form (CommandResult) the same, and a refusal inside it as a refusal', async () => {
    rk.setForm('commandResult');
    try {
      const again = await download();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ dishes: 111, combos: 7 });

      rk.refuse('GetOrderMenu', {
        status: 'Query Executing Error',
        errorText: 'Station is not found',
        errorN: 1,
      });
      const refused = await download();
      expect(refused.statusCode).toBe(503);
      expect(JSON.stringify(refused.json())).toContain('Station is not found');
    } finally {
      rk.setForm('root');
    }
  });

  it('changes nothing when an answer cannot be read or holds no dish where the venue had dishes', async () => {
    const mappings = () =>
      pair.app.ctx.db.kysely
        .selectFrom('pos_item_mappings')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('venue_id', '=', pair.venueId)
        .executeTakeFirstOrThrow();
    const before = Number((await mappings()).n);
    const version = (await inject({ url: `/api/Menu?venueId=${pair.venueId}` })).json().menuVersion;
    expect(before).toBeGreaterThan(100);
    const empty = (xml: string) =>
      xml
        .replace(/<Items>[\s\S]*<\/Items>/, '<Items></Items>')
        .replace(/TotalItemCount="\d+"/, 'TotalItemCount="0"');
    const cases = [
      ['an empty reference', empty(recordedAnswer('menuitems.xml')), 'without any dish'],
      [
        'no reference at all',
        recordedAnswer('menuitems.xml').replace(/<RK7Reference[\s\S]*<\/RK7Reference>/, ''),
        'without the reference',
      ],
      ['not XML', '<html><body>Service Unavailable', 'r_keeper did not give the menu'],
    ] as const;
    for (const [what, xml, words] of cases) {
      rk.bumpXmlVersion();
      rk.answerRefWith('MENUITEMS', xml);
      const res = await download();
      expect(res.statusCode, what).toBe(503);
      expect(JSON.stringify(res.json()), what).toContain(words);
    }
    rk.answerRefWith('MENUITEMS', null);
    expect(Number((await mappings()).n)).toBe(before);
    expect((await inject({ url: `/api/Menu?venueId=${pair.venueId}` })).json().menuVersion).toBe(version);
  });
});
