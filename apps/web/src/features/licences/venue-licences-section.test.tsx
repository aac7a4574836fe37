import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi } from '../../test/fake-api';
import { aboutMe, venue } from '../../test/fixtures';
import { fakeSession, renderScreen } from '../../test/render';
import { VenueLicencesSection } from './venue-licences-section';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({
    'GET /api/lic-requests/settings': () => [
      200,
      {
        defaultPeriodMonths: 6,
        maxPeriodMonths: 36,
        dealersMayRequestUnlimited: false,
        autoApproveDealerIds: [],
        expiringWithinDays: 30,
      },
    ],
    'GET /api/venues/id-name': () => [200, [{ id: 1, name: 'Demo Bistro' }]],
  });
});

const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
const licensedVenue = venue({
  venueSelfSettings: {
    woltExpiredDateUtc: '2100-01-01T00:00:00Z',
    boltExpiredDateUtc: soon,
    fudyExpiredDateUtc: '2020-01-01T00:00:00Z',
    glovoExpiredDateUtc: null,
  },
});

const statuses = () =>
  ['wolt', 'bolt', 'fudy', 'glovo'].map((p) =>
    within(screen.getByTestId(`venue-licence-${p}`))
      .getByTestId('licence-status')
      .getAttribute('data-status'),
  );

describe('VenueLicencesSection', () => {
  it("shows a manager the venue's licence per platform, read-only", async () => {
    renderScreen(<VenueLicencesSection venue={licensedVenue} />);
    expect(await screen.findByText('Licences')).toBeTruthy();
    expect(statuses()).toEqual(['unlimited', 'expiring', 'expired', 'notAssigned']);
    expect(screen.queryByTestId('request-licence')).toBeNull();
    expect(screen.queryByTestId('licence-events-link')).toBeNull();
    expect(api.callsTo('GET /api/lic-requests/settings')).toHaveLength(0);
  });

  it('lets a dealer ask for a licence for this venue and open its events', { timeout: 20_000 }, async () => {
    const dealer = fakeSession(aboutMe({ id: 21, roleNames: ['Dealer'], venueId: null, venue: null }));
    renderScreen(<VenueLicencesSection venue={licensedVenue} />, { session: dealer });
    expect(screen.getByTestId('licence-events-link').getAttribute('href')).toBe('/lic-requests/events/1');
    fireEvent.click(screen.getByTestId('request-licence'));
    const dialog = await screen.findByTestId('lic-request-dialog');
    expect(await within(dialog).findByText('The default period (6 months)')).toBeTruthy();
    expect(within(dialog).queryByText('Unlimited')).toBeNull();
  });
});
