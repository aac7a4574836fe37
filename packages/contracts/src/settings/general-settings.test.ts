import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_LANGUAGE,
  DateOrder,
  GENERAL_SETTING_VALUES,
  OrderCardMode,
  SUPPORTED_LANGUAGES,
  TimeFormat,
  parseStoredGeneralSettings,
} from './general-settings';
import { ZGeneralSettings } from './general-settings.schema';

describe('general settings', () => {
  it('has the spec values and defaults', () => {
    expect(TimeFormat).toEqual({ H12: 1, H24: 2 });
    expect(DateOrder.DMY).toBe(1);
    expect(OrderCardMode).toEqual({ EXPANDED: 1, POPUP: 2 });
    expect(DEFAULT_GENERAL_SETTINGS).toEqual({
      timeFormat: 2,
      dateSeparator: '.',
      dateOrder: 1,
      orderCardMode: 2,
      soundNotif: true,
    });
    expect(ZGeneralSettings.parse(DEFAULT_GENERAL_SETTINGS)).toEqual(DEFAULT_GENERAL_SETTINGS);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'lt']);
  });

  it('reads stored settings with exactly the values the schema allows', () => {
    const candidates = [0, 1, 2, 3, 4, '.', '/', '-', ' ', ',', '', true, false, null, '1', 'true'];
    const keys = Object.keys(ZGeneralSettings.shape) as (keyof typeof GENERAL_SETTING_VALUES)[];
    expect(Object.keys(GENERAL_SETTING_VALUES).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const allowed: readonly unknown[] = GENERAL_SETTING_VALUES[key];
      for (const value of candidates) {
        expect(allowed.includes(value), `${key} = ${JSON.stringify(value)}`).toBe(
          ZGeneralSettings.shape[key].safeParse(value).success,
        );
      }
    }
  });

  it('returns the defaults for missing or unreadable storage', () => {
    for (const raw of [null, '', 'not json', '[]', 'null', '42', '"text"']) {
      expect(parseStoredGeneralSettings(raw)).toEqual(DEFAULT_GENERAL_SETTINGS);
    }
  });

  it('keeps valid stored fields and replaces invalid ones with defaults', () => {
    const raw = JSON.stringify({
      timeFormat: 1,
      dateSeparator: '/',
      dateOrder: 7,
      soundNotif: 'yes',
      extra: 1,
    });
    expect(parseStoredGeneralSettings(raw)).toEqual({
      timeFormat: 1,
      dateSeparator: '/',
      dateOrder: 1,
      orderCardMode: 2,
      soundNotif: true,
    });
    expect(parseStoredGeneralSettings(JSON.stringify({ orderCardMode: 1, soundNotif: false }))).toMatchObject(
      {
        orderCardMode: 1,
        soundNotif: false,
      },
    );
  });

  it('does not hand out the shared defaults object', () => {
    const parsed = parseStoredGeneralSettings(null);
    parsed.soundNotif = false;
    expect(DEFAULT_GENERAL_SETTINGS.soundNotif).toBe(true);
  });
});
