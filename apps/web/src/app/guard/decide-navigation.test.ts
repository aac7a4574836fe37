import { Role } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { decideNavigation, redirectTokenOf, type NavigationState } from './decide-navigation';

const base: NavigationState = {
  pathname: '/orders',
  routeName: 'orders',
  hasToken: true,
  firstLoad: false,
  session: 'authenticated',
  role: Role.MANAGER,
  venueSettled: true,
  lastRefreshToken: null,
};
const decide = (patch: Partial<NavigationState>) => decideNavigation({ ...base, ...patch });

describe('first load of a session', () => {
  it('initialises when a token is stored but the session is not authenticated', () => {
    expect(decide({ firstLoad: true, session: 'idle' })).toEqual({ type: 'initialise' });
    expect(decide({ firstLoad: true, session: 'loading' })).toEqual({ type: 'wait' });
  });

  it('goes to the start page of the first role after initialising', () => {
    expect(decide({ firstLoad: true, role: Role.ADMIN, pathname: '/dealers', routeName: 'dealers' })).toEqual(
      {
        type: 'redirect',
        to: '/venues',
      },
    );
    expect(decide({ firstLoad: true })).toEqual({ type: 'redirect', to: '/new-orders' });
  });

  it('tells a first load of a page the role may not open why it lands on the start page', () => {
    expect(decide({ firstLoad: true, pathname: '/venues', routeName: 'venues' })).toEqual({
      type: 'redirect',
      to: '/new-orders',
      forbidden: true,
    });
  });

  it('proceeds when already on the start page', () => {
    expect(decide({ firstLoad: true, pathname: '/new-orders', routeName: 'new-orders' })).toEqual({
      type: 'proceed',
    });
  });

  it('waits for the venue of a manager or operator before the start page', () => {
    expect(decide({ firstLoad: true, venueSettled: false })).toEqual({ type: 'wait' });
    expect(decide({ firstLoad: true, role: Role.OPERATOR, venueSettled: false })).toEqual({ type: 'wait' });
  });

  it('goes to login when initialising fails or there is no token', () => {
    expect(decide({ firstLoad: true, session: 'failed' })).toEqual({ type: 'redirect', to: '/login' });
    expect(decide({ firstLoad: true, session: 'idle', hasToken: false, role: undefined })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});

describe('later navigations', () => {
  it('sends a visitor without a token to login, whatever the path', () => {
    const anonymous = { hasToken: false, session: 'idle' as const, role: undefined };
    expect(decide({ ...anonymous })).toEqual({ type: 'redirect', to: '/login' });
    expect(decide({ ...anonymous, pathname: '/nowhere', routeName: 'error' })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('initialises with a token and then lets the route proceed', () => {
    expect(decide({ session: 'idle', role: undefined })).toEqual({ type: 'initialise' });
    expect(decide({})).toEqual({ type: 'proceed' });
  });

  it('goes to the start page when the route has no name', () => {
    expect(decide({ pathname: '/', routeName: undefined, role: Role.DEALER })).toEqual({
      type: 'redirect',
      to: '/venues',
    });
  });

  it('sends a user to their start page from a route their role lacks, with the 403 toast', () => {
    expect(decide({ pathname: '/admin-list', routeName: 'admin-list' })).toEqual({
      type: 'redirect',
      to: '/new-orders',
      forbidden: true,
    });
    expect(decide({ role: Role.ADMIN, pathname: '/new-orders', routeName: 'new-orders' })).toEqual({
      type: 'redirect',
      to: '/venues',
      forbidden: true,
    });
    expect(decide({ role: Role.ADMIN, pathname: '/orders-id/4', routeName: 'orders-id' })).toEqual({
      type: 'proceed',
    });
    expect(decide({ role: Role.DEALER, pathname: '/dealers', routeName: 'dealers' })).toEqual({
      type: 'redirect',
      to: '/venues',
      forbidden: true,
    });
  });

  it('shows the 404 screen to a signed-in user', () => {
    expect(decide({ pathname: '/nowhere', routeName: 'error' })).toEqual({ type: 'proceed' });
  });

  it('goes to login when the profile cannot be loaded', () => {
    expect(decide({ session: 'failed' })).toEqual({ type: 'redirect', to: '/login' });
  });
});

describe('login screen', () => {
  const login = { pathname: '/login', routeName: 'login' as const };

  it('shows the form to a signed-out visitor', () => {
    expect(decide({ ...login, hasToken: false, session: 'idle', role: undefined })).toEqual({
      type: 'proceed',
    });
    expect(decide({ ...login, hasToken: false, session: 'failed', role: undefined })).toEqual({
      type: 'proceed',
    });
  });

  it('sends an admin or dealer to the start page straight after sign-in', () => {
    expect(decide({ ...login, role: Role.ADMIN, venueSettled: false })).toEqual({
      type: 'redirect',
      to: '/venues',
    });
  });

  it('keeps a manager on the login screen until the venue has loaded', () => {
    expect(decide({ ...login, venueSettled: false })).toEqual({ type: 'proceed' });
    expect(decide({ ...login, venueSettled: true })).toEqual({ type: 'redirect', to: '/new-orders' });
  });

  it('initialises a stored session instead of asking to sign in again', () => {
    expect(decide({ ...login, session: 'idle', role: undefined })).toEqual({ type: 'initialise' });
  });
});

describe('redirect links', () => {
  const link = { pathname: '/redirect/abc.def', routeName: 'redirect' as const, hasToken: false };

  it('reads the refresh token from the rest of the path', () => {
    expect(redirectTokenOf('/redirect/abc%2Fdef', 'redirect')).toBe('abc/def');
    expect(redirectTokenOf('/redirect/xyz', 'error')).toBe('xyz');
    expect(redirectTokenOf('/orders', 'orders')).toBeNull();
  });

  it('refreshes with the token, even on a first load', () => {
    expect(decide({ ...link, session: 'idle', role: undefined, firstLoad: true })).toEqual({
      type: 'refresh',
      refreshToken: 'abc.def',
    });
  });

  it('refreshes a link even when a 404 route caught it', () => {
    expect(decide({ ...link, routeName: 'error', session: 'idle' })).toEqual({
      type: 'refresh',
      refreshToken: 'abc.def',
    });
  });

  it('goes to the start page after the refresh, or to login when it failed', () => {
    expect(decide({ ...link, session: 'loading', lastRefreshToken: 'abc.def' })).toEqual({ type: 'wait' });
    expect(decide({ ...link, lastRefreshToken: 'abc.def', role: Role.ADMIN })).toEqual({
      type: 'redirect',
      to: '/venues',
    });
    expect(decide({ ...link, session: 'failed', lastRefreshToken: 'abc.def' })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('goes to login when the link carries no token', () => {
    expect(decide({ pathname: '/redirect/', routeName: 'redirect' })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});
