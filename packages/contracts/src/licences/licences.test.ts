import { describe, expect, it } from 'vitest';
import {
  LICENCE_PLATFORMS,
  UNLIMITED_LICENCE_DATE,
  checkLicences,
  licenceToastMessages,
  shouldShowLicenceWarnings,
  type LicenceVenue,
} from './licences';

const on = [{ isEnabled: false }, { isEnabled: true }];
const off = [{ isEnabled: false }];

describe('licence constants', () => {
  it('has the unlimited date and the platform keys', () => {
    expect(UNLIMITED_LICENCE_DATE).toBe('2100-01-01T00:00:00Z');
    expect(LICENCE_PLATFORMS.map((p) => [p.name, p.settingsKey, p.licensedKey, p.expiryKey])).toEqual([
      ['Wolt', 'woltSettings', 'isWoltLicensed', 'woltExpiredDateUtc'],
      ['Bolt', 'boltSettings', 'isBoltLicensed', 'boltExpiredDateUtc'],
      ['Fudy', 'fudySettings', 'isFudyLicensed', 'fudyExpiredDateUtc'],
      ['Glovo', 'glovoSettings', 'isGlovoLicensed', 'glovoExpiredDateUtc'],
    ]);
  });
});

describe('checkLicences', () => {
  it('reports nothing for a fully licensed venue', () => {
    const venue: LicenceVenue = {
      woltSettings: on,
      isWoltLicensed: true,
      venueSelfSettings: { woltExpiredDateUtc: UNLIMITED_LICENCE_DATE },
    };
    expect(checkLicences(venue)).toEqual({ expired: [], notAssigned: [] });
  });

  it('reports an enabled platform that is not licensed as expired', () => {
    const venue: LicenceVenue = {
      woltSettings: on,
      isWoltLicensed: false,
      boltSettings: on,
      glovoSettings: on,
      isBoltLicensed: true,
      venueSelfSettings: {
        woltExpiredDateUtc: '2024-01-01T00:00:00Z',
        boltExpiredDateUtc: '2030-01-01T00:00:00Z',
        glovoExpiredDateUtc: '2030-01-01T00:00:00Z',
      },
    };
    expect(checkLicences(venue)).toEqual({ expired: ['Wolt', 'Glovo'], notAssigned: [] });
  });

  it('reports an enabled platform without an expiry date as not assigned', () => {
    const venue: LicenceVenue = {
      boltSettings: on,
      isBoltLicensed: true,
      fudySettings: on,
      isFudyLicensed: true,
      glovoSettings: on,
      isGlovoLicensed: true,
      venueSelfSettings: { fudyExpiredDateUtc: null, glovoExpiredDateUtc: '' },
    };
    expect(checkLicences(venue)).toEqual({ expired: [], notAssigned: ['Bolt', 'Fudy', 'Glovo'] });
  });

  it('ignores platforms with no enabled settings', () => {
    const venue: LicenceVenue = {
      woltSettings: off,
      boltSettings: [],
      fudySettings: null,
      venueSelfSettings: null,
    };
    expect(checkLicences(venue)).toEqual({ expired: [], notAssigned: [] });
  });

  it('puts a platform in one list only: no date wins over not licensed', () => {
    expect(checkLicences({ fudySettings: on })).toEqual({ expired: [], notAssigned: ['Fudy'] });
    // The Bolt date cleared (its licence with it) beside an expired Wolt: one toast each.
    const venue: LicenceVenue = {
      woltSettings: on,
      isWoltLicensed: false,
      boltSettings: on,
      isBoltLicensed: false,
      venueSelfSettings: { woltExpiredDateUtc: '2024-01-01T00:00:00Z', boltExpiredDateUtc: null },
    };
    expect(checkLicences(venue)).toEqual({ expired: ['Wolt'], notAssigned: ['Bolt'] });
  });
});

describe('licenceToastMessages', () => {
  it('uses the singular for one platform', () => {
    expect(licenceToastMessages({ expired: ['Wolt'], notAssigned: ['Glovo'] })).toEqual([
      'Wolt license is expired!',
      'Glovo license is not assigned!',
    ]);
  });

  it('uses the plural for several, names joined by commas', () => {
    expect(
      licenceToastMessages({ expired: ['Wolt', 'Bolt'], notAssigned: ['Bolt', 'Fudy', 'Glovo'] }),
    ).toEqual(['Wolt, Bolt licenses are expired!', 'Bolt, Fudy, Glovo licenses are not assigned!']);
  });

  it('says nothing when all is well', () => {
    expect(licenceToastMessages({ expired: [], notAssigned: [] })).toEqual([]);
  });
});

describe('shouldShowLicenceWarnings', () => {
  it('needs both alerts allowed and the show-expiry flag', () => {
    expect(shouldShowLicenceWarnings({ alertsAllowed: true, showExpiryMessage: true })).toBe(true);
    expect(shouldShowLicenceWarnings({ alertsAllowed: false, showExpiryMessage: true })).toBe(false);
    expect(shouldShowLicenceWarnings({ alertsAllowed: true, showExpiryMessage: false })).toBe(false);
  });
});
