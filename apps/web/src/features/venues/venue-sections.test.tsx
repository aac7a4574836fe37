import { LOCAL_STORAGE_KEYS, TimeFormat, type TVenue } from '@orderdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi, paged } from '../../test/fake-api';
import { aboutMe, venue, venueRow } from '../../test/fixtures';
import { fakeSession, renderScreen } from '../../test/render';
import { ConnectionsSection } from './connections/connections-section';
import { VenueDrawerExtras } from './drawer/venue-drawer-extras';
import { ScheduleSection } from './schedule/schedule-section';
import { VenueSettingsSection } from './settings/venue-settings-section';
import { VenuesPage } from './venues-page';

vi.mock('../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.setConfig({ testTimeout: 30_000 });

const admin = fakeSession(aboutMe({ roleNames: ['Admin'], venueId: null, venue: null }));
let api: ReturnType<typeof installFakeApi>;

const woltStore = {
  id: 11,
  isEnabled: true,
  name: 'Main street',
  externalId: 'wolt-store-1',
  webhookPath: '/api/webhooks/wolt',
  statusForm: 'status' as const,
  clientId: null,
  hasApiKey: true,
  hasClientSecret: false,
  hasRefreshToken: false,
  hasWebhookSecret: false,
};

function bistro(overrides: Partial<TVenue> = {}): TVenue {
  return { ...venue({ id: 5, name: 'Bistro' }), woltSettings: [woltStore], ...overrides };
}

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  window.localStorage.clear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  api = installFakeApi({ 'GET /api/venues/5': () => [200, bistro()] });
});

describe('schedule in 12-hour mode', () => {
  beforeEach(() => {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.settings, JSON.stringify({ timeFormat: TimeFormat.H12 }));
  });

  it('shows 24-hour times on a 12-hour clock and saves them as 24-hour', async () => {
    api.on('PATCH /api/venues/5/schedule', ({ body }) => [
      200,
      bistro({ schedule: (body as { availability: TVenue['schedule'] }).availability }),
    ]);
    renderScreen(<ScheduleSection venue={bistro()} readOnly={false} />);
    const first = screen.getAllByTestId('schedule-row')[0]!;
    expect((within(first).getByTestId('schedule-opening_time') as HTMLInputElement).value).toBe('12:00 am');
    expect((within(first).getByTestId('schedule-closing_time') as HTMLInputElement).value).toBe('11:59 pm');

    fireEvent.change(within(first).getByTestId('schedule-opening_time'), { target: { value: '08:30 am' } });
    fireEvent.change(within(first).getByTestId('schedule-closing_time'), { target: { value: '10:15 PM' } });
    fireEvent.click(screen.getByTestId('schedule-save'));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The schedule successfully updated'));
    const sent = api.callsTo('PATCH /api/venues/5/schedule')[0]?.body as { availability: object[] };
    expect(sent.availability[0]).toEqual({
      opening_day: 'MONDAY',
      opening_time: '08:30',
      closing_day: 'MONDAY',
      closing_time: '22:15',
    });
    expect(sent.availability).toHaveLength(7);
  });

  it('refuses a time in neither form with the spec text, and sends nothing', async () => {
    renderScreen(<ScheduleSection venue={bistro()} readOnly={false} />);
    const first = screen.getAllByTestId('schedule-row')[0]!;
    fireEvent.change(within(first).getByTestId('schedule-opening_time'), { target: { value: '13:00 pm' } });
    fireEvent.click(screen.getByTestId('schedule-save'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error with time format, can not save schedule!'),
    );
    expect(api.callsTo('PATCH /api/venues/5/schedule')).toHaveLength(0);
  });

  it("shows the server's overlap on the period it concerns", async () => {
    api.on('PATCH /api/venues/5/schedule', () => [
      400,
      { errors: { 'availability.1': ['Overlaps the period MONDAY 00:00 - MONDAY 23:59'] } },
    ]);
    renderScreen(<ScheduleSection venue={bistro()} readOnly={false} />);
    const second = screen.getAllByTestId('schedule-row')[1]!;
    fireEvent.mouseDown(within(second).getByTestId('schedule-opening_day'));
    fireEvent.click(await screen.findByRole('option', { name: 'Monday' }));
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect(await within(second).findByTestId('schedule-row-error')).toHaveProperty(
      'textContent',
      'Overlaps the period MONDAY 00:00 - MONDAY 23:59',
    );
    // A toast too, so the failed save is noticed with the row scrolled away.
    expect(toast.error).toHaveBeenCalledWith('Period 2 overlaps another period: the schedule was not saved');
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe('platform connections', () => {
  it('adds a connection: the others go unchanged, the new one with its secret', async () => {
    api.on('PUT /api/venues', () => [200, bistro()]);
    renderScreen(<ConnectionsSection venue={bistro()} canManage />);
    const row = screen.getByTestId('connection-row');
    expect(row.textContent).toContain('API key: set');
    expect(row.textContent).toContain('Webhook secret: not set');
    expect(within(row).getByTestId('webhook-url').textContent).toBe(
      'http://localhost:3000/api/webhooks/wolt',
    );
    const copy = within(row).getByRole('button', { name: 'Copy' });
    expect(within(copy).getByTestId('copy-webhook-icon').tagName.toLowerCase()).toBe('svg');
    expect(copy.textContent).toBe('');

    fireEvent.click(screen.getByTestId('add-connection-wolt'));
    const dialog = await screen.findByTestId('connection-dialog');
    fireEvent.change(within(dialog).getByTestId('connection-external-id'), { target: { value: 'store-2' } });
    fireEvent.change(within(dialog).getByLabelText(/^API key/), { target: { value: 'k-123' } });
    fireEvent.click(within(dialog).getByTestId('connection-save'));

    await waitFor(() => expect(api.callsTo('PUT /api/venues')).toHaveLength(1));
    expect(api.callsTo('PUT /api/venues')[0]?.body).toEqual({
      id: 5,
      woltSettings: [
        {
          id: 11,
          isEnabled: true,
          name: 'Main street',
          externalId: 'wolt-store-1',
          statusForm: 'status',
          clientId: null,
          currency: null,
        },
        {
          isEnabled: true,
          name: '',
          externalId: 'store-2',
          statusForm: 'status',
          clientId: null,
          currency: null,
          apiKey: 'k-123',
        },
      ],
    });
    expect(toast.success).toHaveBeenCalledWith('The connection was saved');
  });

  it("puts the server's field error of the new item on the dialog's field", async () => {
    api.on('PUT /api/venues', () => [
      400,
      {
        errors: {
          'woltSettings.1.apiKey': [
            'Enter the API key, or the OAuth client id, client secret and refresh token',
          ],
        },
      },
    ]);
    renderScreen(<ConnectionsSection venue={bistro()} canManage />);
    fireEvent.click(screen.getByTestId('add-connection-wolt'));
    const dialog = await screen.findByTestId('connection-dialog');
    fireEvent.change(within(dialog).getByTestId('connection-external-id'), { target: { value: 'store-2' } });
    fireEvent.click(within(dialog).getByTestId('connection-save'));
    expect(
      await within(dialog).findByText(
        'Enter the API key, or the OAuth client id, client secret and refresh token',
      ),
    ).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('clears a secret with null and checks a connection, showing the answer in words', async () => {
    api.on('PUT /api/venues', () => [200, bistro()]);
    api.on('PATCH /api/venues/check-connection', () => [
      200,
      {
        ok: false,
        status: 404,
        message: 'Wolt does not know the store "wolt-store-1" (HTTP 404): check the store id',
      },
    ]);
    renderScreen(<ConnectionsSection venue={bistro()} canManage />);
    fireEvent.click(screen.getByTestId('check-connection'));
    expect((await screen.findByTestId('check-connection-result')).textContent).toBe(
      'Wolt does not know the store "wolt-store-1" (HTTP 404): check the store id',
    );
    expect(api.callsTo('PATCH /api/venues/check-connection')[0]?.body).toEqual({
      venueId: 5,
      instanceId: 11,
      distributorId: 1,
    });

    fireEvent.click(screen.getByTestId('edit-connection'));
    const dialog = await screen.findByTestId('connection-dialog');
    fireEvent.click(within(dialog).getByLabelText('Clear'));
    fireEvent.click(within(dialog).getByTestId('connection-save'));
    await waitFor(() => expect(api.callsTo('PUT /api/venues')).toHaveLength(1));
    expect(api.callsTo('PUT /api/venues')[0]?.body).toMatchObject({
      woltSettings: [{ id: 11, externalId: 'wolt-store-1', apiKey: null }],
    });
  });
});

describe('open and close', () => {
  it('closes a restaurant from the list for a while, with a reason, and shows the pause', async () => {
    let online = true;
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    api.on('GET /api/venues', () => [
      200,
      paged([venueRow({ id: 5, name: 'Bistro', status: online, offlineUntil: online ? null : until })]),
    ]);
    api.on('GET /api/areas', () => [200, paged([])]);
    api.on('PATCH /api/venues/5/Offline', () => {
      online = false;
      return [200, bistro({ status: false, offlineUntil: until })];
    });
    renderScreen(<VenuesPage />, { path: '/venues', session: admin });
    const row = await screen.findByTestId('list-row');
    expect(within(row).getByTestId('row-status').textContent).toBe('Online');
    fireEvent.click(within(row).getByTestId('row-venue-action'));
    const dialog = await screen.findByTestId('close-venue-dialog');
    fireEvent.mouseDown(within(dialog).getByTestId('pause-length'));
    fireEvent.click(await screen.findByRole('option', { name: '30 minutes' }));
    fireEvent.change(within(dialog).getByTestId('pause-reason'), { target: { value: 'Short break' } });
    fireEvent.click(within(dialog).getByTestId('confirm-close'));

    await waitFor(() => expect(api.callsTo('PATCH /api/venues/5/Offline')).toHaveLength(1));
    const body = api.callsTo('PATCH /api/venues/5/Offline')[0]?.body as { until: string; reason: string };
    expect(body.reason).toBe('Short break');
    expect(Math.abs(Date.parse(body.until) - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
    await waitFor(() =>
      expect(within(row).getByTestId('row-status').textContent).toMatch(
        /^Paused until (\d{2}\.\d{2}\.\d{4} )?\d{2}:\d{2}$/,
      ),
    );
    expect(within(row).getByTestId('row-venue-action').textContent).toBe('Open');
    expect(toast.success).toHaveBeenCalledWith('Bistro is closed for orders');
  });

  it("lists each enabled connection's check in the drawer", async () => {
    api.on('GET /api/venues/5', () => [
      200,
      bistro({
        woltSettings: [woltStore, { ...woltStore, id: 12, name: 'Old store', isEnabled: false }],
      }),
    ]);
    api.on('PATCH /api/venues/check-connection', () => [
      200,
      { ok: true, status: null, message: 'Wolt answers: the store is online there' },
    ]);
    renderScreen(<VenueDrawerExtras venueId={5} />);
    expect((await screen.findByTestId('drawer-status')).textContent).toBe('Online');
    expect(screen.getByTestId('drawer-venue-action').textContent).toBe('Close');
    fireEvent.click(screen.getByTestId('drawer-check-provider'));
    const results = await screen.findAllByTestId('drawer-provider-result');
    expect(results.map((r) => r.textContent)).toEqual([
      'Wolt · Main street: Wolt answers: the store is online there',
    ]);
    expect(api.callsTo('PATCH /api/venues/check-connection')).toHaveLength(1);
  });
});

describe('settings', () => {
  it("sends only the settings that changed; licence dates are only an administrator's", async () => {
    api.on('PUT /api/venues', () => [200, bistro()]);
    renderScreen(<VenueSettingsSection venue={bistro()} readOnly={false} canEditLicences={false} />);
    expect((screen.getByLabelText(/^Wolt licence until/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/^Send orders to the kitchen display/));
    fireEvent.mouseDown(screen.getByLabelText(/^Default delivery method/));
    fireEvent.click(await screen.findByRole('option', { name: 'Takeaway' }));
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(api.callsTo('PUT /api/venues')).toHaveLength(1));
    expect(api.callsTo('PUT /api/venues')[0]?.body).toEqual({
      id: 5,
      // The kitchen display is on by default: the click switches it off.
      settings: { isUseKds: false, defaultDeliveryMethod: 3 },
      defaultCookingTimeInMinutes: 20,
    });
    expect(toast.success).toHaveBeenCalledWith('The settings were saved');
  });
});
