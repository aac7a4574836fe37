import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLicRequest } from '@orderdesk/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi } from '../../test/fake-api';
import { aboutMe } from '../../test/fixtures';
import { fakeSession, renderScreen } from '../../test/render';
import { LicenceRequestPage } from './licence-request-page';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi();
});

const DEALER_ID = 21;

function licenceRequest(overrides: Partial<TLicRequest> = {}): TLicRequest {
  return {
    id: 7,
    venueId: 3,
    venueName: 'Demo Bistro',
    areaId: 1,
    areaName: 'Vilnius',
    platforms: ['wolt', 'glovo'],
    expiresAt: '2100-01-01T00:00:00.000Z',
    unlimited: true,
    comment: 'New contract',
    status: 'pending',
    requestedBy: { id: DEALER_ID, userName: 'dealer.jonas' },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    autoApproved: false,
    rejectReason: null,
    currentDates: {
      woltExpiredDateUtc: null,
      boltExpiredDateUtc: null,
      fudyExpiredDateUtc: null,
      glovoExpiredDateUtc: null,
    },
    ...overrides,
  };
}

const admin = fakeSession(aboutMe({ id: 1, roleNames: ['Admin'], venueId: null, venue: null }));
const requester = fakeSession(aboutMe({ id: DEALER_ID, roleNames: ['Dealer'], venueId: null, venue: null }));
const otherDealer = fakeSession(aboutMe({ id: 99, roleNames: ['Dealer'], venueId: null, venue: null }));

function show(session = admin) {
  return renderScreen(<LicenceRequestPage />, {
    path: '/lic-requests/:id',
    route: '/lic-requests/7',
    session,
  });
}

describe('LicenceRequestPage', () => {
  it('says in the approve dialog which platforms keep a later licence, an unlimited one included', async () => {
    const request = licenceRequest({
      expiresAt: '2027-06-30T21:59:59.000Z',
      unlimited: false,
      currentDates: {
        woltExpiredDateUtc: '2100-01-01T00:00:00.000Z',
        boltExpiredDateUtc: null,
        fudyExpiredDateUtc: null,
        glovoExpiredDateUtc: '2027-01-01T00:00:00.000Z',
      },
    });
    api.on('GET /api/lic-requests/7', () => [200, request]);
    show();
    fireEvent.click(await screen.findByTestId('request-approve'));
    const message = await screen.findByText(/approving never shortens a licence/);
    expect(message.textContent).toMatch(/\(Wolt: Unlimited\)/);
    expect(message.textContent).not.toMatch(/Glovo: /);
  });

  it('shows the request and lets an admin approve it after confirming', async () => {
    let current = licenceRequest();
    api.on('GET /api/lic-requests/7', () => [200, current]);
    api.on('PATCH /api/lic-requests/7/approve', () => {
      current = licenceRequest({
        status: 'approved',
        decidedBy: { id: 1, userName: 'admin' },
        decidedAt: '2026-11-21T10:00:00.000Z',
        currentDates: { ...current.currentDates, woltExpiredDateUtc: '2100-01-01T00:00:00.000Z' },
      });
      return [200, current];
    });
    show();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByTestId('request-expires').textContent).toBe('Unlimited');
    expect(screen.getByText('Wolt, Glovo')).toBeTruthy();
    expect(screen.getByText('New contract')).toBeTruthy();
    expect(screen.getByTestId('current-wolt').textContent).toBe('—');

    fireEvent.click(screen.getByTestId('request-approve'));
    expect(
      await screen.findByText('Wolt, Glovo for Demo Bistro will be licensed until Unlimited.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(api.callsTo('PATCH /api/lic-requests/7/approve')).toHaveLength(1));
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByTestId('current-wolt').textContent).toBe('Unlimited');
    expect(screen.queryByTestId('request-approve')).toBeNull();
  });

  it('sends a reject reason, and asks for one first', async () => {
    api.on('GET /api/lic-requests/7', () => [200, licenceRequest()]);
    api.on('PATCH /api/lic-requests/7/reject', () => [
      200,
      licenceRequest({ status: 'rejected', rejectReason: 'Unpaid' }),
    ]);
    show();
    fireEvent.click(await screen.findByTestId('request-reject'));
    fireEvent.click(await screen.findByTestId('reject-confirm'));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: 'Unpaid' } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/lic-requests/7/reject')[0]?.body).toEqual({ reason: 'Unpaid' }),
    );
  });

  it('offers change and withdraw to its requester only, and decisions to admins only', async () => {
    api.on('GET /api/lic-requests/7', () => [200, licenceRequest()]);
    const mine = show(requester);
    expect(await screen.findByTestId('request-withdraw')).toBeTruthy();
    expect(screen.getByTestId('request-edit')).toBeTruthy();
    expect(screen.queryByTestId('request-approve')).toBeNull();
    mine.unmount();

    show(otherDealer);
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.queryByTestId('request-withdraw')).toBeNull();
    expect(screen.queryByTestId('request-edit')).toBeNull();
    expect(screen.queryByTestId('request-approve')).toBeNull();
  });

  it('shows a rejected request with its reason and no actions', async () => {
    api.on('GET /api/lic-requests/7', () => [
      200,
      licenceRequest({
        status: 'rejected',
        rejectReason: 'Unpaid invoice',
        decidedAt: '2026-11-21T10:00:00.000Z',
      }),
    ]);
    show();
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Reason: Unpaid invoice')).toBeTruthy();
    expect(screen.queryByTestId('request-approve')).toBeNull();
    expect(screen.queryByTestId('request-edit')).toBeNull();
  });
});
