import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simRkeeperMenu, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import type { WoltOrderItem } from '../../../tools/src/wolt/wolt-types';
import { createUser } from '../src/seed/seed';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { PASSWORD, seedArea, seedPerson } from './support/scope-world';
import { bearer, drainJobs, signIn, signInOtherVenueManager } from './support/test-app';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let manager: string;
let operator: string;
let stranger: string;
/** A Wolt line the till does not know: its POS id is no r_keeper code. */
let mystery: WoltOrderItem;
const MYSTERY_REF = '777001';

const menu = simRkeeperMenu();
const target = menu.dishes.find((d) => !d.comboSchemeIdent && !d.schemeIdent)!;

beforeAll(async () => {
  world = await startRkeeperWorld();
  ({ pair, rk } = world);
  const db = pair.app.ctx.db.kysely;
  for (const [userName, role] of [
    ['mending.manager', Role.MANAGER],
    ['mending.operator', Role.OPERATOR],
  ] as const)
    await createUser(db, pair.app.clock, {
      userName,
      password: 'Mending-pass-1',
      role,
      venueId: pair.venueId,
    });
  manager = (await signIn(pair.app, { userName: 'mending.manager', password: 'Mending-pass-1' })).accessToken;
  operator = (await signIn(pair.app, { userName: 'mending.operator', password: 'Mending-pass-1' }))
    .accessToken;
  stranger = await signInOtherVenueManager(pair.app, {
    venueName: 'Elsewhere',
    userName: 'elsewhere.manager',
  });
  const sample = await receiveWoltOrder(pair);
  const first = sample.order.items[0]!;
  mystery = { ...first, name: 'Mystery burger', pos_id: MYSTERY_REF, options: [] };
});
afterAll(() => world.close());
beforeEach(() => rk.reset());

const as = (token: string) => bearer(token);
const problemsOf = (id: number, token = manager) =>
  pair.app.app.inject({ url: `/api/orders/${id}/pos-problems`, headers: as(token) });
const saveMapping = (body: object, token = manager, venueId = pair.venueId) =>
  pair.app.app.inject({
    method: 'PUT',
    url: `/api/venues/${venueId}/pos-mappings`,
    headers: as(token),
    payload: body,
  });
const mappingsOf = async (token = manager) =>
  (
    await pair.app.app.inject({ url: `/api/venues/${pair.venueId}/pos-mappings`, headers: as(token) })
  ).json() as { id: number; platformRef: string; rkIdent: string; isManual: boolean; kind: string }[];
const act = (url: string, id: number, token = manager) =>
  pair.app.app.inject({ method: 'PATCH', url, headers: as(token), payload: { id } });

async function incorrectOrder(item: Partial<WoltOrderItem> = {}) {
  const order = await receiveWoltOrder(pair, { items: [{ ...mystery, ...item }] });
  expect(await world.getOrder(order.id)).toMatchObject({ statusId: 8, stateId: 2 });
  return order;
}

describe('mending an Incorrect order', () => {
  it('names the failed line, lets a manager map it, and Retry writes one check with the mapped dish', async () => {
    const order = await incorrectOrder();
    expect(rk.checks()).toHaveLength(0);

    const problems = await problemsOf(order.id);
    expect(problems.statusCode).toBe(200);
    expect(problems.json()).toMatchObject({
      orderId: order.id,
      platform: 'wolt',
      menuSource: 'rkeeper',
      problems: [
        {
          line: 'Mystery burger',
          option: null,
          kind: 'dish',
          platformRef: MYSTERY_REF,
          reason: 'unknown',
          canMap: true,
        },
      ],
    });
    expect(problems.json().stored[0]).toMatch(/Mystery burger.*matches no r_keeper dish/);

    const search = await pair.app.app.inject({
      url: `/api/venues/${pair.venueId}/rk-menu?search=${encodeURIComponent(target.name.slice(0, 5))}&kind=dish`,
      headers: as(operator),
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().items).toContainEqual({
      ident: target.ident,
      code: target.code,
      name: target.name,
      kind: 'dish',
    });

    const unknownIdent = await saveMapping({
      platform: 'wolt',
      kind: 'dish',
      platformRef: MYSTERY_REF,
      rkIdent: '404404',
    });
    expect(unknownIdent.statusCode).toBe(400);
    expect(unknownIdent.json().errors.rkIdent).toBeDefined();

    const saved = await saveMapping({
      platform: 'wolt',
      kind: 'dish',
      platformRef: MYSTERY_REF,
      rkIdent: target.ident,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ platformRef: MYSTERY_REF, rkIdent: target.ident, isManual: true });
    expect((await problemsOf(order.id)).json().problems).toEqual([]);

    const audit = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('action', '=', 'pos-mapping.save')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      platformRef: MYSTERY_REF,
      rkIdent: target.ident,
    });

    expect((await act('/api/orders/validate', order.id)).statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(await world.getOrder(order.id)).toMatchObject({
      statusId: 1,
      stateId: 1,
      isCreatedInRKeeper: true,
    });
    expect(rk.checks()).toHaveLength(1);
    expect(rk.checks()[0]!.sessions[0]!.lines.map((l) => l.dishIdent)).toEqual([target.ident]);
  });

  it('lets an operator read the mappings but not change them (403); another venue is not found (404)', async () => {
    const order = await incorrectOrder({ name: 'Secret dish', pos_id: '777003' });
    const body = { platform: 'wolt', kind: 'dish', platformRef: 'op-ref', rkIdent: target.ident };
    expect((await saveMapping(body, operator)).statusCode).toBe(403);
    expect((await mappingsOf(operator)).some((m) => m.platformRef === MYSTERY_REF)).toBe(true);
    expect((await saveMapping(body, stranger)).statusCode).toBe(404);
    expect((await problemsOf(order.id, stranger)).statusCode).toBe(404);
    const strangerRead = await pair.app.app.inject({
      url: `/api/venues/${pair.venueId}/pos-mappings`,
      headers: as(stranger),
    });
    expect(strangerRead.statusCode).toBe(404);
    expect((await mappingsOf()).some((m) => m.platformRef === 'op-ref')).toBe(false);
  });

  it('lets a dealer map within their areas only, and answers ids past the integer range with 400', async () => {
    const db = pair.app.ctx.db.kysely;
    const [own, foreign] = [await seedArea(pair.app), await seedArea(pair.app)];
    await db.updateTable('venues').set({ area_id: own }).where('id', '=', pair.venueId).execute();
    const dealerOf = async (areaId: number) => {
      const { userName } = await seedPerson(pair.app, Role.DEALER, { areaIds: [areaId] });
      return (await signIn(pair.app, { userName, password: PASSWORD })).accessToken;
    };
    const body = { platform: 'bolt', kind: 'dish', platformRef: 'bolt-77', rkIdent: target.ident };
    expect((await saveMapping(body, await dealerOf(foreign))).statusCode).toBe(404);
    const mine = await saveMapping(body, await dealerOf(own));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ platform: 'bolt', platformRef: 'bolt-77', isManual: true });

    expect((await problemsOf(2147483648)).statusCode).toBe(400);
    expect((await saveMapping(body, manager, 2147483648)).statusCode).toBe(400);
    const farDelete = await pair.app.app.inject({
      method: 'DELETE',
      url: `/api/venues/${pair.venueId}/pos-mappings/2147483648`,
      headers: as(manager),
    });
    expect(farDelete.statusCode).toBe(400);
  });

  it('keeps manual mappings through a menu import, also under an id the import writes', async () => {
    const download = () =>
      pair.app.app.inject({
        method: 'POST',
        url: '/api/Menu/Download',
        headers: as(manager),
        payload: { venueId: pair.venueId },
      });
    expect((await download()).statusCode).toBe(200);
    const imported = (await mappingsOf()).find((m) => m.platformRef === `i_${target.ident}`)!;
    expect(imported).toMatchObject({ isManual: false, rkIdent: target.ident });

    const other = menu.dishes.find((d) => d.ident !== target.ident && !d.comboSchemeIdent)!;
    const own = await saveMapping({
      platform: 'wolt',
      kind: 'dish',
      platformRef: `i_${target.ident}`,
      rkIdent: other.ident,
    });
    expect(own.statusCode).toBe(200);
    rk.bumpXmlVersion();
    expect((await download()).statusCode).toBe(200);

    const after = await mappingsOf();
    expect(after.find((m) => m.platformRef === `i_${target.ident}` && m.kind === 'dish')).toMatchObject({
      rkIdent: other.ident,
      isManual: true,
    });
    expect(after.find((m) => m.platformRef === MYSTERY_REF)).toMatchObject({
      rkIdent: target.ident,
      isManual: true,
    });

    const removed = await pair.app.app.inject({
      method: 'DELETE',
      url: `/api/venues/${pair.venueId}/pos-mappings/${own.json().id}`,
      headers: as(manager),
    });
    expect(removed.statusCode).toBe(204);
    expect((await mappingsOf()).some((m) => m.id === own.json().id)).toBe(false);
  });

  it('Force on an Incorrect order puts it into production with the chosen cooking time; Wolt hears the accept', async () => {
    const order = await incorrectOrder({ name: 'Unmapped soup', pos_id: '777002' });
    const force = (cookingTimeInMinutes: number) =>
      pair.app.app.inject({
        method: 'PATCH',
        url: '/api/orders/force-production',
        headers: as(manager),
        payload: { id: order.id, cookingTimeInMinutes },
      });
    expect((await force(0)).statusCode).toBe(400);
    const forcedAt = Date.now();
    const forced = await force(35);
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({
      statusId: 2,
      stateId: 2,
      isCreatedInRKeeper: false,
      adjustedTimeInMinutes: 35,
    });
    await drainJobs(pair.app);
    const accepts = pair.wolt.calls.filter(
      (c) => c.method === 'PUT' && c.path === `/orders/${order.orderId}/accept`,
    );
    expect(accepts).toHaveLength(1);
    const pickup = Date.parse((accepts[0]!.body as { adjusted_pickup_time: string }).adjusted_pickup_time);
    expect(pickup - forcedAt).toBeGreaterThan(34 * 60_000);
    expect(pickup - forcedAt).toBeLessThan(36 * 60_000);
    expect(rk.checks()).toHaveLength(0);
    expect((await act('/api/orders/force-production', order.id)).statusCode).toBe(409);
  });
});
