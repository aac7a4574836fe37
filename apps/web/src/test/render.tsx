import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { roleFromName, type TAboutMe } from '@orderdesk/contracts';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
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

/** Where a rendered app is: `router.state.location` follows every navigation. */
export interface RouterProbe {
  state: { location: Location };
}

function LocationProbe({ into }: { into: RouterProbe }) {
  into.state.location = useLocation();
  return null;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A memory router at `route` whose location the returned probe follows. */
export function inMemoryRouter(
  route: string,
  children: ReactNode,
): { ui: ReactElement; router: RouterProbe } {
  const router: RouterProbe = {
    state: { location: { pathname: route, search: '', hash: '', state: null, key: 'default' } },
  };
  const ui = (
    <MemoryRouter initialEntries={[route]}>
      <LocationProbe into={router} />
      {children}
    </MemoryRouter>
  );
  return { ui, router };
}

/** Renders a screen inside the app's providers and a memory router at `route`. */
export function renderScreen(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: options.path ?? '/', element: ui }], {
    ...options,
    route: options.route ?? options.path ?? '/',
  });
}

/** Renders several routes (a list and its detail screen, say) starting at `route`. */
export function renderRoutes(
  routes: RouteObject[],
  options: { route: string; queryClient?: QueryClient; session?: Session },
) {
  const queryClient = options.queryClient ?? testQueryClient();
  const { ui, router } = inMemoryRouter(options.route, <RoutesOf routes={routes} />);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={options.session ?? fakeSession()}>{ui}</SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, router };
}
