import { describe, expect, it } from 'vitest';
import { ZWoltConnectionInput } from './platform-connections';
import { ZVenueScheduleRequest } from './venue-schedule.schema';
import {
  DEFAULT_VENUE_SETTINGS,
  STORED_SETTING_KEYS,
  VENUE_CHECKBOX_SETTINGS,
  VENUE_SETTING_SELECTS,
  ZVenueSettings,
  ZVenueSettingsChange,
} from './venue-settings';
import { ZVenueOfflineRequest } from './venue-status.schema';

describe('venue settings', () => {
  it('has every setting of docs/product.md §3, and the retry horizon and POS id lookup of our own, with a valid default', () => {
    expect(ZVenueSettings.parse(DEFAULT_VENUE_SETTINGS)).toEqual(DEFAULT_VENUE_SETTINGS);
    expect(VENUE_CHECKBOX_SETTINGS).toHaveLength(15);
    // 4 selects, 15 switches, 3 dates and 3 numbers of docs/product.md §3, posRetryHorizonInHours and posIdLookup.
    expect(Object.keys(DEFAULT_VENUE_SETTINGS)).toHaveLength(4 + 15 + 3 + 3 + 2);
    expect(DEFAULT_VENUE_SETTINGS.posRetryHorizonInHours).toBe(12);
    expect(DEFAULT_VENUE_SETTINGS.posIdLookup).toBe(1);
    expect(VENUE_SETTING_SELECTS.posIdLookup.map((l) => l.name)[0]).toBe('Ident, then Code');
    expect(ZVenueSettingsChange.safeParse({ posIdLookup: 5 }).success).toBe(false);
    expect(VENUE_SETTING_SELECTS.timeZone).toHaveLength(141);
    expect(VENUE_SETTING_SELECTS.defaultDeliveryMethod.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('keeps the settings that have columns of their own out of the stored JSON', () => {
    for (const key of ['timeZone', 'maxCookingTimeInMinutes', 'woltExpiredDateUtc', 'fudyExpiredDateUtc'])
      expect(STORED_SETTING_KEYS).not.toContain(key);
    expect(STORED_SETTING_KEYS).toContain('isAutoAcceptEnabled');
  });

  it('takes a change of some settings, refusing unknown names and values outside each type', () => {
    expect(ZVenueSettingsChange.parse({ isUseKds: true })).toEqual({ isUseKds: true });
    expect(ZVenueSettingsChange.safeParse({ isUseKds: 1 }).success).toBe(false);
    expect(ZVenueSettingsChange.safeParse({ timeZone: 140 }).success).toBe(true);
    expect(ZVenueSettingsChange.safeParse({ timeZone: 141 }).success).toBe(false);
    expect(ZVenueSettingsChange.safeParse({ imageSourceId: 4 }).success).toBe(false);
    expect(ZVenueSettingsChange.safeParse({ woltExpiredDateUtc: '2100-01-01T00:00:00Z' }).success).toBe(true);
    expect(ZVenueSettingsChange.safeParse({ woltExpiredDateUtc: '2100-01-01' }).success).toBe(false);
    expect(ZVenueSettingsChange.safeParse({ useDaylightSavingTime: true }).success).toBe(false);
  });
});

describe('venue requests of the venue side', () => {
  it('reads secrets as set, cleared or kept', () => {
    expect(ZWoltConnectionInput.parse({ externalId: ' w1 ', apiKey: 'k', webhookSecret: null })).toEqual({
      externalId: 'w1',
      isEnabled: true,
      name: '',
      apiKey: 'k',
      webhookSecret: null,
    });
    expect(ZWoltConnectionInput.safeParse({ externalId: 'w1', statusForm: 'busy' }).success).toBe(false);
  });

  it('takes the schedule as a list or as Wolt spells it', () => {
    const entry = {
      opening_day: 'MONDAY',
      opening_time: '09:00',
      closing_day: 'MONDAY',
      closing_time: '17:00',
    };
    expect(ZVenueScheduleRequest.parse([entry])).toEqual({ availability: [entry] });
    expect(ZVenueScheduleRequest.parse({ availability: [entry] })).toEqual({ availability: [entry] });
  });

  it('takes a pause end only in the coming week', () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect(ZVenueOfflineRequest.safeParse({ until: at(60_000) }).success).toBe(true);
    expect(ZVenueOfflineRequest.safeParse({ until: at(-60_000) }).success).toBe(false);
    expect(ZVenueOfflineRequest.safeParse({ until: at(8 * 24 * 3600_000) }).success).toBe(false);
    expect(ZVenueOfflineRequest.safeParse(undefined).success).toBe(true);
  });
});
