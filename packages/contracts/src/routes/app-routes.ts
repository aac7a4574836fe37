import { Role, type TRole } from '../roles/roles';

/** Every screen of docs/product.md §2 by route name. `:id` / `:venueId` are filled from the URL. */
export const APP_ROUTES = {
  'new-orders': '/new-orders',
  orders: '/orders',
  'incorrect-orders': '/incorrect-orders',
  'new-orders-id': '/new-orders-id/:id',
  'orders-id': '/orders-id/:id',
  'incorrect-orders-id': '/incorrect-orders-id/:id',
  venues: '/venues',
  venue: '/venue/:id',
  'manager-venue': '/manager/venue',
  'venue-menu': '/venue/:id/menu',
  'manager-venue-menu': '/manager/venue/menu',
  'admin-list': '/admin-list',
  'admin-detail': '/admin-detail/:id',
  dealers: '/dealers',
  dealer: '/dealer/:id',
  managers: '/managers',
  manager: '/manager/:id',
  operators: '/operators',
  operator: '/operator/:id',
  areas: '/areas',
  'venue-groups': '/venue-groups',
  'venue-group': '/venue-group/:id',
  'lic-requests': '/lic-requests',
  'lic-request': '/lic-requests/:id',
  'lic-events': '/lic-requests/events/:venueId',
  reports: '/reports',
  login: '/login',
  redirect: '/redirect/*',
} as const;
export type AppRouteName = keyof typeof APP_ROUTES;

/**
 * Route names each role may open: docs/product.md §6, plus the screens §2 lists but leaves out of
 * these lists (admin-detail and areas for admins, licence events for admins and dealers, the venue
 * screen for dealers), since admins manage administrators and areas, dealers manage the venues of
 * their areas (docs/product.md §1), and both follow a venue's licence history; and the venue's menu screen for
 * the roles that open the venue (docs/product.md §1: managers manage its menu).
 */
export const ROUTE_NAMES_BY_ROLE: Record<TRole, readonly AppRouteName[]> = {
  [Role.ADMIN]: [
    'new-orders-id',
    'incorrect-orders-id',
    'orders-id',
    'venues',
    'admin-list',
    'admin-detail',
    'areas',
    'venue',
    'venue-menu',
    'venue-groups',
    'venue-group',
    'dealers',
    'dealer',
    'managers',
    'manager',
    'operators',
    'operator',
    'lic-requests',
    'lic-request',
    'lic-events',
    'reports',
  ],
  [Role.DEALER]: [
    'new-orders-id',
    'incorrect-orders-id',
    'orders-id',
    'areas',
    'venues',
    'venue',
    'venue-menu',
    'venue-groups',
    'venue-group',
    'managers',
    'manager',
    'operators',
    'operator',
    'lic-requests',
    'lic-request',
    'lic-events',
    'reports',
  ],
  [Role.MANAGER]: [
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
  ],
  [Role.OPERATOR]: ['new-orders', 'incorrect-orders', 'orders', 'reports'],
};

/** Start page by the user's first role (docs/product.md §6). */
export const START_PAGE_BY_ROLE: Record<TRole, AppRouteName> = {
  [Role.ADMIN]: 'venues',
  [Role.DEALER]: 'venues',
  [Role.MANAGER]: 'new-orders',
  [Role.OPERATOR]: 'new-orders',
};

/** The separate tab-role set of docs/product.md §6. */
export const TabRole = { DEALER: 1, MANAGER: 2, OPERATOR: 3 } as const;

export function canOpenRoute(role: TRole, name: AppRouteName): boolean {
  return ROUTE_NAMES_BY_ROLE[role].includes(name);
}
