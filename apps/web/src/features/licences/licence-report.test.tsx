import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLicenceReportRow } from '@orderdesk/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi, paged } from '../../test/fake-api';
import { aboutMe } from '../../test/fixtures';
import { fakeSession, renderScreen } from '../../test/render';
import { LicenceReport } from './licence-report';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('./licence-csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./licence-csv')>()),
  downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
}));

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  downloads.length = 0;
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({
    'GET /api/venues/id-name': () => [200, [{ id: 3, name: 'Demo Bistro' }]],
    'GET /api/areas': () => [200, paged([{ id: 1, name: 'Vilnius' }])],
    'GET /api/VenueGroups': () => [200, paged([])],
  });
});

const row: TLicenceReportRow = {
  venueId: 3,
  venueName: 'Demo Bistro',
  companyName: 'Bistro, UAB',
  areaId: 1,
  areaName: 'Vilnius',
  groupId: null,
  groupName: null,
  wolt: { expiresAt: '2026-01-02T10:00:00.000Z', status: 'expired', enabled: true },
  bolt: { expiresAt: null, status: 'notAssigned', enabled: false },
  fudy: { expiresAt: '2100-01-01T00:00:00.000Z', status: 'unlimited', enabled: false },
  glovo: { expiresAt: null, status: 'notAssigned', enabled: false },
  lastActionAt: null,
};

const admin = fakeSession(aboutMe({ id: 1, roleNames: ['Admin'], venueId: null, venue: null }));

describe('LicenceReport', () => {
  it(
    'shows each venue with a status per platform and sends the chosen status filter',
    { timeout: 20_000 },
    async () => {
      api.on('GET /api/venues/licences', ({ query }) => [
        200,
        query.get('woltLicenseStatus') === 'active' ? [] : [row],
      ]);
      renderScreen(<LicenceReport />, { session: admin });
      const line = await screen.findByTestId('licence-report-row');
      expect(within(line).getByText('Demo Bistro')).toBeTruthy();
      expect(within(line).getByText('Bistro, UAB')).toBeTruthy();
      expect(
        within(line)
          .getAllByTestId('licence-status')
          .map((chip) => chip.getAttribute('data-status')),
      ).toEqual(['expired', 'notAssigned', 'unlimited', 'notAssigned']);

      fireEvent.mouseDown(screen.getByTestId('report-status-wolt'));
      fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
      expect(await screen.findByText('No restaurant matches these filters.')).toBeTruthy();
      expect(api.callsTo('GET /api/venues/licences').at(-1)?.query.get('woltLicenseStatus')).toBe('active');
    },
  );

  it('exports the rows of the table as CSV', async () => {
    api.on('GET /api/venues/licences', () => [200, [row]]);
    renderScreen(<LicenceReport />, { session: admin });
    await screen.findByTestId('licence-report-row');
    fireEvent.click(screen.getByTestId('report-csv'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = downloads[0]?.csv.trim().split('\r\n') ?? [];
    expect(lines[0]).toBe('Restaurant,Company,Area,Venue group,Wolt,Bolt,Fudy,Glovo,Last licence change');
    expect(lines[1]).toMatch(
      /^Demo Bistro,"Bistro, UAB",Vilnius,,Expired \S+,Not assigned,Unlimited,Not assigned,$/,
    );
    expect(lines).toHaveLength(2);
  });
});
