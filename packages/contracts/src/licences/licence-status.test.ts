import { describe, expect, it } from 'vitest';
import { isUnlimitedLicence, licenceStatusOf } from './licence-status';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('licenceStatusOf', () => {
  it('reads no date as not assigned and 2100-01-01 as unlimited', () => {
    expect(licenceStatusOf(null, NOW, 30)).toBe('notAssigned');
    expect(licenceStatusOf(undefined, NOW, 30)).toBe('notAssigned');
    expect(licenceStatusOf('', NOW, 30)).toBe('notAssigned');
    expect(licenceStatusOf('2100-01-01T00:00:00Z', NOW, 30)).toBe('unlimited');
    expect(licenceStatusOf('2100-01-01T00:00:00.000Z', NOW, 30)).toBe('unlimited');
  });

  it('tells expired, expiring within the window and active apart', () => {
    expect(licenceStatusOf('2026-06-01T12:00:00Z', NOW, 30)).toBe('expired');
    expect(licenceStatusOf('2026-05-01T00:00:00Z', NOW, 30)).toBe('expired');
    expect(licenceStatusOf('2026-06-01T12:00:01Z', NOW, 30)).toBe('expiring');
    expect(licenceStatusOf('2026-07-01T12:00:00Z', NOW, 30)).toBe('expiring');
    expect(licenceStatusOf('2026-07-01T12:00:01Z', NOW, 30)).toBe('active');
    expect(licenceStatusOf('2026-06-05T00:00:00Z', NOW, 3)).toBe('active');
  });

  it('knows the unlimited date in any ISO spelling only', () => {
    expect(isUnlimitedLicence('2100-01-01T02:00:00+02:00')).toBe(true);
    expect(isUnlimitedLicence('2099-12-31T23:59:59Z')).toBe(false);
    expect(isUnlimitedLicence(null)).toBe(false);
  });
});
