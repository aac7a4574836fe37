import { screen, within } from '@testing-library/react';
import type { TOperationsReport } from '@orderdesk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { OperationsSection } from './operations-section';

const none = { orders: 0, medianSeconds: null, p90Seconds: null };

const report: TOperationsReport = {
  period: { from: '2026-11-23', to: '2026-11-29' },
  venueCount: 1,
  acceptance: { ...none, late: 0, byPlatform: [] },
  preparation: { ...none, byPlatform: [] },
  closed: [],
  badHandovers: { ...none, stillBad: 0, totalSeconds: 0, byPlatform: [] },
  posRefusals: [
    { policy: 'transient', advice: 'shiftClosing', refusals: 5, orders: 2 },
    { policy: 'staff', advice: 'shiftTooLong', refusals: 3, orders: 1 },
  ],
  offline: { offlineSeconds: 0, openSeconds: 0, estimatedLostRevenue: 0, byVenue: [] },
};

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  installFakeApi({});
});
afterEach(async () => {
  await changeLanguage('en');
});

describe("OperationsSection: r_keeper's refusals", () => {
  it('counts refusals and orders by what r_keeper said and what happens', async () => {
    renderScreen(<OperationsSection report={report} currencies={['EUR']} />);
    const table = await screen.findByTestId('pos-refusals');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContainEqual(expect.stringMatching(/Common shift closing.*Tried again by itself.*5.*2/));
    expect(rows).toContainEqual(
      expect.stringMatching(/Common shift open too long.*Staff act in r_keeper, tried every 10 min.*3.*1/),
    );
  });

  it('says it in Lithuanian', async () => {
    await changeLanguage('lt');
    renderScreen(<OperationsSection report={report} currencies={['EUR']} />);
    const table = await screen.findByTestId('pos-refusals');
    expect(within(table).getByText('Uždaroma bendra pamaina')).toBeTruthy();
    expect(screen.getByText('r_keeper atsisakymai')).toBeTruthy();
  });
});
