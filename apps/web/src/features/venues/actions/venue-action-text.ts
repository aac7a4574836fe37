import {
  PLATFORM_DISPLAY_NAMES,
  timeZoneById,
  type TPlatformKind,
  type TVenueAction,
  type TVenueSettings,
} from '@orderdesk/contracts';
import type { TFunction } from 'i18next';
import { SETTING_TEXTS } from '../settings/setting-texts';
import { menuActionSentence } from './venue-action-menu-text';

/** What each kind of entry says, as a sentence about who did it (keys spelt out for the i18n check). */
const ACTION_TEXTS: Record<string, string> = {
  'venue.create': 'venues.actions.did.create',
  'venue.delete': 'venues.actions.did.delete',
  'venue.update': 'venues.actions.did.update',
  'venue.settings': 'venues.actions.did.settings',
  'venue.licence': 'venues.actions.did.licence',
  'venue.pos': 'venues.actions.did.pos',
  'venue.schedule': 'venues.actions.did.schedule',
  'venue.online': 'venues.actions.did.online',
  'venue.offline': 'venues.actions.did.offline',
  'venue.busy': 'venues.actions.did.busy',
  'venue.busy-end': 'venues.actions.did.busyEnd',
  'venue.connection.add': 'venues.actions.did.connectionAdd',
  'venue.connection.update': 'venues.actions.did.connectionUpdate',
  'venue.connection.remove': 'venues.actions.did.connectionRemove',
};

/** Labels of the fields an entry can carry that are not venue settings. */
const FIELD_TEXTS: Record<string, string> = {
  name: 'venues.fields.name',
  defaultCookingTimeInMinutes: 'venues.fields.defaultCookingTime',
  extraMinutes: 'venues.actions.fields.busyMinutes',
  areaId: 'venues.fields.area',
  areaName: 'venues.fields.area',
  venueGroupId: 'venues.fields.group',
  venueGroupName: 'venues.fields.group',
  companyName: 'venues.info.companyName',
  companyCode: 'venues.info.companyCode',
  vatCode: 'venues.info.vatCode',
  address: 'venues.info.address',
  phone: 'venues.info.phone',
  email: 'venues.info.email',
  status: 'venues.actions.fields.status',
  until: 'venues.actions.fields.until',
  reason: 'venues.actions.fields.reason',
  isEnabled: 'venues.actions.fields.isEnabled',
  externalId: 'venues.actions.fields.externalId',
  url: 'venues.pos.fields.url',
  login: 'venues.pos.fields.login',
  stationCode: 'venues.pos.fields.stationCode',
  tableCode: 'venues.pos.fields.tableCode',
  waiterCode: 'venues.pos.fields.waiterCode',
};

/** Fields that only identify what changed (already named in the sentence) or the ids behind names. */
const NOT_SHOWN = new Set([
  'id',
  'instanceId',
  'platform',
  'areaId',
  'venueGroupId',
  'pauseEnded',
  'webhookPath',
]);

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

export interface ActionFormat {
  dateTime: (value: string) => string;
}

export interface ActionChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export interface ActionText {
  sentence: string;
  changes: ActionChange[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function labelOf(field: string, t: TFunction): string {
  if (field in PLATFORM_DISPLAY_NAMES)
    return t('venues.actions.fields.licence', { platform: PLATFORM_DISPLAY_NAMES[field as TPlatformKind] });
  const setting = SETTING_TEXTS[field as keyof TVenueSettings] as { label: string } | undefined;
  if (setting) return t(setting.label);
  const key = FIELD_TEXTS[field];
  if (key) return t(key);
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function valueOf(field: string, value: unknown, t: TFunction, format: ActionFormat): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'boolean')
    return value ? t('venues.actions.values.open') : t('venues.actions.values.closed');
  if (typeof value === 'boolean')
    return value ? t('venues.actions.values.yes') : t('venues.actions.values.no');
  if (field === 'timeZone' && typeof value === 'number') return timeZoneById(value)?.name ?? String(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return format.dateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(', ');
  // A nested structure reads as how many entries it has, never as raw JSON.
  return Array.isArray(value) ? String(value.length) : '…';
}

/** The fields whose values differ between before and after, each shown in words. */
function changesOf(entry: TVenueAction, t: TFunction, format: ActionFormat): ActionChange[] {
  const before = record(entry.before);
  const after = record(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !NOT_SHOWN.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return fields.map((field) => ({
    field,
    label: labelOf(field, t),
    before: valueOf(field, before[field], t, format),
    after: valueOf(field, after[field], t, format),
  }));
}

/** An action log entry as a sentence in the user's language, with only the fields it changed. */
export function describeVenueAction(entry: TVenueAction, t: TFunction, format: ActionFormat): ActionText {
  const who = entry.userName ?? t('venues.actions.system');
  const target = { ...record(entry.before), ...record(entry.after) };
  const platform =
    typeof target['platform'] === 'string'
      ? (PLATFORM_DISPLAY_NAMES[target['platform'] as TPlatformKind] ?? target['platform'])
      : '';
  const name = typeof target['name'] === 'string' ? target['name'] : '';
  if (entry.action === 'venue.availability') {
    const open = record(entry.after)['status'] === true;
    const sentence = open
      ? t('venues.actions.did.resumed', { who, platform, name })
      : t('venues.actions.did.paused', { who, platform, name });
    return { sentence, changes: changesOf(entry, t, format).filter((c) => c.field !== 'status') };
  }
  const menuSentence = menuActionSentence(
    entry.action,
    who,
    record(entry.before),
    record(entry.after),
    t,
    format.dateTime,
  );
  if (menuSentence !== null) return { sentence: menuSentence, changes: [] };
  const key = ACTION_TEXTS[entry.action];
  const sentence = key
    ? t(key, { who, platform, name })
    : t('venues.actions.did.other', { who, action: entry.action });
  // A whole schedule or venue is summed up by the sentence; opening and closing name the pause.
  if (['venue.schedule', 'venue.create', 'venue.delete', 'venue.connection.remove'].includes(entry.action))
    return { sentence, changes: [] };
  if (entry.action === 'venue.online' || entry.action === 'venue.offline')
    return { sentence, changes: changesOf(entry, t, format).filter((c) => c.field !== 'status') };
  return { sentence, changes: changesOf(entry, t, format) };
}
