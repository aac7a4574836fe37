import {
  APP_ROUTES,
  canOpenRoute,
  isVenueBoundRole,
  START_PAGE_BY_ROLE,
  type AppRouteName,
  type TRole,
} from '@orderdesk/contracts';

export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'failed';

/** A route of the app: a name of APP_ROUTES, 'error' for the 404 route, or undefined for a route without a name. */
export type GuardRouteName = AppRouteName | 'error' | undefined;

export interface NavigationState {
  pathname: string;
  routeName: GuardRouteName;
  /** An access token is stored in session storage. */
  hasToken: boolean;
  /** The first navigation of this browser session has not been settled yet. */
  firstLoad: boolean;
  session: SessionStatus;
  /** The user's first role, once the profile is loaded. */
  role: TRole | undefined;
  /** Managers and operators: their venue has loaded (or failed to). Always true for other roles. */
  venueSettled: boolean;
  /** The refresh token the session last tried, so a redirect link is used once. */
  lastRefreshToken: string | null;
}

export type NavigationDecision =
  | { type: 'proceed' }
  /** Show the full-screen spinner. */
  | { type: 'wait' }
  /** Load the profile with the stored token. */
  | { type: 'initialise' }
  /** Exchange the refresh token from a redirect link. */
  | { type: 'refresh'; refreshToken: string }
  /** `forbidden`: the user's role may not open the route; the spec's 403 toast goes with it. */
  | { type: 'redirect'; to: string; forbidden?: true };

const proceed: NavigationDecision = { type: 'proceed' };
const wait: NavigationDecision = { type: 'wait' };
const toLogin: NavigationDecision = { type: 'redirect', to: APP_ROUTES.login };

export function startPathFor(role: TRole): string {
  return APP_ROUTES[START_PAGE_BY_ROLE[role]];
}

/** The refresh token a `/redirect/{token}` path carries, or null when the path is no redirect link. */
export function redirectTokenOf(pathname: string, routeName: GuardRouteName): string | null {
  const isRedirect = routeName === 'redirect' || (routeName === 'error' && pathname.includes('redirect'));
  if (!isRedirect) return null;
  const marker = '/redirect/';
  const at = pathname.indexOf(marker);
  const rest = at === -1 ? '' : pathname.slice(at + marker.length);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** To the start page of the role; managers and operators only once their venue has settled. */
function toStartPage(
  state: NavigationState,
  role: TRole,
  whileVenueLoads: NavigationDecision,
): NavigationDecision {
  if (isVenueBoundRole(role) && !state.venueSettled) return whileVenueLoads;
  const to = startPathFor(role);
  return state.pathname === to ? proceed : { type: 'redirect', to };
}

function decideRedirectLink(state: NavigationState, refreshToken: string): NavigationDecision {
  if (!refreshToken) return toLogin;
  if (state.session === 'loading') return wait;
  if (state.lastRefreshToken !== refreshToken) return { type: 'refresh', refreshToken };
  if (state.session === 'authenticated' && state.role) return toStartPage(state, state.role, wait);
  return toLogin;
}

function decideLogin(state: NavigationState): NavigationDecision {
  // After sign-in the user goes to the start page; managers and operators once their venue has
  // loaded, and only if they are still on the login screen.
  if (state.session === 'authenticated' && state.role) return toStartPage(state, state.role, proceed);
  if (state.session === 'loading') return wait;
  if (state.hasToken && state.session === 'idle') return { type: 'initialise' };
  return proceed;
}

/** The navigation guard of docs/product.md §2 as a pure decision over the current state. */
export function decideNavigation(state: NavigationState): NavigationDecision {
  const refreshToken = redirectTokenOf(state.pathname, state.routeName);
  if (refreshToken !== null) return decideRedirectLink(state, refreshToken);
  if (state.routeName === 'login') return decideLogin(state);

  if (!state.hasToken && state.session !== 'authenticated') return toLogin;
  if (state.session === 'idle') return { type: 'initialise' };
  if (state.session === 'loading') return wait;
  if (state.session === 'failed' || !state.role) return toLogin;

  const role = state.role;
  const forbidden =
    state.routeName !== undefined && state.routeName !== 'error' && !canOpenRoute(role, state.routeName);
  // The first load of a session, and a route without a name, go to the start page; a page the
  // role may not open does too, with the 403 toast.
  if (state.firstLoad || state.routeName === undefined || forbidden) {
    const decision = toStartPage(state, role, wait);
    return forbidden && decision.type === 'redirect' ? { ...decision, forbidden: true } : decision;
  }
  return proceed;
}
