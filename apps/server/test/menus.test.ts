import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import {
  createRkeeperSimulator,
  dishIdentOf,
  modifierIdentOf,
  SIM_COMBO,
  type RkeeperSimulator,
} from '../../../tools/src/rkeeper';
import { createUser } from '../src/seed/seed';
import { connectRkeeper, dish, injectAs, type InjectOptions } from './support/menu-world';
import { rkExportFile } from './support/rk-export';
import { drainJobs, signIn, signInOtherVenueManager } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';

interface Node {
  id: string;
  kind: string;
  name: string;
  rkName: string;
  price: number | null;
  isEnabled: boolean;
  isBrokenCombo: boolean;
  isDisabledInRk: boolean;
  min: number | null;
  max: number | null;
  children: Node[];
}

let pair: WoltPair;
let rk: RkeeperSimulator;
let token: string;

const inject = (opts: InjectOptions) => injectAs(pair, token, opts);

const download = (as?: string) =>
  inject({ method: 'POST', url: '/api/Menu/Download', payload: { venueId: pair.venueId }, as });

async function menu() {
  const res = await inject({ url: `/api/Menu?venueId=${pair.venueId}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    menuVersion: number;
    source: string;
    woltInstances: { instanceId: number; name: string; children: Node[] }[];
    boltInstances: unknown[];
    glovoInstances: unknown[];
    fudyInstances: unknown[];
    woltsInCorrectDiscounts: unknown[];
  };
}

function find(nodes: Node[], id: string): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

const combo = `c_${dishIdentOf(SIM_COMBO.code)}`;

beforeAll(async () => {
  rk = await createRkeeperSimulator();
  await rk.listen(0);
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
  await connectRkeeper(pair.app, token, pair.venueId, rk, { waiterCode: '5' });
});
afterAll(async () => {
  await pair.close();
  await rk.close();
});
beforeEach(() => rk.reset());

describe('POST /api/Menu/Download', () => {
  it('reads the references from r_keeper, then only GetOrderMenu while XmlVersion stays the same', async () => {
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      referencesRead: true,
      categories: 7,
      dishes: 14,
      modifiers: 16,
      combos: 1,
      disabledInRk: 0,
    });
    const refs = rk
      .calls()
      .filter((c) => c.command === 'GetRefData')
      .map((c) => /RefName="(\w+)"/.exec(c.xml)![1]);
    expect(refs).toEqual([
      'CATEGLIST',
      'MENUITEMS',
      'MODIGROUPS',
      'MODIFIERS',
      'MODISCHEMES',
      'COMBOSCHEMES',
    ]);

    rk.reset();
    const second = (await download()).json();
    expect(second).toMatchObject({ referencesRead: false, menuVersion: first.json().menuVersion + 1 });
    expect(rk.calls().map((c) => c.command)).toEqual(['GetOrderMenu']);

    rk.bumpXmlVersion();
    const third = (await download()).json();
    expect(third.referencesRead).toBe(true);
    expect(third.xmlVersion).toBe(String(Number(first.json().xmlVersion) + 1));
  });

  it('answers the menu per connection in docs/product.md §3 shape, with schemes, combo and stop-list', async () => {
    rk.setStopList(['2003']);
    await download();
    const m = await menu();
    expect(m.source).toBe('rkeeper');
    expect(m.boltInstances).toEqual([]);
    expect(m.woltInstances).toHaveLength(1);
    const tree = m.woltInstances[0]!.children;
    expect(tree.map((c) => c.name)).toEqual([
      'Sriubos',
      'Karšti patiekalai',
      'Užkandžiai',
      'Picos ir salotos',
      'Desertai',
      'Gėrimai',
      'Kombo',
    ]);
    const cepelinai = find(tree, dish('2001'))!;
    expect(cepelinai).toMatchObject({ kind: 'dish', price: 890, isEnabled: true, isDisabledInRk: false });
    expect(cepelinai.children).toHaveLength(1);
    expect(cepelinai.children[0]).toMatchObject({ kind: 'modifierGroup', name: 'Padažas', min: 1, max: 1 });
    expect(cepelinai.children[0]!.children.map((n) => [n.id, n.name, n.price])).toEqual([
      [`m_${dishIdentOf('2001')}_${modifierIdentOf('101')}`, 'Spirgučių ir grietinės', 0],
      [`m_${dishIdentOf('2001')}_${modifierIdentOf('102')}`, 'Grietinė', 0],
      [`m_${dishIdentOf('2001')}_${modifierIdentOf('103')}`, 'Grybų padažas', 80],
    ]);
    expect(find(tree, dish('2003'))).toMatchObject({ isDisabledInRk: true, isEnabled: false });
    const lunch = find(tree, combo)!;
    expect(lunch).toMatchObject({ kind: 'combo', price: SIM_COMBO.price, isBrokenCombo: false });
    expect(lunch.children.map((g) => g.children.map((c) => c.id))).toEqual([
      [
        `${combo.replace('c_', 'cc_')}_${dishIdentOf('1001')}`,
        `${combo.replace('c_', 'cc_')}_${dishIdentOf('1002')}`,
      ],
      [
        `${combo.replace('c_', 'cc_')}_${dishIdentOf('2002')}`,
        `${combo.replace('c_', 'cc_')}_${dishIdentOf('2003')}`,
      ],
      [
        `${combo.replace('c_', 'cc_')}_${dishIdentOf('6001')}`,
        `${combo.replace('c_', 'cc_')}_${dishIdentOf('6002')}`,
      ],
    ]);

    // Both soups off the till: the combo has nothing left for its soup and is broken.
    rk.setStopList(['1001', '1002']);
    await download();
    const broken = find((await menu()).woltInstances[0]!.children, combo)!;
    expect(broken).toMatchObject({ isBrokenCombo: true, isEnabled: false });
  });

  it('fills the mapping table, and a platform order with the published ids hands over without a manual mapping', async () => {
    await download();
    const rows = await pair.app.ctx.db.kysely
      .selectFrom('pos_item_mappings')
      .select(['platform', 'kind', 'platform_ref', 'rk_ident'])
      .where('venue_id', '=', pair.venueId)
      .where('platform_ref', '=', dish('2001'))
      .orderBy('platform')
      .execute();
    expect(rows).toEqual(
      ['bolt', 'fudy', 'glovo', 'wolt'].map((platform) => ({
        platform,
        kind: 'dish',
        platform_ref: dish('2001'),
        rk_ident: dishIdentOf('2001'),
      })),
    );

    const template = await pair.wolt.createOrder();
    await template.delivery;
    await drainJobs(pair.app);
    rk.reset();
    const item = template.order.items[0]!;
    const items = [
      {
        ...item,
        pos_id: dish('2001'),
        options: [
          {
            id: 'opt-1',
            name: 'Padažas',
            value: 'Grybų padažas',
            price: { amount: 80, currency: item.item_price.unit_price.currency },
            pos_id: `g_${dishIdentOf('2001')}_10`,
            value_pos_id: `m_${dishIdentOf('2001')}_${modifierIdentOf('103')}`,
            count: 1,
          },
        ],
      },
    ];
    const order = await receiveWoltOrder(pair, { items });
    const stored = (await inject({ url: `/api/orders/${order.id}` })).json();
    expect(stored).toMatchObject({ isCreatedInRKeeper: true, stateId: 1, posProblems: [] });
    const save = rk.calls().find((c) => c.command === 'SaveOrder')!;
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (n) => ['Dish', 'Modi'].includes(n),
    }).parse(save.xml);
    const line = parsed.RK7Query.RK7CMD.Session.Dish[0];
    expect(line.id).toBe(dishIdentOf('2001'));
    expect(line.Modi.map((m: { id: string }) => m.id)).toEqual([modifierIdentOf('103')]);
  });

  it('answers 409 in words when the venue has no r_keeper, and 503 when r_keeper is down', async () => {
    rk.addFault({ fault: 'down' });
    const down = await download();
    expect(down.statusCode).toBe(503);
    expect(down.json().errors.general[0]).toMatch(/r_keeper did not give the menu/);
  });
});

describe('POST /api/Menu', () => {
  it('switches a category with its dishes, skipping what r_keeper does not sell', async () => {
    rk.setStopList(['2003']);
    await download();
    const m = await menu();
    const instanceId = m.woltInstances[0]!.instanceId;
    const mains = m.woltInstances[0]!.children[1]!;
    const save = (items: unknown[], menuVersion = m.menuVersion) =>
      inject({
        method: 'POST',
        url: '/api/Menu',
        payload: { venueId: pair.venueId, menuVersion, instances: [{ instanceId, items }] },
      });

    const off = await save([{ id: mains.id, isEnabled: false }]);
    expect(off.statusCode).toBe(200);
    const tree = off.json().woltInstances[0].children as Node[];
    expect(
      find(tree, mains.id)!
        .children.filter((n) => n.kind === 'dish')
        .map((n) => n.isEnabled),
    ).toEqual([false, false, false, false, false]);
    expect(find(tree, dish('1001'))!.isEnabled).toBe(true);

    rk.setStopList([]);
    await download();
    const again = await menu();
    // Back on sale, the dish the category switch skipped shows its own switch, still on.
    expect(find(again.woltInstances[0]!.children, dish('2003'))!.isEnabled).toBe(true);
    const on = await save([{ id: mains.id, isEnabled: true }], again.menuVersion);
    expect(find(on.json().woltInstances[0].children, dish('2001'))!.isEnabled).toBe(true);
  });

  it('switches a modifier under every dish that offers it, and keeps that on the next read', async () => {
    // The simulated till offers each modifier under one dish; this export gives a second dish the same
    // modifier scheme, so one modifier sits under two dishes.
    const content = await rkExportFile(rk, [
      'CATEGLIST',
      'MENUITEMS',
      'MODIGROUPS',
      'MODIFIERS',
      'MODISCHEMES',
      'COMBOSCHEMES',
    ]);
    const itemTag = (code: string) =>
      new RegExp(`<Item\\b[^>]*\\bIdent="${dishIdentOf(code)}"[^>]*>`).exec(content)![0];
    const scheme = /\bModiScheme="(\d+)"/.exec(itemTag('2001'))![1]!;
    const other = itemTag('5001');
    const sharedScheme = /\bModiScheme="/.test(other)
      ? other.replace(/\bModiScheme="\d*"/, `ModiScheme="${scheme}"`)
      : other.replace('<Item ', `<Item ModiScheme="${scheme}" `);
    const imported = await inject({
      method: 'POST',
      url: `/api/Menu/MenuFromFile?venueId=${pair.venueId}`,
      payload: { fileName: 'shared-modifiers.xml', content: content.replace(other, sharedScheme) },
    });
    expect(imported.statusCode).toBe(200);
    const m = await menu();
    const instanceId = m.woltInstances[0]!.instanceId;
    const modifiers: Node[] = [];
    const collect = (nodes: Node[]) =>
      nodes.forEach((n) => {
        if (n.kind === 'modifier') modifiers.push(n);
        collect(n.children);
      });
    collect(m.woltInstances[0]!.children);
    const refOf = (id: string) => id.slice(id.lastIndexOf('_') + 1);
    // A modifier of the simulated menu offered under more than one dish, so the rule has something to reach.
    const shared = modifiers.find((n) => modifiers.filter((o) => refOf(o.id) === refOf(n.id)).length > 1)!;
    expect(shared).toBeDefined();
    const sameRef = modifiers.filter((n) => refOf(n.id) === refOf(shared.id)).map((n) => n.id);
    const others = modifiers.filter((n) => refOf(n.id) !== refOf(shared.id)).map((n) => n.id);
    expect(sameRef.length).toBeGreaterThan(1);
    expect(others.length).toBeGreaterThan(0);
    const dishesOfShared = sameRef.map((id) => `i_${id.split('_')[1]}`);

    const res = await inject({
      method: 'POST',
      url: '/api/Menu',
      payload: {
        venueId: pair.venueId,
        menuVersion: m.menuVersion,
        instances: [{ instanceId, items: [{ id: sameRef[0], isEnabled: false }] }],
      },
    });
    expect(res.statusCode).toBe(200);
    for (const tree of [
      res.json().woltInstances[0].children as Node[],
      (await menu()).woltInstances[0]!.children,
    ]) {
      expect(sameRef.map((id) => find(tree, id)!.isEnabled)).toEqual(sameRef.map(() => false));
      expect(others.map((id) => find(tree, id)!.isEnabled)).toEqual(others.map(() => true));
      expect(dishesOfShared.map((id) => find(tree, id)!.isEnabled)).toEqual(dishesOfShared.map(() => true));
    }

    const back = await inject({
      method: 'POST',
      url: '/api/Menu',
      payload: {
        venueId: pair.venueId,
        menuVersion: m.menuVersion,
        instances: [{ instanceId, items: [{ id: sameRef[sameRef.length - 1], isEnabled: true }] }],
      },
    });
    const tree = back.json().woltInstances[0].children as Node[];
    expect(sameRef.map((id) => find(tree, id)!.isEnabled)).toEqual(sameRef.map(() => true));
  });

  it('switches a combo component in every combo but not the dish itself, and saves names and prices', async () => {
    await download();
    const m = await menu();
    const instanceId = m.woltInstances[0]!.instanceId;
    const component = `cc_${dishIdentOf(SIM_COMBO.code)}_${dishIdentOf('1002')}`;
    const res = await inject({
      method: 'POST',
      url: '/api/Menu',
      payload: {
        venueId: pair.venueId,
        menuVersion: m.menuVersion,
        instances: [
          {
            instanceId,
            items: [
              { id: component, isEnabled: false },
              {
                id: dish('5001'),
                name: 'Tinginys (naminis)',
                price: 450,
                imageUrl: 'https://img.example/tinginys.jpg',
              },
              { id: dish('5002'), price: 400, discountedPrice: 420 },
            ],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const tree = body.woltInstances[0].children as Node[];
    expect(find(tree, component)!.isEnabled).toBe(false);
    expect(find(tree, dish('1002'))!.isEnabled).toBe(true);
    expect(find(tree, dish('5001'))).toMatchObject({
      name: 'Tinginys (naminis)',
      rkName: 'Tinginys',
      price: 450,
      imageUrl: 'https://img.example/tinginys.jpg',
    });
    expect(body.woltsInCorrectDiscounts).toEqual([
      { instanceId, id: dish('5002'), name: 'Varškės spurgos su uogiene', price: 400, discountedPrice: 420 },
    ]);
    // Cleared overrides read r_keeper's values again.
    const cleared = await inject({
      method: 'POST',
      url: '/api/Menu',
      payload: {
        venueId: pair.venueId,
        menuVersion: m.menuVersion,
        instances: [
          {
            instanceId,
            items: [
              { id: dish('5001'), name: null, price: null },
              { id: dish('5002'), discountedPrice: null },
            ],
          },
        ],
      },
    });
    expect(find(cleared.json().woltInstances[0].children, dish('5001'))).toMatchObject({
      name: 'Tinginys',
      price: 390,
    });
    expect(cleared.json().woltsInCorrectDiscounts).toEqual([]);
  });

  it('refuses a stale version, an unknown element, switching on what r_keeper does not sell, and bad prices', async () => {
    rk.setStopList(['2003']);
    await download();
    const m = await menu();
    const instanceId = m.woltInstances[0]!.instanceId;
    const post = (menuVersion: number, items: unknown[], id = instanceId) =>
      inject({
        method: 'POST',
        url: '/api/Menu',
        payload: { venueId: pair.venueId, menuVersion, instances: [{ instanceId: id, items }] },
      });
    const stale = await post(m.menuVersion - 1, [{ id: dish('1001'), isEnabled: false }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.menuVersion[0]).toMatch(/imported again/);
    const unknown = await post(m.menuVersion, [{ id: 'i_42', isEnabled: false }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['instances.0.items.0.id']).toEqual(['No such menu element']);
    const stopped = await post(m.menuVersion, [{ id: dish('2003'), isEnabled: true }]);
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json().errors['instances.0.items.0.isEnabled'][0]).toMatch(/not on sale in r_keeper/);
    const negative = await post(m.menuVersion, [{ id: dish('1001'), price: -5 }]);
    expect(negative.statusCode).toBe(400);
    const http = await post(m.menuVersion, [{ id: dish('1001'), imageUrl: 'http://img.example/a.jpg' }]);
    expect(http.statusCode).toBe(400);
    const foreign = await post(m.menuVersion, [], 999_999);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['instances.0.instanceId']).toBeDefined();
  });
});

describe('MenuFromFile', () => {
  it('imports an r_keeper export of GetRefData answers, and says which file it was', async () => {
    const content = await rkExportFile(rk, [
      'CATEGLIST',
      'MENUITEMS',
      'MODIGROUPS',
      'MODIFIERS',
      'MODISCHEMES',
      'COMBOSCHEMES',
    ]);
    const res = await inject({
      method: 'POST',
      url: `/api/Menu/MenuFromFile?venueId=${pair.venueId}`,
      payload: { fileName: 'rk7-menu.xml', content },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      categories: 7,
      dishes: 14,
      modifiers: 16,
      combos: 1,
      disabledInRk: 0,
    });
    const m = await menu();
    expect(m.source).toBe('file');
    expect(find(m.woltInstances[0]!.children, dish('2001'))!.children[0]!.children).toHaveLength(3);
    const info = await inject({ url: `/api/Menu/MenuFromFile?venueId=${pair.venueId}` });
    expect(info.json()).toMatchObject({ fileName: 'rk7-menu.xml' });
    expect(info.json().importedAt).toEqual(expect.any(String));
  });

  it('refuses a file without dishes or not in XML, in the error shape', async () => {
    const noDishes = await inject({
      method: 'POST',
      url: `/api/Menu/MenuFromFile?venueId=${pair.venueId}`,
      payload: { fileName: 'cats.xml', content: await rkExportFile(rk, ['CATEGLIST']) },
    });
    expect(noDishes.statusCode).toBe(400);
    expect(noDishes.json().errors.content[0]).toMatch(/MENUITEMS/);
    const notXml = await inject({
      method: 'POST',
      url: `/api/Menu/MenuFromFile?venueId=${pair.venueId}`,
      payload: { fileName: 'menu.csv', content: 'name;price\n<<<' },
    });
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().errors.content).toBeDefined();
    const missing = await inject({
      method: 'POST',
      url: `/api/Menu/MenuFromFile`,
      payload: { fileName: 'a', content: 'b' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.venueId).toBeDefined();
  });
});

describe('menu scope', () => {
  it('keeps other venues out (404) and lets an operator read but not change (403)', async () => {
    await download();
    const other = await signInOtherVenueManager(pair.app, {
      venueName: 'Elsewhere',
      userName: 'menu.far.manager',
    });
    expect((await inject({ url: `/api/Menu?venueId=${pair.venueId}`, as: other })).statusCode).toBe(404);
    expect((await download(other)).statusCode).toBe(404);
    const own = await inject({ url: `/api/Menu?venueId=999999`, as: other });
    expect(own.statusCode).toBe(404);

    await createUser(pair.app.ctx.db.kysely, pair.app.clock, {
      userName: 'menu.operator',
      password: 'Operator-pass-1',
      role: Role.OPERATOR,
      venueId: pair.venueId,
    });
    const operator = (await signIn(pair.app, { userName: 'menu.operator', password: 'Operator-pass-1' }))
      .accessToken;
    expect((await inject({ url: `/api/Menu?venueId=${pair.venueId}`, as: operator })).statusCode).toBe(200);
    expect((await download(operator)).statusCode).toBe(403);
  });
});
