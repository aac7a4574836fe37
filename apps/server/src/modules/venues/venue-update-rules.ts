import {
  can,
  Permission,
  Role,
  VENUE_DATETIME_SETTINGS,
  type TVenueSelfSettings,
  type TVenueSettings,
  type TVenueSettingsChange,
  type ZUpdateVenueRequest,
} from '@orderdesk/contracts';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { VenuesTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { CONNECTION_LIST_KEYS } from '../platform-instances/connection-writes';
import { storedSettingsJson } from './venue-settings.repository';
import type { VenueLicenceDates } from './venue-licence-dates';

/** A `PUT /api/venues` body; the functions below turn it into column changes and say who may make them. */
export type UpdateInput = z.output<typeof ZUpdateVenueRequest>;

/** `timeZoneId` and `maxCookingTimeInMinutes` are also settings: two different values are refused. */
export function settingsChangeOf(input: {
  settings?: TVenueSettingsChange | undefined;
  timeZoneId?: number | undefined;
  maxCookingTimeInMinutes?: number | undefined;
}): TVenueSettingsChange {
  const change: TVenueSettingsChange = { ...input.settings };
  const aliases = [
    ['timeZoneId', 'timeZone', input.timeZoneId],
    ['maxCookingTimeInMinutes', 'maxCookingTimeInMinutes', input.maxCookingTimeInMinutes],
  ] as const;
  for (const [field, setting, value] of aliases) {
    if (value === undefined) continue;
    if (change[setting] !== undefined && change[setting] !== value) {
      throw AppError.badRequest(`Differs from settings.${setting}`, field);
    }
    change[setting] = value;
  }
  return change;
}

/** The settings after a change, with the keys whose value changed. */
export function changedSettings(current: TVenueSettings, change: TVenueSettingsChange) {
  const next: TVenueSettings = { ...current, ...change };
  // Licence dates are written, and audited, as licence dates.
  const keys = (Object.keys(change) as (keyof TVenueSettings)[]).filter(
    (key) => current[key] !== next[key] && !(VENUE_DATETIME_SETTINGS as readonly string[]).includes(key),
  );
  return { next, keys };
}

const LICENCE_SETTING_KEYS = {
  woltExpiredDateUtc: 'wolt',
  boltExpiredDateUtc: 'bolt',
  fudyExpiredDateUtc: 'fudy',
  glovoExpiredDateUtc: 'glovo',
} as const;

/** Licence dates from `venueSelfSettings` and the settings' datetime fields (the same columns). */
export function licenceChangeOf(
  selfSettings: Partial<TVenueSelfSettings> | undefined,
  settings: TVenueSettingsChange,
): Partial<VenueLicenceDates> {
  const change: Partial<VenueLicenceDates> = {};
  const sources = [
    ['settings', settings as Record<string, unknown>],
    ['venueSelfSettings', (selfSettings ?? {}) as Record<string, unknown>],
  ] as const;
  for (const [name, source] of sources) {
    for (const [key, platform] of Object.entries(LICENCE_SETTING_KEYS)) {
      const value = source[key] as string | null | undefined;
      if (value === undefined) continue;
      const field = `${name}.${key}`;
      const known = change[platform];
      if (known !== undefined && Date.parse(known ?? '') !== Date.parse(value ?? '')) {
        throw AppError.badRequest('Two different dates for the same licence', field);
      }
      change[platform] = value;
    }
  }
  return change;
}

export function infoChangesOf(input: UpdateInput): Updateable<VenuesTable> {
  const changes: Updateable<VenuesTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.areaId !== undefined) changes.area_id = input.areaId;
  if (input.venueGroupId !== undefined) changes.venue_group_id = input.venueGroupId;
  if (input.companyName !== undefined) changes.company_name = input.companyName;
  if (input.companyCode !== undefined) changes.company_code = input.companyCode;
  if (input.vatCode !== undefined) changes.vat_code = input.vatCode;
  if (input.address !== undefined) changes.address = input.address;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.email !== undefined) changes.email = input.email;
  return changes;
}

/**
 * Who may change what: settings, time zone and cooking times with `venues:settings` (managers of
 * their own venue too); info and connections with `venues:manage` (admins, dealers); licence dates
 * only admins (dealers ask for them through licence requests).
 */
export function assertMayChange(
  user: RequestUser,
  input: UpdateInput,
  licence: Partial<VenueLicenceDates>,
): void {
  if (!can(user.role, Permission.VENUES_MANAGE)) {
    const info = Object.keys(infoChangesOf(input)).length > 0;
    const connections = Object.values(CONNECTION_LIST_KEYS).some((key) => input[key] !== undefined);
    if (info || connections || input.rkeeperSettings !== undefined) {
      throw AppError.forbidden();
    }
  }
  if (Object.keys(licence).length > 0 && user.role !== Role.ADMIN) throw AppError.forbidden();
}

export function columnsOfSettings(settings: TVenueSettings): Updateable<VenuesTable> {
  return {
    settings: storedSettingsJson(settings),
    time_zone_id: settings.timeZone,
    max_cooking_time_minutes: settings.maxCookingTimeInMinutes,
  };
}
