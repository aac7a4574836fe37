import {
  DEFAULT_COOKING_TIME_MINUTES,
  DEFAULT_MAX_COOKING_TIME_MINUTES,
  DEFAULT_TIME_ZONE_ID,
  TIME_ZONES,
  type TVenue,
} from '@orderdesk/contracts';

/** What the venue form edits; the contract's create schema validates it, for a new venue and a change. */
export interface VenueFormValues {
  name: string;
  areaId: number | null;
  venueGroupId: number | null;
  timeZoneId: number;
  maxCookingTimeInMinutes: number | null;
  defaultCookingTimeInMinutes: number | null;
  companyName: string | null;
  companyCode: string | null;
  vatCode: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** Company and contact details (docs/product.md §3's `info`). */
export const VENUE_INFO_FIELDS = [
  'companyName',
  'companyCode',
  'vatCode',
  'address',
  'phone',
  'email',
] as const;

export const VENUE_FIELDS = [
  'name',
  'areaId',
  'venueGroupId',
  'timeZoneId',
  'maxCookingTimeInMinutes',
  'defaultCookingTimeInMinutes',
  ...VENUE_INFO_FIELDS,
] as const;

/** What the form sends when it changes a venue: place and details; times live in the settings section. */
export const VENUE_UPDATE_FIELDS = ['name', 'areaId', 'venueGroupId', ...VENUE_INFO_FIELDS] as const;

export function venueFormValues(venue?: TVenue): VenueFormValues {
  return {
    name: venue?.name ?? '',
    areaId: venue?.areaId ?? null,
    venueGroupId: venue?.venueGroupId ?? null,
    timeZoneId: venue?.timeZoneId ?? DEFAULT_TIME_ZONE_ID,
    maxCookingTimeInMinutes: venue?.maxCookingTimeInMinutes ?? DEFAULT_MAX_COOKING_TIME_MINUTES,
    defaultCookingTimeInMinutes: venue?.defaultCookingTimeInMinutes ?? DEFAULT_COOKING_TIME_MINUTES,
    companyName: venue?.info.companyName ?? null,
    companyCode: venue?.info.companyCode ?? null,
    vatCode: venue?.info.vatCode ?? null,
    address: venue?.info.address ?? null,
    phone: venue?.info.phone ?? null,
    email: venue?.info.email ?? null,
  };
}

/** Spec §3's time zone list, by its display names (each starting with the UTC offset). */
export const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ id: zone.id, label: zone.name }));

/** `/venue/new` opens an empty form; `/venue/{id}` the venue. */
export function parseVenueId(raw: string | undefined): { isNew: boolean; id: number | null } {
  if (raw === 'new') return { isNew: true, id: null };
  const id = Number(raw);
  return { isNew: false, id: Number.isInteger(id) && id > 0 ? id : null };
}
