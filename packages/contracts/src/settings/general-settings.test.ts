import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_LANGUAGE,
  DateOrder,
  OrderCardMode,
  SUPPORTED_LANGUAGES,
  TimeFormat,
  ZGeneralSettings,
  parseStoredGeneralSettings,
} from './general-settings';

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
