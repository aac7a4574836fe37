import { describe, expect, it } from 'vitest';
import { MENU_AVAILABILITY_MAX_IDS, ZMenuAvailabilityRequest } from './menu-availability.schema';

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
const issues = (value: unknown) => {
  const parsed = ZMenuAvailabilityRequest.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('sold out and back request', () => {
  it('takes ids, the state and an optional end time with sold out', () => {
    expect(issues({ venueId: 1, ids: ['i_1002001'], isAvailable: false })).toEqual([]);
    expect(issues({ venueId: 1, ids: ['k_3000001'], isAvailable: false, until: inAnHour() })).toEqual([]);
    expect(issues({ venueId: 1, ids: ['m_1002001_2000103'], isAvailable: true, until: null })).toEqual([]);
  });

  it('refuses an end time with back on sale, one in the past, and an empty or oversized list', () => {
    expect(issues({ venueId: 1, ids: ['i_1'], isAvailable: true, until: inAnHour() })).toEqual([
      ['until', 'An end time goes with sold out only'],
    ]);
    expect(
      issues({
        venueId: 1,
        ids: ['i_1'],
        isAvailable: false,
        until: new Date(Date.now() - 1000).toISOString(),
      }),
    ).toEqual([['until', 'The end time must be in the future']]);
    expect(issues({ venueId: 1, ids: [], isAvailable: false })).toEqual([
      ['ids', 'Choose at least one dish or modifier'],
    ]);
    const many = Array.from({ length: MENU_AVAILABILITY_MAX_IDS + 1 }, (_, i) => `i_${i}`);
    expect(issues({ venueId: 1, ids: many, isAvailable: false })).toHaveLength(1);
    expect(issues({ venueId: 1, ids: ['i_1'], isAvailable: false, until: 'tomorrow' })[0]![0]).toBe('until');
  });
});
