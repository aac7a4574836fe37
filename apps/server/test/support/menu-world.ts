import { expect } from 'vitest';
import { createBoltSimulator, type BoltSimulator } from '../../../../tools/src/bolt';
import { createFudySimulator, type FudySimulator } from '../../../../tools/src/fudy';
import { createGlovoSimulator, type GlovoSimulator } from '../../../../tools/src/glovo';
import {
  createRkeeperSimulator,
  dishIdentOf,
  modifierIdentOf,
  type RkeeperSimulator,
} from '../../../../tools/src/rkeeper';
import { clockIso } from '../../src/clock';
import { baseUrl, bearer, signIn, type TestApp } from './test-app';
import { startWithWolt, WOLT_VENUE, type WoltPair } from './wolt-fixture';
import { rkeeperSettingsFor } from './rkeeper-world';

/** Our menu ids of the simulated till's dishes and modifiers. */
export const dish = (code: string) => `i_${dishIdentOf(code)}`;
export const modifier = (dishCode: string, valueCode: string) =>
  `m_${dishIdentOf(dishCode)}_${modifierIdentOf(valueCode)}`;

export interface InjectOptions {
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  /** The caller's token; the test's own one when left out. */
  as?: string;
}

/** One API call through the app in process, signed in with `token` unless `as` says otherwise. */
export const injectAs = (pair: WoltPair, token: string, opts: InjectOptions) =>
  pair.app.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: bearer(opts.as ?? token),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });

/** Points the venue at the simulated r_keeper cash server. */
export async function connectRkeeper(
  app: TestApp,
  token: string,
  venueId: number,
  rk: RkeeperSimulator,
  extra: { waiterCode?: string } = {},
) {
  const put = await app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: {
      id: venueId,
      rkeeperSettings: rkeeperSettingsFor(rk, extra),
    },
  });
  expect(put.statusCode).toBe(200);
}

export interface MenuStores {
  bolt: { providerId: string; integratorId: string; hmacSecret: string };
  fudy: { restaurantId: string; apiKey: string; webhookSecret: string };
  glovo: { storeId: string; apiToken: string; webhookToken: string };
}

export interface MenuWorld {
  pair: WoltPair;
  rk: RkeeperSimulator;
  bolt: BoltSimulator;
  fudy: FudySimulator;
  glovo: GlovoSimulator;
  token: string;
  /** The venue's connection ids, one per platform. */
  ids: Record<'wolt' | 'bolt' | 'fudy' | 'glovo', number>;
  close(): Promise<void>;
}

async function connectPlatform(
  pair: WoltPair,
  platform: 'bolt' | 'fudy' | 'glovo',
  externalId: string,
  options: object,
  secrets: object,
) {
  const now = clockIso(pair.app.clock);
  const row = await pair.app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: pair.venueId,
      platform,
      external_venue_id: externalId,
      api_key: null,
      name: `${platform} store`,
      options: JSON.stringify(options),
      secrets: pair.app.ctx.secrets.seal(JSON.stringify(secrets)),
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A venue connected to the simulated Wolt, Bolt, Fudy and Glovo and to a simulated r_keeper with
 * dish 2003 on its stop list, the menu already downloaded from the till (twice: before and after
 * 2003 went on the stop list).
 */
export async function startMenuWorld(stores: MenuStores): Promise<MenuWorld> {
  const rk = await createRkeeperSimulator();
  await rk.listen(0);
  const bolt = createBoltSimulator({
    ...stores.bolt,
    webhookUser: 'u',
    webhookPassword: 'p',
    webhookBaseUrl: 'http://127.0.0.1:9',
  });
  const fudy = createFudySimulator({ ...stores.fudy, webhookUrl: 'http://127.0.0.1:9' });
  const glovo = createGlovoSimulator({ ...stores.glovo, webhookBaseUrl: 'http://127.0.0.1:9' });
  const [boltUrl, fudyUrl, glovoUrl] = [await bolt.listen(0), await fudy.listen(0), await glovo.listen(0)];
  const pair = await startWithWolt({ BOLT_API_URL: boltUrl, GLOVO_API_URL: glovoUrl });
  // Glovo fetches the menu from this server's own address.
  (pair.app.ctx.config as { PUBLIC_URL?: string }).PUBLIC_URL = baseUrl(pair.app);
  const token = (await signIn(pair.app)).accessToken;
  const ids: MenuWorld['ids'] = {
    wolt: (
      await pair.app.ctx.db.kysely
        .selectFrom('platform_instances')
        .select('id')
        .where('external_venue_id', '=', WOLT_VENUE.externalVenueId)
        .executeTakeFirstOrThrow()
    ).id,
    bolt: await connectPlatform(
      pair,
      'bolt',
      stores.bolt.providerId,
      { integratorId: stores.bolt.integratorId },
      { hmacSecret: stores.bolt.hmacSecret },
    ),
    fudy: await connectPlatform(
      pair,
      'fudy',
      stores.fudy.restaurantId,
      { apiUrl: fudyUrl },
      { apiKey: stores.fudy.apiKey, webhookSecret: stores.fudy.webhookSecret },
    ),
    glovo: await connectPlatform(
      pair,
      'glovo',
      stores.glovo.storeId,
      {},
      { apiToken: stores.glovo.apiToken, webhookToken: stores.glovo.webhookToken },
    ),
  };
  await connectRkeeper(pair.app, token, pair.venueId, rk);
  // The till sells everything at the first download (GetOrderMenu gives the prices), then 2003 goes on
  // the stop list: it keeps the price read before and is published unavailable.
  for (const stopList of [[], ['2003']]) {
    rk.setStopList(stopList);
    const download = await injectAs(pair, token, {
      method: 'POST',
      url: '/api/Menu/Download',
      payload: { venueId: pair.venueId },
    });
    expect(download.statusCode).toBe(200);
  }
  return {
    pair,
    rk,
    bolt,
    fudy,
    glovo,
    token,
    ids,
    close: async () => {
      await pair.close();
      await Promise.all([rk.close(), bolt.close(), fudy.close(), glovo.close()]);
    },
  };
}
