import {
  CONNECTION_FIELDS,
  PLATFORM_KINDS,
  type TPlatformKind,
  type TUpdateVenueRequest,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SecretBox } from '../../security/secret-box';
import { toConnectionDto } from './connection-view';
import { openSecrets, parseOptions, sealSecrets, type ConnectionRow } from './connections';

/** The connection lists of a venue request, by platform (`woltSettings` → wolt). */
export const CONNECTION_LIST_KEYS = {
  wolt: 'woltSettings',
  bolt: 'boltSettings',
  fudy: 'fudySettings',
  glovo: 'glovoSettings',
} as const satisfies Record<TPlatformKind, keyof TUpdateVenueRequest>;

type ConnectionInput = Record<string, unknown> & {
  id?: number | undefined;
  isEnabled?: boolean | undefined;
  name?: string | undefined;
  externalId: string;
};

export interface ConnectionChange {
  action: 'venue.connection.add' | 'venue.connection.update' | 'venue.connection.remove';
  connectionId: number;
  before?: unknown;
  after?: unknown;
  /** Set when the platform must be told the venue's state (`status_changed_at` of the job). */
  pushStatusAt?: string;
}

/** What an enabled connection needs before any call can be made with it. */
const REQUIRED: Record<
  TPlatformKind,
  { check: (v: Record<string, unknown>) => boolean; field: string; message: string }
> = {
  wolt: {
    check: (v) => Boolean(v['apiKey']) || Boolean(v['clientId'] && v['clientSecret'] && v['refreshToken']),
    field: 'apiKey',
    message: 'Enter the API key, or the OAuth client id, client secret and refresh token',
  },
  glovo: { check: (v) => Boolean(v['apiToken']), field: 'apiToken', message: 'Enter the API token' },
  bolt: {
    check: (v) => Boolean(v['integratorId'] && v['hmacSecret']),
    field: 'hmacSecret',
    message: 'Enter the integrator id and the HMAC secret',
  },
  fudy: {
    check: (v) => Boolean(v['apiUrl'] && v['apiKey']),
    field: 'apiKey',
    message: 'Enter the API URL and the API key',
  },
};

/** Applies a request value to a stored map: text sets, null clears, left out keeps. */
function merged(current: Record<string, unknown>, input: ConnectionInput, names: readonly string[]) {
  const next = { ...current };
  for (const name of names) {
    const value = input[name];
    if (value === undefined) continue;
    if (value === null || value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}

/** Names of the secrets a request changes, for the audit (never their values). */
function changedSecretNames(input: ConnectionInput, platform: TPlatformKind): string[] {
  return CONNECTION_FIELDS[platform].secrets.filter((name) => input[name] !== undefined);
}

async function assertExternalIdFree(
  trx: Kysely<Database>,
  platform: TPlatformKind,
  externalId: string,
  ownId: number | undefined,
  field: string,
): Promise<void> {
  let query = trx
    .selectFrom('platform_instances')
    .select('id')
    .where('platform', '=', platform)
    .where('external_venue_id', '=', externalId);
  if (ownId !== undefined) query = query.where('id', '!=', ownId);
  if (await query.executeTakeFirst()) {
    throw AppError.conflict('Another connection already uses this store id', field);
  }
}

/**
 * Replaces the venue's connections of each platform whose list the request carries, at `now`: an item
 * without `id` is added, an item with `id` changed, a connection left out removed (refused, 409, while
 * orders refer to it: disable it instead). New connections take the venue's online state.
 */
export async function applyConnectionLists(
  trx: Kysely<Database>,
  box: SecretBox,
  venue: { id: number; is_online: number; offline_until: string | null; offline_reason: string | null },
  input: Partial<Record<(typeof CONNECTION_LIST_KEYS)[TPlatformKind], ConnectionInput[]>>,
  now: string,
): Promise<ConnectionChange[]> {
  const changes: ConnectionChange[] = [];
  for (const platform of PLATFORM_KINDS) {
    const listKey = CONNECTION_LIST_KEYS[platform];
    const items = input[listKey];
    if (items === undefined) continue;
    const existing: ConnectionRow[] = await trx
      .selectFrom('platform_instances')
      .selectAll()
      .where('venue_id', '=', venue.id)
      .where('platform', '=', platform)
      .execute();
    const fields = CONNECTION_FIELDS[platform];
    const keptIds = new Set<number>();

    for (const [index, item] of items.entries()) {
      const at = `${listKey}.${index}`;
      const current = item.id === undefined ? undefined : existing.find((row) => row.id === item.id);
      if (item.id !== undefined && !current) throw AppError.notFound('Connection', `${at}.id`);
      if (current) {
        if (keptIds.has(current.id)) throw AppError.badRequest('The connection is listed twice', `${at}.id`);
        keptIds.add(current.id);
      }
      await assertExternalIdFree(trx, platform, item.externalId, current?.id, `${at}.externalId`);
      const options = merged(current ? parseOptions(current) : {}, item, fields.plain);
      const secrets = merged(current ? openSecrets(box, current) : {}, item, fields.secrets) as Record<
        string,
        string
      >;
      // New OAuth credentials make the access token obtained with the old ones worthless.
      if (['clientId', 'clientSecret', 'refreshToken'].some((name) => item[name] !== undefined)) {
        delete secrets['accessToken'];
        delete secrets['accessTokenExpiresAt'];
      }
      const isEnabled = item.isEnabled ?? (current ? current.is_enabled === 1 : true);
      const rule = REQUIRED[platform];
      if (isEnabled && !rule.check({ ...options, ...secrets })) {
        throw AppError.badRequest(rule.message, `${at}.${rule.field}`);
      }
      const values = {
        name: item.name ?? current?.name ?? '',
        external_venue_id: item.externalId,
        is_enabled: isEnabled ? 1 : 0,
        options: JSON.stringify(options),
        secrets: sealSecrets(box, secrets),
        updated_at: now,
      };
      const credentials = changedSecretNames(item, platform);
      // A connection that starts taking part takes the venue's state and tells its platform, so the
      // platform's answer (or refusal) shows on the connection's availability.
      const joins = isEnabled && (!current || current.is_enabled !== 1);
      const state = joins
        ? {
            is_online: venue.is_online,
            status_changed_at: now,
            offline_until: venue.offline_until,
            offline_reason: venue.offline_reason,
            status_confirmed_at: null,
            status_error: null,
          }
        : {};
      const pushStatusAt = joins ? { pushStatusAt: now } : {};
      if (current) {
        const row = await trx
          .updateTable('platform_instances')
          .set({ ...values, ...state })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = toConnectionDto(box, current);
        const after = toConnectionDto(box, row);
        if (JSON.stringify(before) !== JSON.stringify(after) || credentials.length > 0) {
          changes.push({
            action: 'venue.connection.update',
            connectionId: row.id,
            before: { platform, ...before },
            after: { platform, ...after, changedCredentials: credentials },
            ...pushStatusAt,
          });
        }
      } else {
        const row = await trx
          .insertInto('platform_instances')
          .values({
            ...values,
            venue_id: venue.id,
            platform,
            api_key: null,
            created_at: now,
            is_online: venue.is_online,
            status_changed_at: now,
            ...state,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        changes.push({
          action: 'venue.connection.add',
          connectionId: row.id,
          after: { platform, ...toConnectionDto(box, row), changedCredentials: credentials },
          ...pushStatusAt,
        });
      }
    }

    for (const row of existing.filter((r) => !keptIds.has(r.id))) {
      const order = await trx
        .selectFrom('orders')
        .select('id')
        .where('platform_instance_id', '=', row.id)
        .executeTakeFirst();
      if (order) {
        throw AppError.conflict(
          `The connection "${row.name || row.external_venue_id}" has orders: disable it instead of removing it`,
          listKey,
        );
      }
      await trx.deleteFrom('platform_instances').where('id', '=', row.id).execute();
      changes.push({
        action: 'venue.connection.remove',
        connectionId: row.id,
        before: { platform, ...toConnectionDto(box, row) },
      });
    }
  }
  return changes;
}
