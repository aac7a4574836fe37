import type { TPlatformKind, TVenue } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../security/secret-box';
import { toAvailability, toConnectionDto } from '../platform-instances/connection-view';
import { listVenueConnectionRows, type ConnectionRow } from '../platform-instances/connections';
import {
  findPosConnectionRow,
  toRkeeperSettings,
  type PosConnectionRow,
} from '../rkeeper/till/pos-connection.repository';
import { scheduleOf } from './venue-schedule';
import { settingsOf } from './venue-settings.repository';
import { isLicensed, licenceDatesOf, venueSelfSettingsOf } from './venue-licence-dates';
import { findVenueDetail, toVenueSummary, type VenueDetailRow } from './venues.repository';

/** Spec §3's venue, whole: the row with its names, plus its connections. Secrets stay sealed. */
export function toVenue(
  box: SecretBox,
  row: VenueDetailRow,
  connections: readonly ConnectionRow[],
  pos: PosConnectionRow | undefined,
  now: Date,
): TVenue {
  const dates = licenceDatesOf(row);
  const listOf = <T>(platform: TPlatformKind) =>
    connections.filter((c) => c.platform === platform).map((c) => toConnectionDto(box, c) as T);
  return {
    ...toVenueSummary(row),
    areaName: row.area_name,
    venueGroupName: row.venue_group_name,
    offlineUntil: row.offline_until,
    offlineReason: row.offline_reason,
    version: row.push_version,
    info: {
      name: row.name,
      companyName: row.company_name,
      companyCode: row.company_code,
      vatCode: row.vat_code,
      address: row.address,
      phone: row.phone,
      email: row.email,
      areaId: row.area_id,
      areaName: row.area_name,
      venueGroupId: row.venue_group_id,
      venueGroupName: row.venue_group_name,
    },
    settings: settingsOf(row),
    venueSelfSettings: venueSelfSettingsOf(dates),
    isWoltLicensed: isLicensed(dates.wolt, now),
    isBoltLicensed: isLicensed(dates.bolt, now),
    isFudyLicensed: isLicensed(dates.fudy, now),
    isGlovoLicensed: isLicensed(dates.glovo, now),
    schedule: scheduleOf(row),
    availablities: connections.map(toAvailability),
    woltSettings: listOf('wolt'),
    boltSettings: listOf('bolt'),
    fudySettings: listOf('fudy'),
    glovoSettings: listOf('glovo'),
    rkeeperSettings: toRkeeperSettings(box, pos),
  };
}

/** The whole venue read without scope (after the caller's own check or write), its licences as of `now`. */
export async function readVenue(
  db: Kysely<Database>,
  box: SecretBox,
  id: number,
  now: Date,
): Promise<TVenue | undefined> {
  const row = await findVenueDetail(db, id);
  if (!row) return undefined;
  return toVenue(box, row, await listVenueConnectionRows(db, id), await findPosConnectionRow(db, id), now);
}
