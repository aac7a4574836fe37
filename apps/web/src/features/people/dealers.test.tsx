import { APP_ROUTES } from '@orderdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi, paged } from '../../test/fake-api';
import { aboutMe, area, dealer } from '../../test/fixtures';
import { fakeSession, renderRoutes } from '../../test/render';
import { DealerPage } from './dealer-page';
import { DealersPage } from './dealers-page';

vi.mock('../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const admin = fakeSession(aboutMe({ roleNames: ['Admin'], venueId: null, venue: null }));
const areas = [area({ id: 3, name: 'Vilnius' }), area({ id: 4, name: 'Kaunas' })];
let api: ReturnType<typeof installFakeApi>;

function renderDealers(route: string = APP_ROUTES.dealers) {
  return renderRoutes(
    [
      { path: APP_ROUTES.dealers, element: <DealersPage /> },
      { path: APP_ROUTES.dealer, element: <DealerPage /> },
    ],
    { route, session: admin },
  );
}

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  api = installFakeApi({
    'GET /api/areas': () => [200, paged(areas, 1, 100)],
    'GET /api/dealers': ({ query }) => [
      200,
      paged([dealer()], Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 20), 45),
    ],
  });
});

describe('dealers list', () => {
  it('lists dealers with their areas and pages through the server', async () => {
    renderDealers();
    const row = await screen.findByTestId('list-row');
    expect(within(row).getByTestId('row-name').textContent).toBe('Rūta Kairė');
    expect(await within(row).findByText('Vilnius')).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('45 results');
    expect(api.callsTo('GET /api/dealers')[0]?.query.toString()).toBe('page=1&pageSize=20');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.callsTo('GET /api/dealers').at(-1)?.query.get('page')).toBe('2'));
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const { router } = renderDealers('/dealers?page=2');
    await screen.findByTestId('list-row');
    fireEvent.change(screen.getByTestId('list-search'), { target: { value: 'ru' } });
    fireEvent.change(screen.getByTestId('list-search'), { target: { value: 'rut' } });
    await waitFor(() => expect(api.callsTo('GET /api/dealers').at(-1)?.query.get('search')).toBe('rut'));
    expect(api.callsTo('GET /api/dealers').some((call) => call.query.get('search') === 'ru')).toBe(false);
    expect(router.state.location.search).toBe('?search=rut');
  });

  it('filters by the area selector of the Dealers tab', async () => {
    renderDealers('/dealers?areaId=4');
    await screen.findByTestId('list-row');
    expect(api.callsTo('GET /api/dealers')[0]?.query.get('areaId')).toBe('4');
  });

  it('asks before deleting, with Cancel in the error colour and Yes in the primary colour', async () => {
    api.on('DELETE /api/dealers/21', () => [204]);
    renderDealers();
    fireEvent.click(within(await screen.findByTestId('list-row')).getByTestId('row-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('“Rūta Kairė” will be deleted and can no longer sign in.')).toBeTruthy();
    expect(within(dialog).getByTestId('confirm-cancel').className).toContain('colorError');
    expect(within(dialog).getByTestId('confirm-yes').className).toContain('colorPrimary');

    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/dealers/21')).toHaveLength(0);

    fireEvent.click(within(screen.getByTestId('list-row')).getByTestId('row-delete'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(api.callsTo('DELETE /api/dealers/21')).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dealer deleted'));
    await waitFor(() => expect(api.callsTo('GET /api/dealers').length).toBeGreaterThan(1));
  });
});

describe('dealer form', () => {
  async function fillNewDealer() {
    fireEvent.change(await screen.findByLabelText(/^Login/), { target: { value: 'jonas' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Jonas' } });
    fireEvent.mouseDown(screen.getByLabelText(/^Areas/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kaunas' }));
  }

  it('validates with the contract before calling the server', async () => {
    renderDealers('/dealer/new');
    fireEvent.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText('Use at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Choose at least one area')).toBeTruthy();
    expect(api.callsTo('POST /api/dealers')).toHaveLength(0);
  });

  it('creates a dealer and returns to the list', async () => {
    api.on('POST /api/dealers', ({ body }) => [201, dealer({ id: 22, ...(body as object) })]);
    const { router } = renderDealers('/dealer/new');
    await fillNewDealer();
    fireEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'));
    expect(api.callsTo('POST /api/dealers')[0]?.body).toEqual({
      userName: 'jonas',
      password: 'secret123',
      firstName: 'Jonas',
      lastName: null,
      email: null,
      isActive: true,
      areaIds: [4],
    });
    expect(toast.success).toHaveBeenCalledWith('Dealer created');
  });

  it('shows server field errors on their fields and only the rest as a toast', async () => {
    api.on('POST /api/dealers', () => [
      400,
      { errors: { userName: ['This login is already taken'], general: ['Try later'] } },
    ]);
    renderDealers('/dealer/new');
    await fillNewDealer();
    fireEvent.click(screen.getByTestId('form-submit'));

    expect(await screen.findByText('This login is already taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('general: Try later', expect.anything());
  });

  it('shows a conflict on the login field', async () => {
    api.on('POST /api/dealers', () => [409, { errors: { userName: ['This login is already taken'] } }]);
    renderDealers('/dealer/new');
    await fillNewDealer();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('This login is already taken')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('edits a dealer, keeping the password when left empty', async () => {
    api.on('GET /api/dealers/21', () => [200, dealer()]);
    api.on('PUT /api/dealers', ({ body }) => [200, dealer(body as object)]);
    const { router } = renderDealers('/dealer/21');
    expect(await screen.findByDisplayValue('ruta.dealer')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Rūta Kairė');
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Kairytė' } });
    fireEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'));
    const body = api.callsTo('PUT /api/dealers')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 21, lastName: 'Kairytė', areaIds: [3] });
    expect('password' in body).toBe(false);
  });

  it('says so when the dealer does not exist or is out of reach', async () => {
    renderDealers('/dealer/999');
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});
