// A venue with a Wolt connection and r_keeper switched on, shared by the hand-over and order-life suites.
import { XMLParser } from 'fast-xml-parser';
import { createRkeeperSimulator, type RkeeperSimulator } from '../../../../tools/src/rkeeper';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, signIn } from './test-app';
import { startWithWolt, type WoltPair } from './wolt-fixture';

/** Reads the XML r_keeper received; dishes and modifiers are always lists. */
export const rkXml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (n) => ['Dish', 'Modi'].includes(n),
});

/** The venue's r_keeper settings pointing at the simulator, with `extra` on top. */
export function rkeeperSettingsFor(rk: RkeeperSimulator, extra: Record<string, unknown> = {}) {
  return {
    isEnabled: true,
    url: rk.xmlUrl,
    login: rk.login,
    password: rk.password,
    certificateFingerprint: rk.fingerprint,
    stationCode: '1',
    tableCode: '77',
    ...extra,
  };
}

export interface RkeeperWorld {
  pair: WoltPair;
  rk: RkeeperSimulator;
  token: string;
  /** PUT /api/venues with the venue's r_keeper settings. */
  putRk(settings: Record<string, unknown>): Promise<LightMyRequestResponse>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the order answer holds
  getOrder(id: number): Promise<Record<string, any>>;
  callsOf(command: string): ReturnType<RkeeperSimulator['calls']>;
  close(): Promise<void>;
}

export async function startRkeeperWorld(extra: Record<string, unknown> = {}): Promise<RkeeperWorld> {
  const rk = await createRkeeperSimulator();
  await rk.listen(0);
  const pair = await startWithWolt();
  const token = (await signIn(pair.app)).accessToken;
  const putRk = (settings: Record<string, unknown>) =>
    pair.app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(token),
      payload: { id: pair.venueId, rkeeperSettings: settings },
    });
  const saved = await putRk(rkeeperSettingsFor(rk, { waiterCode: '5', prepayCurrencyCode: '12', ...extra }));
  if (saved.statusCode !== 200) throw new Error(`r_keeper settings refused: ${saved.body}`);
  return {
    pair,
    rk,
    token,
    putRk,
    getOrder: async (id) =>
      (await pair.app.app.inject({ url: `/api/orders/${id}`, headers: bearer(token) })).json(),
    callsOf: (command) => rk.calls().filter((c) => c.command === command),
    close: async () => {
      await pair.close();
      await rk.close();
    },
  };
}
