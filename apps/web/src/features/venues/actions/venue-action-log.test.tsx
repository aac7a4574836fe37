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
  it("shows who changed what, as sentences with only the changed fields, from the venue's log", async () => {
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
    const sentences = await screen.findAllByTestId('venue-action-sentence');
    expect(sentences.map((s) => s.textContent)).toEqual([
      'admin changed the licence dates',
      'The system closed the restaurant',
    ]);
    expect(screen.getAllByTestId('venue-action-change').map((c) => c.textContent)).toEqual([
      'Wolt licence until: — → 01.01.2100 00:00',
    ]);
    expect(screen.queryByText(/venue\.licence|woltExpiredDateUtc/)).toBeNull();
    expect(api.callsTo('GET /api/venues/actions')[0]?.query.get('venueId')).toBe('5');
  });

  it('says so when nothing has changed yet', async () => {
    api.on('GET /api/venues/actions', () => [200, []]);
    renderScreen(<VenueActionLog venueId={5} />);
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy();
  });
});
