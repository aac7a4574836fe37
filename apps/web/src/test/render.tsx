import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { roleFromName, type TAboutMe } from '@orderdesk/contracts';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionContext, type Session } from '../features/auth/session-context';
import { i18n } from '../i18n';
import { aboutMe } from './fixtures';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export function fakeSession(profile: TAboutMe = aboutMe(), patch: Partial<Session> = {}): Session {
  const firstRole = profile.roleNames[0];
  return {
    status: 'authenticated',
    profile,
    role: firstRole ? roleFromName(firstRole) : undefined,
    lastRefreshToken: null,
    initialise: () => undefined,
    refreshWith: () => undefined,
    signIn: async () => profile,
    signOut: () => undefined,
    ...patch,
  };
}

interface Options {
  path?: string;
  route?: string;
  queryClient?: QueryClient;
  session?: Session;
}

/** Renders a screen inside the app's providers and a memory router at `route`. */
export function renderScreen(ui: ReactElement, options: Options = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([{ path: options.path ?? '/', element: ui }], {
    initialEntries: [options.route ?? options.path ?? '/'],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={options.session ?? fakeSession()}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, router };
}

/** Renders several routes (a list and its detail screen, say) starting at `route`. */
export function renderRoutes(
  routes: RouteObject[],
  options: { route: string; queryClient?: QueryClient; session?: Session },
) {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [options.route] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={options.session ?? fakeSession()}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, router };
}
