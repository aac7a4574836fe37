import { describe, expect, it } from 'vitest';
import { Role } from '../roles/roles';
import { APP_ROUTES, ROUTE_NAMES_BY_ROLE, START_PAGE_BY_ROLE, TabRole, canOpenRoute } from './app-routes';

describe('app routes', () => {
  it('has the spec paths', () => {
    expect(APP_ROUTES['new-orders']).toBe('/new-orders');
    expect(APP_ROUTES['orders-id']).toBe('/orders-id/:id');
    expect(APP_ROUTES['manager-venue']).toBe('/manager/venue');
    expect(APP_ROUTES['lic-events']).toBe('/lic-requests/events/:venueId');
  });

  it('admin: venue-id order lists and admin-list, no plain order lists', () => {
    expect(canOpenRoute(Role.ADMIN, 'admin-list')).toBe(true);
    expect(canOpenRoute(Role.ADMIN, 'dealers')).toBe(true);
    expect(canOpenRoute(Role.ADMIN, 'new-orders-id')).toBe(true);
    expect(canOpenRoute(Role.ADMIN, 'new-orders')).toBe(false);
    // The spec's 17, plus admin-detail, areas and licence events (see app-routes.ts).
    expect(canOpenRoute(Role.ADMIN, 'areas')).toBe(true);
    expect(canOpenRoute(Role.ADMIN, 'admin-detail')).toBe(true);
    expect(canOpenRoute(Role.ADMIN, 'lic-events')).toBe(true);
    expect(canOpenRoute(Role.ADMIN, 'venue-menu')).toBe(true);
    expect(ROUTE_NAMES_BY_ROLE[Role.ADMIN]).toHaveLength(21);
  });

  it('dealer: areas, no dealers and no admin-list', () => {
    expect(canOpenRoute(Role.DEALER, 'areas')).toBe(true);
    expect(canOpenRoute(Role.DEALER, 'dealers')).toBe(false);
    expect(canOpenRoute(Role.DEALER, 'admin-list')).toBe(false);
    expect(canOpenRoute(Role.DEALER, 'lic-events')).toBe(true);
    // The spec's 14, plus licence events and the venue screen (see app-routes.ts).
    expect(canOpenRoute(Role.DEALER, 'venue')).toBe(true);
    expect(canOpenRoute(Role.DEALER, 'venue-menu')).toBe(true);
    expect(ROUTE_NAMES_BY_ROLE[Role.DEALER]).toHaveLength(17);
  });

  it('manager and operator lists', () => {
    expect([...ROUTE_NAMES_BY_ROLE[Role.MANAGER]].sort()).toEqual(
      [
        'new-orders',
        'incorrect-orders',
        'orders',
        'venue',
        'operators',
        'operator',
        'manager-venue',
        'manager-venue-menu',
        'venue-menu',
        'reports',
      ].sort(),
    );
    expect([...ROUTE_NAMES_BY_ROLE[Role.OPERATOR]].sort()).toEqual(
      ['new-orders', 'incorrect-orders', 'orders', 'reports'].sort(),
    );
    expect(canOpenRoute(Role.OPERATOR, 'venue')).toBe(false);
    expect(canOpenRoute(Role.OPERATOR, 'venue-menu')).toBe(false);
  });

  it('start pages by role', () => {
    expect(START_PAGE_BY_ROLE).toEqual({ 1: 'venues', 2: 'venues', 3: 'new-orders', 4: 'new-orders' });
    for (const role of [Role.ADMIN, Role.DEALER, Role.MANAGER, Role.OPERATOR]) {
      expect(canOpenRoute(role, START_PAGE_BY_ROLE[role])).toBe(true);
    }
  });

  it('tab roles', () => {
    expect(TabRole).toEqual({ DEALER: 1, MANAGER: 2, OPERATOR: 3 });
  });
});
