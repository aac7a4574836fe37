import {
  createWoltSimulator,
  type WoltOrderInput,
  type WoltSimulator,
  type WoltSimulatorOptions,
} from '../../../../tools/src/wolt';
import { baseUrl, drainJobs, seedWoltVenue, startTestApp, WEBHOOK_SECRET, type TestApp } from './test-app';
import type { TestDatabase } from './test-database';

export const WOLT_VENUE = { externalVenueId: 'wolt-venue-test-1', apiKey: 'wolt-api-key-test' };

export interface WoltPair {
  app: TestApp;
  wolt: WoltSimulator;
  venueId: number;
  close(): Promise<void>;
}

/** A listening server and a simulated Wolt that post to each other, with one venue connected. */
export async function startWithWolt(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<WoltPair> {
  const options: WoltSimulatorOptions = {
    webhookUrl: 'http://127.0.0.1:9/',
    webhookSecret: WEBHOOK_SECRET,
    woltVenueId: WOLT_VENUE.externalVenueId,
    apiKey: WOLT_VENUE.apiKey,
    retryIntervalMs: 20,
  };
  const wolt = createWoltSimulator(options);
  const woltUrl = await wolt.listen(0);
  const app = await startTestApp({ WOLT_API_URL: woltUrl, ...env }, database, { listen: true });
  options.webhookUrl = `${baseUrl(app)}/api/webhooks/wolt`;
  const existing = await app.ctx.db.kysely.selectFrom('venues').select('id').executeTakeFirst();
  const venueId = existing?.id ?? (await seedWoltVenue(app, WOLT_VENUE)).venueId;
  return {
    app,
    wolt,
    venueId,
    close: async () => {
      await wolt.close();
      await app.close();
    },
  };
}

/** Places an order at Wolt and waits until the server has taken it in; `id` is the server's id. */
export async function receiveWoltOrder(pair: WoltPair, input?: WoltOrderInput) {
  const created = await pair.wolt.createOrder(input);
  await created.delivery;
  await drainJobs(pair.app);
  const row = await pair.app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', created.orderId)
    .executeTakeFirstOrThrow();
  return { ...created, id: row.id };
}
