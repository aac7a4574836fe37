import {
  licenceStatusOf,
  PLATFORM_KINDS,
  type TLicenceReportQuery,
  type TLicenceReportRow,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { sql, type Kysely } from 'kysely';
import type { LicencesDeps } from './licences-deps';
import type { Database } from '../../db/schema';
import { containsPattern, lowerText, textContains } from '../../db/text-search';
import type { RequestUser } from '../../http/request-user';
import { licenceDatesOf } from '../venues/venue-licence-dates';
import { scopedVenueIds } from '../venues/venue-scope';
import { readLicenceSettings } from './licence-settings';

const STATUS_FILTERS = {
  wolt: 'woltLicenseStatus',
  bolt: 'boltLicenseStatus',
  fudy: 'fudyLicenseStatus',
  glovo: 'glovoLicenseStatus',
} as const satisfies Record<TPlatformKind, keyof TLicenceReportQuery>;

/** The licence events of the venue `v` of the outer query, within the asked action period. */
function eventsInPeriod(db: Kysely<Database>, query: TLicenceReportQuery) {
  let events = db.selectFrom('licence_events as e').where('e.venue_id', '=', sql.ref<number>('v.id'));
  if (query.actionPeriodStart)
    events = events.where('e.created_at', '>=', new Date(query.actionPeriodStart).toISOString());
  if (query.actionPeriodEnd)
    events = events.where('e.created_at', '<=', new Date(query.actionPeriodEnd).toISOString());
  return events;
}

/** Which platforms each venue has an enabled connection to. */
async function enabledPlatforms(
  db: Kysely<Database>,
  scope: ReturnType<typeof scopedVenueIds>,
): Promise<Map<number, Set<string>>> {
  let q = db
    .selectFrom('platform_instances')
    .select(['venue_id', 'platform'])
    .distinct()
    .where('is_enabled', '=', 1);
  if (scope) q = q.where('venue_id', 'in', scope);
  const enabled = new Map<number, Set<string>>();
  for (const row of await q.execute()) {
    const set = enabled.get(row.venue_id) ?? new Set<string>();
    set.add(row.platform);
    enabled.set(row.venue_id, set);
  }
  return enabled;
}

/**
 * `GET /api/venues/licences`: every venue in the caller's scope with its licence per platform, by name.
 * Venue, area, group, company and action period filter in SQL; a status depends on the clock and the
 * settings' "expiring" window, so the status filters apply to the rows read.
 */
export async function licenceReport(
  ctx: LicencesDeps,
  user: RequestUser,
  query: TLicenceReportQuery,
  now: Date,
): Promise<TLicenceReportRow[]> {
  const db = ctx.db.kysely;
  const settings = await readLicenceSettings(db);
  const scope = scopedVenueIds(db, user);
  let q = db
    .selectFrom('venues as v')
    .leftJoin('areas as a', 'a.id', 'v.area_id')
    .leftJoin('venue_groups as g', 'g.id', 'v.venue_group_id')
    .selectAll('v')
    .select(['a.name as area_name', 'g.name as group_name'])
    .select(
      eventsInPeriod(db, query)
        .select((e) => e.fn.max('e.created_at').as('m'))
        .as('last_action_at'),
    );
  if (scope) q = q.where('v.id', 'in', scope);
  if (query.venueId) q = q.where('v.id', '=', query.venueId);
  if (query.areaId) q = q.where('v.area_id', '=', query.areaId);
  if (query.groupId) q = q.where('v.venue_group_id', '=', query.groupId);
  if (query.companyName)
    q = q.where(textContains(sql.ref('v.company_name'), containsPattern(query.companyName)));
  if (query.actionPeriodStart || query.actionPeriodEnd)
    q = q.where((eb) => eb.exists(eventsInPeriod(db, query).select('e.id')));
  const rows = await q
    .orderBy(lowerText(sql.ref('v.name')))
    .orderBy('v.id')
    .execute();
  const enabled = await enabledPlatforms(db, scope);

  return rows
    .map((row): TLicenceReportRow => {
      const dates = licenceDatesOf(row);
      const licence = (platform: TPlatformKind) => ({
        expiresAt: dates[platform],
        status: licenceStatusOf(dates[platform], now, settings.expiringWithinDays),
        enabled: enabled.get(row.id)?.has(platform) ?? false,
      });
      return {
        venueId: row.id,
        venueName: row.name,
        companyName: row.company_name,
        areaId: row.area_id,
        areaName: row.area_name,
        groupId: row.venue_group_id,
        groupName: row.group_name,
        wolt: licence('wolt'),
        bolt: licence('bolt'),
        fudy: licence('fudy'),
        glovo: licence('glovo'),
        lastActionAt: row.last_action_at === null ? null : String(row.last_action_at),
      };
    })
    .filter((row) =>
      PLATFORM_KINDS.every((p) => {
        const wanted = query[STATUS_FILTERS[p]];
        return wanted === undefined || row[p].status === wanted;
      }),
    );
}
