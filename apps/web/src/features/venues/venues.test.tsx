import { APP_ROUTES, DEFAULT_TIME_ZONE_ID, type TVenueGroup } from '@orderdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LayoutVenueContext } from '../../hub';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi, paged } from '../../test/fake-api';
import { aboutMe, area, venue, venueRow } from '../../test/fixtures';
import { fakeSession, renderRoutes } from '../../test/render';
import { ManagerVenuePage } from './manager-venue-page';
import { VenuePage } from './venue-page';
import { VenuesPage } from './venues-page';

vi.mock('../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
// The venue's live connection, drawn as a marker: which screen opens one, for which venue.
vi.mock('../../hub/order-hub-connection', async () => {
  const { createElement } = await import('react');
  return {
    OrderHubConnection: ({ venueId }: { venueId: number }) =>
      createElement('span', { 'data-testid': 'hub-connection', 'data-venue-id': venueId }),
  };
});
// The venue screen renders every section; a shared test machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const admin = fakeSession(aboutMe({ roleNames: ['Admin'], venueId: null, venue: null }));
const manager = fakeSession(aboutMe({ roleNames: ['Manager'], venueId: 1 }));
const areas = [area({ id: 3, name: 'Vilnius' }), area({ id: 4, name: 'Kaunas' })];
const groups: TVenueGroup[] = [
  { id: 7, name: 'Old Town chain', areaId: 3 },
  { id: 8, name: 'Kaunas chain', areaId: 4 },
];
const bistro = venue({ id: 5, name: 'Bistro', areaId: 3, areaName: 'Vilnius', venueGroupId: 7 });
let api: ReturnType<typeof installFakeApi>;

function renderVenues(route: string, session = admin) {
  return renderRoutes(
    [
      { path: APP_ROUTES.venues, element: <VenuesPage /> },
      { path: APP_ROUTES.venue, element: <VenuePage /> },
      {
        path: APP_ROUTES['manager-venue'],
        // As in the signed-in layout, which keeps a manager's own venue live on every screen.
        element: (
          <LayoutVenueContext value={session.profile?.venueId ?? null}>
            <ManagerVenuePage />
          </LayoutVenueContext>
        ),
      },
    ],
    { route, session },
  );
}

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  api = installFakeApi({
    'GET /api/areas': () => [200, paged(areas, 1, 100)],
    'GET /api/VenueGroups': ({ query }) => [
      200,
      paged(
        groups.filter((g) => g.areaId === Number(query.get('areaId'))),
        1,
        100,
      ),
    ],
    'GET /api/venues': () => [
      200,
      paged([
        venueRow({ id: 5, name: 'Bistro', areaId: 3, areaName: 'Vilnius', venueGroupName: 'Old Town chain' }),
        venueRow({ id: 6, name: 'Night Grill', status: false }),
      ]),
    ],
    'GET /api/venues/5': () => [200, bistro],
  });
});

describe('venue list', () => {
  it('lists restaurants with status, area and group, and filters by area on the server', async () => {
    renderVenues('/venues?areaId=3');
    const rows = await screen.findAllByTestId('list-row');
    expect(rows.map((row) => within(row).getByTestId('row-name').textContent)).toEqual([
      'Bistro',
      'Night Grill',
    ]);
    expect(within(rows[0]!).getByTestId('row-status').textContent).toBe('Online');
    expect(within(rows[0]!).getByText('Old Town chain')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('row-status').textContent).toBe('Offline');
    expect(api.callsTo('GET /api/venues')[0]?.query.toString()).toBe('page=1&pageSize=20&areaId=3');
  });

  it('asks before deleting, and shows why the server kept a restaurant', async () => {
    api.on('DELETE /api/venues/6', () => [
      409,
      {
        errors: { general: ['The venue still has orders or people bound to it: move or delete them first'] },
      },
    ]);
    renderVenues('/venues');
    const rows = await screen.findAllByTestId('list-row');
    fireEvent.click(within(rows[1]!).getByTestId('row-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(
      within(dialog).getByText('“Night Grill” will be deleted together with its platform connections.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('confirm-cancel').className).toContain('colorError');
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(api.callsTo('DELETE /api/venues/6')).toHaveLength(1));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This restaurant still has orders or people working in it. Move or delete them first.',
      ),
    );
  });
});

describe('reload boards (ForceRefreshPage)', () => {
  it('lets an admin send it to every board', async () => {
    api.on('GET /api/venues/id-name', () => [200, [{ id: 5, name: 'Bistro' }]]);
    api.on('POST /api/hub/force-refresh', () => [200, { venueId: null, reloadInMs: 7000 }]);
    renderVenues('/venues');
    fireEvent.click(await screen.findByTestId('reload-boards'));
    const dialog = await screen.findByTestId('reload-boards-dialog');
    expect(within(dialog).getByTestId('reload-boards-target').textContent).toBe('Every board');
    fireEvent.click(within(dialog).getByTestId('reload-boards-send'));
    await waitFor(() => expect(api.callsTo('POST /api/hub/force-refresh')).toHaveLength(1));
    expect(api.callsTo('POST /api/hub/force-refresh')[0]?.body).toEqual({});
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Every open board reloads in 7 seconds.'));
  });

  it('is not offered to a manager', async () => {
    renderVenues('/venues', manager);
    await screen.findAllByTestId('list-row');
    expect(screen.queryByTestId('reload-boards')).toBeNull();
  });
});

describe('venue form', () => {
  it('creates a restaurant with the default time zone and cooking times', async () => {
    api.on('POST /api/venues', ({ body }) => [201, venue({ id: 9, ...(body as object) })]);
    const { router } = renderVenues('/venue/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Harbour Café' } });
    fireEvent.mouseDown(screen.getByLabelText(/^Area/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kaunas' }));
    await waitFor(() => expect(api.callsTo('GET /api/VenueGroups').at(-1)?.query.get('areaId')).toBe('4'));
    fireEvent.mouseDown(screen.getByLabelText(/^Venue group/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kaunas chain' }));
    fireEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/venues'));
    expect(api.callsTo('POST /api/venues')[0]?.body).toEqual({
      name: 'Harbour Café',
      areaId: 4,
      venueGroupId: 8,
      timeZoneId: DEFAULT_TIME_ZONE_ID,
      maxCookingTimeInMinutes: 60,
      defaultCookingTimeInMinutes: 20,
      companyName: null,
      companyCode: null,
      vatCode: null,
      address: null,
      phone: null,
      email: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Restaurant created');
  });

  it('offers only the groups of the chosen area, and none before an area is chosen', async () => {
    renderVenues('/venue/new');
    expect((await screen.findByLabelText(/^Venue group/)).getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseDown(screen.getByLabelText(/^Area/));
    fireEvent.click(await screen.findByRole('option', { name: 'Vilnius' }));
    fireEvent.mouseDown(screen.getByLabelText(/^Venue group/));
    await screen.findByRole('option', { name: 'Old Town chain' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['No group', 'Old Town chain']);
  });

  it('validates with the contract: a default cooking time above the longest is refused', async () => {
    renderVenues('/venue/new');
    fireEvent.change(await screen.findByLabelText(/^Longest cooking time/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/^Default cooking time/), { target: { value: '45' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The default cooking time may not exceed the longest')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2); // name and area
    expect(api.callsTo('POST /api/venues')).toHaveLength(0);
  });

  it('edits a restaurant; a new area clears a group of the old one', async () => {
    api.on('PUT /api/venues', ({ body }) => [200, venue(body as object)]);
    const { router } = renderVenues('/venue/5');
    expect(await screen.findByDisplayValue('Bistro')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Bistro');
    expect(screen.getByTestId('open-board').getAttribute('href')).toBe('/new-orders-id/5');
    await waitFor(() => expect(screen.getByLabelText(/^Venue group/).textContent).toBe('Old Town chain'));

    fireEvent.mouseDown(screen.getByLabelText(/^Area/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kaunas' }));
    fireEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(api.callsTo('PUT /api/venues')).toHaveLength(1));
    expect(api.callsTo('PUT /api/venues')[0]?.body).toMatchObject({ id: 5, areaId: 4, venueGroupId: null });
    // Saving keeps the admin on the venue page, with the other sections still at hand.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Restaurant saved'));
    expect(router.state.location.pathname).toBe('/venue/5');
  });

  it('shows a server field error on its field', async () => {
    api.on('PUT /api/venues', () => [
      400,
      { errors: { venueGroupId: ['The venue group belongs to another area'] } },
    ]);
    renderVenues('/venue/5');
    expect(await screen.findByDisplayValue('Bistro')).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Choose a venue group of the same area')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('my venue', () => {
  it('shows a manager their own venue read-only, without listing areas or groups', async () => {
    api.on('GET /api/venues/1', () => [
      200,
      venue({ areaId: 3, areaName: 'Vilnius', venueGroupId: 7, venueGroupName: 'Old Town chain' }),
    ]);
    renderVenues('/manager/venue', manager);
    expect(await screen.findByDisplayValue('Demo Bistro')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByLabelText(/^Area/).textContent).toBe('Vilnius');
    expect(screen.getByLabelText(/^Venue group/).textContent).toBe('Old Town chain');
    expect(screen.queryByTestId('form-submit')).toBeNull();
    expect(screen.queryByTestId('form-delete')).toBeNull();
    expect(screen.getByTestId('open-board').getAttribute('href')).toBe('/new-orders');
    expect(api.callsTo('GET /api/areas')).toHaveLength(0);
    expect(api.callsTo('GET /api/VenueGroups')).toHaveLength(0);
  });

  it("opens no second live connection to a manager's own venue: the layout keeps it", async () => {
    api.on('GET /api/venues/1', () => [200, venue()]);
    renderVenues('/manager/venue', manager);
    expect(await screen.findByDisplayValue('Demo Bistro')).toBeTruthy();
    expect(screen.queryByTestId('hub-connection')).toBeNull();
  });

  it("keeps an administrator's venue screen live through its own connection", async () => {
    renderVenues('/venue/5');
    expect(await screen.findByDisplayValue('Bistro')).toBeTruthy();
    expect(screen.getByTestId('hub-connection').getAttribute('data-venue-id')).toBe('5');
  });
});
