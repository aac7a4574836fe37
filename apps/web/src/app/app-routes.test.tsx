import { SESSION_STORAGE_KEYS, type TAboutMe } from '@orderdesk/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { storeTokens } from '../lib/session-storage';
import { aboutMe, tokenResponse, venue } from '../test/fixtures';
import { inMemoryRouter, testQueryClient } from '../test/render';
import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';

vi.mock('../hub/hub-socket', async () => {
  const { FakeSocket } = await import('../test/fake-socket');
  return { createHubSocket: () => new FakeSocket() };
});
vi.mock('../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/toast')>()),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

const admin = aboutMe({ roleNames: ['Admin'], venueId: null, venue: null, userName: 'admin' });
type Handler = (body: unknown) => [number, unknown];
let api: Record<string, Handler>;
const fetchMock = vi.fn<typeof fetch>();

function respondWith(handlers: Record<string, Handler>) {
  api = handlers;
}

beforeEach(() => {
  api = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = api[key];
    if (!handler) return new Response(JSON.stringify({ errors: { path: [key] } }), { status: 404 });
    const [status, body] = handler(init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  const { ui, router } = inMemoryRouter(path, <AppRoutes />);
  render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
  return router;
}

const signedIn = (profile: TAboutMe, firstLoad = false) => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
  if (!firstLoad) sessionStorage.setItem(SESSION_STORAGE_KEYS.isFirstLoad, 'false');
  respondWith({ ...api, 'GET /api/Users/AboutMe': () => [200, profile] });
};

const managerApi = {
  'GET /api/venues/1': () => [200, venue()] as [number, unknown],
  'GET /api/orders': () => [200, []] as [number, unknown],
};

describe('navigation guard in the app', () => {
  it('sends a visitor without a session to the login screen', async () => {
    const router = renderApp('/orders');
    expect(await screen.findByLabelText('Login')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs a manager in and opens the board once the venue has loaded', async () => {
    respondWith({ ...managerApi, 'POST /api/Token/Access': () => [200, tokenResponse()] });
    const router = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'demo.manager' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new-orders'));
    expect(await screen.findByTestId('board-column-1')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('access');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.refresh)).toBe('refresh');
    expect(screen.getByTestId('header-link-active-orders').getAttribute('href')).toBe('/new-orders');
    expect(screen.queryByTestId('header-link-admin-list')).toBeNull();
  });

  it('shows the failed sign-in message and stops loading', async () => {
    respondWith({ 'POST /api/Token/Access': () => [401, { errors: { auth: ['Invalid credentials'] } }] });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'y' } });
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login or password are incorrect. Please try again.'),
    );
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('sends the first load of a session to the start page of the role', async () => {
    signedIn(admin, true);
    const router = renderApp('/dealers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Restaurants'));
  });

  it('keeps the route on later loads', async () => {
    signedIn(admin);
    const router = renderApp('/dealers');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dealers');
    expect(router.state.location.pathname).toBe('/dealers');
    expect(screen.getByTestId('side-tab-dealers').className).toContain('Mui-selected');
  });

  it('sends a user away from a route their role lacks', async () => {
    signedIn(aboutMe());
    respondWith({ ...api, ...managerApi });
    const router = renderApp('/admin-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-orders'));
    expect(toast.error).toHaveBeenCalledWith('Sorry, you have not access to this page', expect.anything());
  });

  it("shows an operator the 403 toast on a restaurant's page", async () => {
    signedIn(aboutMe({ roleNames: ['Operator'] }));
    respondWith({ ...api, ...managerApi });
    vi.mocked(toast.error).mockClear();
    const router = renderApp('/venue/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-orders'));
    expect(toast.error).toHaveBeenCalledWith('Sorry, you have not access to this page', expect.anything());
  });

  it('shows the 403 toast in Lithuanian to a Lithuanian user', async () => {
    await changeLanguage('lt');
    try {
      signedIn(aboutMe({ roleNames: ['Operator'] }));
      respondWith({ ...api, ...managerApi });
      vi.mocked(toast.error).mockClear();
      const router = renderApp('/venues');
      await waitFor(() => expect(router.state.location.pathname).toBe('/new-orders'));
      expect(toast.error).toHaveBeenCalledWith(
        'Atsiprašome, neturite prieigos prie šio puslapio',
        expect.anything(),
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows no 403 toast on a page the role may open', async () => {
    signedIn(aboutMe());
    respondWith({ ...api, ...managerApi });
    vi.mocked(toast.error).mockClear();
    const router = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the 404 screen for an unknown path', async () => {
    signedIn(admin);
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  it('signs in with the refresh token of a redirect link', async () => {
    const refresh = vi.fn(
      () =>
        [200, tokenResponse({ ...admin, accessToken: 'from-link', refreshToken: 'next' })] as [
          number,
          unknown,
        ],
    );
    respondWith({ 'POST /api/Token/Refresh': refresh });
    const router = renderApp('/redirect/link-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/venues'));
    expect(refresh).toHaveBeenCalledWith({ refreshToken: 'link-token' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('from-link');
  });

  it('goes to login when a redirect link is spent', async () => {
    respondWith({ 'POST /api/Token/Refresh': () => [401, { errors: { refreshToken: ['spent'] } }] });
    const router = renderApp('/redirect/spent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signs out from the user menu: revokes the refresh token, forgets every list, shows login', async () => {
    signedIn(admin);
    const logout = vi.fn(() => [204, undefined] as [number, unknown]);
    respondWith({
      ...api,
      'POST /api/Token/Logout': logout,
      'GET /api/areas': () => [200, { items: [{ id: 3, name: 'Vilnius' }], total: 1, page: 1, pageSize: 20 }],
    });
    const router = renderApp('/areas');
    expect(await screen.findByText('Vilnius')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('user-menu-button'));
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledWith({ refreshToken: 'refresh' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.refresh)).toBeNull();
    expect(screen.queryByText('Vilnius')).toBeNull();
  });

  it('shows each role exactly its side tabs', async () => {
    const tabsOf = () =>
      [...screen.getByTestId('side-drawer').querySelectorAll('[data-testid^="side-tab-"]')].map((tab) =>
        tab.getAttribute('data-testid')?.replace('side-tab-', ''),
      );
    signedIn(aboutMe({ roleNames: ['Dealer'], venueId: null, venue: null }));
    respondWith({ ...api, 'GET /api/areas': () => [200, { items: [], total: 0, page: 1, pageSize: 20 }] });
    renderApp('/areas');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Areas');
    expect(tabsOf()).toEqual([
      'venues',
      'managers',
      'operators',
      'venue-groups',
      'areas',
      'lic-requests',
      'reports',
    ]);
    // Dealers see their areas but do not manage them.
    expect(screen.queryByTestId('list-create')).toBeNull();
  });
});
