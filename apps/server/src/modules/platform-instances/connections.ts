import type { TPlatformKind } from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { PlatformInstancesDeps } from './platform-instances-deps';
import { readCacheOf } from '../../db/read-cache';
import type { Database, PlatformInstancesTable } from '../../db/schema';
import type { PlatformConnection } from '../../integrations/platforms/platform-adapter';
import type { SecretBox } from '../../security/secret-box';

export type ConnectionRow = Selectable<PlatformInstancesTable>;

/** Plain options that adapters also read among the credentials (an id that goes with a secret). */
const CREDENTIAL_OPTIONS = ['clientId', 'integratorId', 'webhookUser'] as const;

export function parseOptions(row: Pick<ConnectionRow, 'options'>): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(row.options);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The connection's secrets, opened; empty when it has none. */
export function openSecrets(box: SecretBox, row: Pick<ConnectionRow, 'secrets'>): Record<string, string> {
  if (!row.secrets) return {};
  return JSON.parse(box.open(row.secrets)) as Record<string, string>;
}

export function sealSecrets(box: SecretBox, secrets: Record<string, string>): string | null {
  return Object.keys(secrets).length === 0 ? null : box.seal(JSON.stringify(secrets));
}

/** Each platform's API base from the configuration; a connection's own `apiUrl` option wins (Fudy has only that). */
export function platformApiUrls(
  config: PlatformInstancesDeps['config'],
): Partial<Record<TPlatformKind, string>> {
  return { wolt: config.WOLT_API_URL, glovo: config.GLOVO_API_URL, bolt: config.BOLT_API_URL };
}

/**
 * A row as the adapters take it: secrets opened, the ids that go with them among the credentials,
 * and `options.apiUrl` always set where the platform has a configured API base.
 */
export function toPlatformConnection(
  box: SecretBox,
  row: ConnectionRow,
  apiUrls: Partial<Record<TPlatformKind, string>> = {},
): PlatformConnection {
  const options = parseOptions(row);
  const platform = row.platform as TPlatformKind;
  if (typeof options['apiUrl'] !== 'string' && apiUrls[platform]) options['apiUrl'] = apiUrls[platform];
  const credentials: Record<string, string | undefined> = { ...openSecrets(box, row) };
  for (const name of CREDENTIAL_OPTIONS) {
    const value = options[name];
    if (typeof value === 'string' && value !== '') credentials[name] = value;
  }
  return {
    id: row.id,
    venueId: row.venue_id,
    platform,
    name: row.name,
    externalId: row.external_venue_id,
    isEnabled: row.is_enabled === 1,
    options,
    credentials,
  };
}

/**
 * Connections with their secrets opened, kept a moment (db/read-cache.ts): every webhook and every
 * order fetch needs one. A deleted venue takes its connections along, so venue writes count too.
 */
function cachedConnections(ctx: PlatformInstancesDeps) {
  return readCacheOf<PlatformConnection>(ctx, 'connections', ['platform_instances', 'venues']);
}

function connections(db: Kysely<Database>) {
  return db.selectFrom('platform_instances').selectAll();
}

/** One connection with its credentials opened, enabled or not (kept in memory a moment). */
export function loadConnection(
  ctx: PlatformInstancesDeps,
  id: number,
): Promise<PlatformConnection | undefined> {
  return cachedConnections(ctx).get(`id:${id}`, async () => {
    const row = await connections(ctx.db.kysely).where('id', '=', id).executeTakeFirst();
    return row && toPlatformConnection(ctx.secrets, row, platformApiUrls(ctx.config));
  });
}

/**
 * The connection of a platform's store (Wolt `venue_id`, Glovo `store_id`, …), enabled or not: the
 * caller decides what a disabled one means.
 */
export function findConnectionByExternalId(
  ctx: PlatformInstancesDeps,
  platform: TPlatformKind,
  externalId: string,
): Promise<PlatformConnection | undefined> {
  return cachedConnections(ctx).get(`${platform}:${externalId}`, async () => {
    const row = await connections(ctx.db.kysely)
      .where('platform', '=', platform)
      .where('external_venue_id', '=', externalId)
      .executeTakeFirst();
    return row && toPlatformConnection(ctx.secrets, row, platformApiUrls(ctx.config));
  });
}

/** Every connection of a venue, by platform and id. */
export async function listVenueConnections(
  ctx: PlatformInstancesDeps,
  venueId: number,
): Promise<PlatformConnection[]> {
  const rows = await listVenueConnectionRows(ctx.db.kysely, venueId);
  return rows.map((row) => toPlatformConnection(ctx.secrets, row, platformApiUrls(ctx.config)));
}

export function listVenueConnectionRows(db: Kysely<Database>, venueId: number): Promise<ConnectionRow[]> {
  return connections(db).where('venue_id', '=', venueId).orderBy('platform').orderBy('id').execute();
}

/**
 * Moves the plain-text API keys of connections made before credentials were sealed into their sealed
 * secrets, once, at start-up.
 */
export async function sealLegacyApiKeys(db: Kysely<Database>, box: SecretBox): Promise<number> {
  const rows = await connections(db).where('api_key', 'is not', null).execute();
  for (const row of rows) {
    const secrets = { ...openSecrets(box, row), apiKey: row.api_key! };
    await db
      .updateTable('platform_instances')
      .set({ secrets: sealSecrets(box, secrets), api_key: null })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
