import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { VenueActionLog } from './venue-action-log';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi();
});

describe('VenueActionLog', () => {
  it("shows who changed what, with the values before and after, from the venue's log", async () => {
    api.on('GET /api/venues/actions', () => [
      200,
      [
        {
          id: 9,
          action: 'venue.licence',
          userId: 1,
          userName: 'admin',
          before: { woltExpiredDateUtc: null },
          after: { woltExpiredDateUtc: '2100-01-01T00:00:00Z' },
          createdAt: '2026-11-24T06:00:00Z',
        },
        {
          id: 8,
          action: 'venue.offline',
          userId: null,
          userName: null,
          before: null,
          after: null,
          createdAt: '2026-11-24T05:00:00Z',
        },
      ],
    ]);
    renderScreen(<VenueActionLog venueId={5} />);
    expect(await screen.findByText('venue.licence')).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.getByText('{"woltExpiredDateUtc":"2100-01-01T00:00:00Z"}')).toBeTruthy();
    expect(api.callsTo('GET /api/venues/actions')[0]?.query.get('venueId')).toBe('5');
  });

  it('says so when nothing has changed yet', async () => {
    api.on('GET /api/venues/actions', () => [200, []]);
    renderScreen(<VenueActionLog venueId={5} />);
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy();
  });
});
