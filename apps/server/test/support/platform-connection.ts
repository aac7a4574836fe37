import { clockIso } from '../../src/clock';
import type { TestApp } from './test-app';

/** A venue's connection to one store on a platform, with its secrets sealed as the server keeps them. */
export async function seedConnection(
  app: TestApp,
  venueId: number,
  platform: 'wolt' | 'glovo' | 'bolt' | 'fudy',
  externalId: string,
  secrets: Record<string, string>,
  options: Record<string, unknown> = {},
): Promise<number> {
  const now = clockIso(app.clock);
  const { id } = await app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform,
      external_venue_id: externalId,
      api_key: null,
      options: JSON.stringify(options),
      secrets: app.ctx.secrets.seal(JSON.stringify(secrets)),
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Glovo's, Bolt's and Fudy's webhook credentials as the intake tests connect them. */
export const GLOVO = { store: 'glovo-store-intake', webhookToken: 'glovo-webhook-token-intake-0123' };
export const BOLT = {
  provider: 'bolt-provider-intake',
  user: 'bolt-hooks',
  password: 'bolt-basic-pass-intake',
};
export const FUDY = { restaurant: 'fudy-rest-intake', secret: 'fudy-webhook-secret-intake-0123' };

/** Connects one venue to Glovo, Bolt Food and Fudy with the credentials above. */
export async function connectWholeOrderPlatforms(app: TestApp, venueId: number): Promise<void> {
  await seedConnection(app, venueId, 'glovo', GLOVO.store, {
    apiToken: 'glovo-api-token',
    webhookToken: GLOVO.webhookToken,
  });
  await seedConnection(app, venueId, 'bolt', BOLT.provider, {
    integratorId: 'int-1',
    hmacSecret: 'hmac-1',
    webhookUser: BOLT.user,
    webhookPassword: BOLT.password,
  });
  await seedConnection(app, venueId, 'fudy', FUDY.restaurant, {
    apiKey: 'fudy-key',
    webhookSecret: FUDY.secret,
  });
}
