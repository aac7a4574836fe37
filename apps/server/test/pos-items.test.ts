import { PosIdLookup, Role, type TPlatformPosItem, type TPlatformPosItems } from '@orderdesk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simRkeeperMenu, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import type { WoltOrderItem } from '../../../tools/src/wolt/wolt-types';
import { createUser } from '../src/seed/seed';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, signIn, signInOtherVenueManager } from './support/test-app';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

// The simulated cash server's codes differ from its idents (dish "Kibinas": Ident 1002005, Code 2005),
// as r_keeper's own documentation example does (Ident 1000189, Code 222).
const menu = simRkeeperMenu();
const plain = menu.dishes.filter((d) => !d.comboSchemeIdent && !d.schemeIdent);
const byIdent = plain[0]!;
const byCode = plain[1]!;
const spare = plain[2]!;
const UNKNOWN_REF = '880001';

let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let admin: string;
let manager: string;
let operator: string;
let stranger: string;
let sampleItem: WoltOrderItem;

beforeAll(async () => {
  world = await startRkeeperWorld();
  ({ pair, rk } = world);
  admin = world.token;
  const db = pair.app.ctx.db.kysely;
  for (const [userName, role] of [
    ['items.manager', Role.MANAGER],
    ['items.operator', Role.OPERATOR],
  ] as const)
    await createUser(db, pair.app.clock, { userName, password: 'Items-pass-1', role, venueId: pair.venueId });
  manager = (await signIn(pair.app, { userName: 'items.manager', password: 'Items-pass-1' })).accessToken;
  operator = (await signIn(pair.app, { userName: 'items.operator', password: 'Items-pass-1' })).accessToken;
  stranger = await signInOtherVenueManager(pair.app, { venueName: 'Far away', userName: 'far.manager' });
  sampleItem = (await receiveWoltOrder(pair)).order.items[0]!;
});
afterAll(() => world.close());
beforeEach(() => rk.reset());

const itemOf = (name: string, posId: string): WoltOrderItem => ({
  ...sampleItem,
  name,
  pos_id: posId,
  options: [],
});

const items = (query = '', token = manager, venueId = pair.venueId) =>
  pair.app.app.inject({ url: `/api/venues/${venueId}/pos-items${query}`, headers: bearer(token) });
const itemsJson = async (query = '') => (await items(query)).json() as TPlatformPosItems;
const find = (list: TPlatformPosItems, ref: string, kind = 'dish'): TPlatformPosItem | undefined =>
  list.items.find((i) => i.platform === 'wolt' && i.platformRef === ref && i.kind === kind);
const setLookup = (posIdLookup: number, token = manager) =>
  pair.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: { id: pair.venueId, settings: { posIdLookup } },
  });
const saveMapping = (body: object, token = manager) =>
  pair.app.app.inject({
    method: 'PUT',
    url: `/api/venues/${pair.venueId}/pos-mappings`,
    headers: bearer(token),
    payload: body,
  });
const download = () =>
  pair.app.app.inject({
    method: 'POST',
    url: '/api/Menu/Download',
    headers: bearer(manager),
    payload: { venueId: pair.venueId },
  });

describe('POS id lookup by Ident or Code', () => {
  // One Wolt order whose first line carries an r_keeper Ident, its second an r_keeper Code.
  const orderWithBoth = () =>
    receiveWoltOrder(pair, {
      items: [itemOf('By ident', byIdent.ident), itemOf('By code', byCode.code)],
    });

  it('reads Ident, then Code by default: both lines reach the check as their r_keeper dishes', async () => {
    const venue = await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(manager) });
    expect(venue.json().settings.posIdLookup).toBe(PosIdLookup.IDENT_THEN_CODE);
    const order = await orderWithBoth();
    expect(await world.getOrder(order.id)).toMatchObject({ isCreatedInRKeeper: true });
    expect(rk.checks()).toHaveLength(1);
    expect(rk.checks()[0]!.sessions[0]!.lines.map((l) => l.dishIdent)).toEqual([byIdent.ident, byCode.ident]);

    const list = await itemsJson();
    expect(find(list, byIdent.ident)).toMatchObject({
      name: 'By ident',
      seenIn: ['orders'],
      rk: { ident: byIdent.ident, code: byIdent.code, name: byIdent.name },
      match: 'ident',
      mappingId: null,
    });
    expect(find(list, byCode.code)).toMatchObject({ rk: { ident: byCode.ident }, match: 'code' });
  });

  it('with "Ident only", a line carrying a Code is Incorrect and shows unmapped', async () => {
    expect((await setLookup(PosIdLookup.IDENT_ONLY)).statusCode).toBe(200);
    const order = await orderWithBoth();
    expect(await world.getOrder(order.id)).toMatchObject({ statusId: 8, isCreatedInRKeeper: false });
    const problems = await pair.app.app.inject({
      url: `/api/orders/${order.id}/pos-problems`,
      headers: bearer(manager),
    });
    expect(problems.json().problems).toMatchObject([{ line: 'By code', platformRef: byCode.code }]);
    const list = await itemsJson('?unmappedOnly=true');
    expect(list.posIdLookup).toBe(PosIdLookup.IDENT_ONLY);
    expect(find(list, byCode.code)).toMatchObject({ rk: null, match: null });
    expect(find(list, byIdent.ident)).toBeUndefined();
    expect(rk.checks()).toHaveLength(0);
  });

  it('with "Code only", a line carrying an Ident is Incorrect', async () => {
    expect((await setLookup(PosIdLookup.CODE_ONLY)).statusCode).toBe(200);
    const order = await orderWithBoth();
    expect(await world.getOrder(order.id)).toMatchObject({ statusId: 8 });
    const problems = await pair.app.app.inject({
      url: `/api/orders/${order.id}/pos-problems`,
      headers: bearer(manager),
    });
    expect(problems.json().problems).toMatchObject([{ line: 'By ident', platformRef: byIdent.ident }]);
    const list = await itemsJson();
    expect(find(list, byIdent.ident)).toMatchObject({ rk: null });
    expect(find(list, byCode.code)).toMatchObject({ rk: { ident: byCode.ident }, match: 'code' });
  });

  it('with "Code, then Ident", both lines map again', async () => {
    expect((await setLookup(PosIdLookup.CODE_THEN_IDENT)).statusCode).toBe(200);
    const order = await orderWithBoth();
    expect(await world.getOrder(order.id)).toMatchObject({ isCreatedInRKeeper: true });
    expect(rk.checks()[0]!.sessions[0]!.lines.map((l) => l.dishIdent)).toEqual([byIdent.ident, byCode.ident]);
    expect((await setLookup(PosIdLookup.IDENT_THEN_CODE)).statusCode).toBe(200);
  });

  it('refuses a lookup outside the list with 400 and keeps the setting', async () => {
    const bad = await setLookup(7);
    expect(bad.statusCode).toBe(400);
    const venue = await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(manager) });
    expect(venue.json().settings.posIdLookup).toBe(PosIdLookup.IDENT_THEN_CODE);
  });
});

describe('the mapping screen', () => {
  it("lists the published menu and the orders' items, searched by name, POS id, ident and code", async () => {
    expect((await download()).statusCode).toBe(200);
    await receiveWoltOrder(pair, { items: [itemOf('Mystery pie', UNKNOWN_REF)] });

    const all = await itemsJson('?limit=500');
    expect(all.menuSource).not.toBeNull();
    expect(all.unmapped).toBeGreaterThan(0);
    // The unmapped come first.
    expect(all.items[0]!.rk).toBeNull();
    expect(find(all, `i_${spare.ident}`)).toMatchObject({
      seenIn: expect.arrayContaining(['menu', 'mapping']),
      rk: { ident: spare.ident, code: spare.code },
      match: 'import',
    });
    expect(find(all, UNKNOWN_REF)).toMatchObject({ name: 'Mystery pie', rk: null, seenIn: ['orders'] });
    const modifier = all.items.find((i) => i.kind === 'modifier' && i.platform === 'wolt');
    expect(modifier?.rk).not.toBeNull();

    const byName = await itemsJson(`?search=${encodeURIComponent('mystery PIE')}`);
    expect(byName.items.map((i) => i.platformRef)).toEqual([UNKNOWN_REF]);
    expect((await itemsJson(`?search=${UNKNOWN_REF}`)).items.map((i) => i.name)).toEqual(['Mystery pie']);
    const byRkCode = await itemsJson(`?search=${spare.code}&platform=wolt&kind=dish`);
    expect(byRkCode.items.map((i) => i.platformRef)).toContain(`i_${spare.ident}`);
    const byRkIdent = await itemsJson(`?search=${spare.ident}&platform=wolt&kind=dish`);
    expect(byRkIdent.items.map((i) => i.platformRef)).toContain(`i_${spare.ident}`);

    const unmapped = await itemsJson('?unmappedOnly=true&limit=500');
    expect(unmapped.items.length).toBe(all.unmapped);
    expect(unmapped.items.every((i) => i.rk === null)).toBe(true);
    expect(find(unmapped, UNKNOWN_REF)).toBeDefined();
  });

  it('keeps a manual mapping through the next import, and Clear hands the item back to the lookup', async () => {
    const mapped = await saveMapping({
      platform: 'wolt',
      kind: 'dish',
      platformRef: UNKNOWN_REF,
      rkIdent: spare.ident,
    });
    expect(mapped.statusCode).toBe(200);
    // Over a row the import wrote: the published dish is written as another r_keeper dish.
    const moved = await saveMapping({
      platform: 'wolt',
      kind: 'dish',
      platformRef: `i_${byIdent.ident}`,
      rkIdent: spare.ident,
    });
    expect(moved.statusCode).toBe(200);

    rk.bumpXmlVersion();
    expect((await download()).statusCode).toBe(200);
    const after = await itemsJson('?limit=500');
    expect(find(after, UNKNOWN_REF)).toMatchObject({ rk: { ident: spare.ident }, match: 'manual' });
    expect(find(after, `i_${byIdent.ident}`)).toMatchObject({ rk: { ident: spare.ident }, match: 'manual' });

    // The hand-over writes what the screen shows.
    const order = await receiveWoltOrder(pair, { items: [itemOf('Mystery pie', UNKNOWN_REF)] });
    expect(await world.getOrder(order.id)).toMatchObject({ isCreatedInRKeeper: true });
    expect(rk.checks()[0]!.sessions[0]!.lines.map((l) => l.dishIdent)).toEqual([spare.ident]);

    const cleared = await pair.app.app.inject({
      method: 'DELETE',
      url: `/api/venues/${pair.venueId}/pos-mappings/${find(after, UNKNOWN_REF)!.mappingId}`,
      headers: bearer(admin),
    });
    expect(cleared.statusCode).toBe(204);
    expect(find(await itemsJson('?limit=500'), UNKNOWN_REF)).toMatchObject({
      rk: null,
      match: null,
      mappingId: null,
    });
  });

  it('lets an operator read but not edit (403), and hides another venue (404)', async () => {
    expect((await items('', operator)).statusCode).toBe(200);
    const body = { platform: 'wolt', kind: 'dish', platformRef: UNKNOWN_REF, rkIdent: spare.ident };
    expect((await saveMapping(body, operator)).statusCode).toBe(403);
    const anyRow = (await itemsJson('?limit=500')).items.find((i) => i.mappingId !== null)!;
    const operatorClear = await pair.app.app.inject({
      method: 'DELETE',
      url: `/api/venues/${pair.venueId}/pos-mappings/${anyRow.mappingId}`,
      headers: bearer(operator),
    });
    expect(operatorClear.statusCode).toBe(403);
    expect((await setLookup(PosIdLookup.CODE_ONLY, operator)).statusCode).toBe(403);
    expect(find(await itemsJson(`?search=${UNKNOWN_REF}`), UNKNOWN_REF)).toMatchObject({ rk: null });

    expect((await items('', stranger)).statusCode).toBe(404);
    expect((await saveMapping(body, stranger)).statusCode).toBe(404);
    expect((await items('', admin)).statusCode).toBe(200);
  });

  it('answers bad input with 400 in the error shape', async () => {
    for (const query of ['?unmappedOnly=maybe', '?limit=0', '?limit=501', '?platform=uber', '?kind=combo']) {
      const answer = await items(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toHaveProperty('errors');
    }
    expect((await items('', manager, 2147483648)).statusCode).toBe(400);
    expect((await items(`?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const modifierAsDish = await saveMapping({
      platform: 'wolt',
      kind: 'dish',
      platformRef: UNKNOWN_REF,
      rkIdent: menu.modifiers[0]!.ident,
    });
    expect(modifierAsDish.statusCode).toBe(400);
    expect(modifierAsDish.json().errors.rkIdent).toBeDefined();
    expect((await saveMapping({ platform: 'wolt', kind: 'dish', platformRef: ' ' })).statusCode).toBe(400);
  });
});
