import { SESSION_STORAGE_KEYS } from '@orderdesk/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../lib/session-storage';
import { aboutMe } from '../test/fixtures';
import { inMemoryRouter, testQueryClient } from '../test/render';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

vi.mock('../hub/hub-socket', async () => {
  const { FakeSocket } = await import('../test/fake-socket');
  return { createHubSocket: () => new FakeSocket() };
});
vi.mock('../features/areas/areas-page', () => ({
  AreasPage: () => {
    throw new Error('Areas broke');
  },
}));
vi.mock('../features/venue-groups/venue-groups-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const admin = aboutMe({ roleNames: ['Admin'], venueId: null, venue: null, userName: 'admin' });
const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
  sessionStorage.setItem(SESSION_STORAGE_KEYS.isFirstLoad, 'false');
  const api: Record<string, unknown> = {
    '/api/Users/AboutMe': admin,
    '/api/dealers': emptyPage,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const body = api[new URL(String(input)).pathname];
      return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404 });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(path: string) {
  const { ui, router } = inMemoryRouter(path, <AppRoutes />);
  render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
  return router;
}

describe('error screens in the app', () => {
  it('shows a failing page as an error inside the layout, and the next page again', async () => {
    const router = renderApp('/areas');
    const alert = await screen.findByTestId('route-error');
    expect(alert.textContent).toContain('Something went wrong');
    expect(screen.getByTestId('app-header')).toBeTruthy();

    fireEvent.click(screen.getByTestId('side-tab-dealers'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dealers');
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('says so when the code of a page cannot be loaded', async () => {
    renderApp('/venue-groups');
    expect((await screen.findByTestId('route-error')).textContent).toContain('This page could not be loaded');
    expect(screen.getByTestId('app-header')).toBeTruthy();
  });
});
