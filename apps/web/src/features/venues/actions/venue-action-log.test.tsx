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

  it('sums up menu and mapping entries in a sentence each, with no codes or raw data', async () => {
    const at = '2026-11-24T06:00:00Z';
    const entry = (id: number, action: string, after: unknown, before: unknown = null) => ({
      id,
      action,
      userId: 2,
      userName: 'demo.manager',
      before,
      after,
      createdAt: at,
    });
    api.on('GET /api/venues/actions', () => [
      200,
      [
        entry(6, 'menu.download', { dishes: 14, modifiers: 16, categories: 7, fileName: null }),
        entry(5, 'menu.save', {
          instances: [
            { instanceId: 1, changes: 2 },
            { instanceId: 2, changes: 1 },
          ],
        }),
        entry(4, 'menu.publish', {
          connections: [
            { instanceId: 1, platform: 'wolt', name: 'Main', publishId: 5, refusal: null },
            { instanceId: 2, platform: 'glovo', name: 'Main', publishId: null, refusal: 'used up' },
          ],
        }),
        entry(3, 'menu.availability', { ids: ['i_1', 'i_2'], isAvailable: false, until: null }),
        entry(2, 'pos-mapping.save', {
          platform: 'wolt',
          kind: 'dish',
          platformRef: 'w-42',
          rkIdent: '1002005',
          name: 'Kibinas',
          isManual: true,
        }),
        entry(1, 'pos-mapping.delete', null, { platformRef: 'w-42', rkIdent: '1002005' }),
      ],
    ]);
    renderScreen(<VenueActionLog venueId={5} />);
    const sentences = await screen.findAllByTestId('venue-action-sentence');
    expect(sentences.map((s) => s.textContent)).toEqual([
      'demo.manager read the menu from r_keeper: 14 dishes, 16 modifiers',
      'demo.manager changed 3 menu switches',
      'demo.manager published the menu to Wolt; not sent to Glovo',
      'demo.manager marked 2 menu items sold out',
      "demo.manager mapped w-42 to r_keeper's Kibinas (1002005)",
      'demo.manager removed the mapping of w-42',
    ]);
    expect(screen.queryAllByTestId('venue-action-change')).toHaveLength(0);
    expect(screen.getByTestId('venue-action-log').textContent).not.toMatch(/menu\.|pos-mapping|\{"|\["/);
  });

  it('says so when nothing has changed yet', async () => {
    api.on('GET /api/venues/actions', () => [200, []]);
    renderScreen(<VenueActionLog venueId={5} />);
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy();
  });
});
