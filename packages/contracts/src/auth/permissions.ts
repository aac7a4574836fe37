import { Role, type TRole } from '../roles/roles';

/**
 * One permission vocabulary for server checks and UI. A permission says which KIND of call a role may
 * make (otherwise 403); the server then narrows it by scope, and an id outside the scope is 404:
 * - Admin: everything.
 * - Dealer: their areas and what lies in them (venues, venue groups, managers, operators); never
 *   administrators or dealers.
 * - Manager: their venue's settings, schedule and online state, and its operators.
 * - Operator: their venue's orders, online state and reports; the venue's settings read-only.
 */
export const Permission = {
  PROFILE_READ: 'profile:read',
  PROFILE_UPDATE: 'profile:update',
  ORDERS_READ: 'orders:read',
  ORDERS_ACT: 'orders:act',
  VENUES_READ: 'venues:read',
  VENUES_MANAGE: 'venues:manage',
  /** Online/offline, availability and connection checks. */
  VENUES_OPERATE: 'venues:operate',
  /** A venue's settings and schedule (not its info, connections or licence dates). */
  VENUES_SETTINGS: 'venues:settings',
  ADMINS_MANAGE: 'admins:manage',
  DEALERS_MANAGE: 'dealers:manage',
  MANAGERS_MANAGE: 'managers:manage',
  OPERATORS_MANAGE: 'operators:manage',
  AREAS_READ: 'areas:read',
  AREAS_MANAGE: 'areas:manage',
  VENUE_GROUPS_MANAGE: 'venue-groups:manage',
  LIC_REQUESTS_MANAGE: 'lic-requests:manage',
  /** Approve or reject licence requests and change the licence settings (admins). */
  LIC_REQUESTS_DECIDE: 'lic-requests:decide',
  REPORTS_READ: 'reports:read',
  CATALOG_READ: 'catalog:read',
  /** Sends ForceRefreshPage to every open board, or one venue's (admins only). */
  BOARDS_REFRESH: 'boards:refresh',
} as const;
export type TPermission = (typeof Permission)[keyof typeof Permission];

/** Access a route declares: a permission, or `public` (no sign-in; webhooks verify their own signature). */
export type TRouteAccess = TPermission | 'public';

const P = Permission;
const EVERY_USER: TPermission[] = [
  P.PROFILE_READ,
  P.PROFILE_UPDATE,
  P.CATALOG_READ,
  P.REPORTS_READ,
  P.ORDERS_READ,
];

export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  [Role.ADMIN]: Object.values(P),
  [Role.DEALER]: [
    ...EVERY_USER,
    P.ORDERS_ACT,
    P.VENUES_READ,
    P.VENUES_MANAGE,
    P.VENUES_OPERATE,
    P.VENUES_SETTINGS,
    P.MANAGERS_MANAGE,
    P.OPERATORS_MANAGE,
    P.AREAS_READ,
    P.VENUE_GROUPS_MANAGE,
    P.LIC_REQUESTS_MANAGE,
  ],
  [Role.MANAGER]: [
    ...EVERY_USER,
    P.ORDERS_ACT,
    P.VENUES_READ,
    P.VENUES_OPERATE,
    P.VENUES_SETTINGS,
    P.OPERATORS_MANAGE,
  ],
  [Role.OPERATOR]: [...EVERY_USER, P.ORDERS_ACT, P.VENUES_READ, P.VENUES_OPERATE],
};

export function can(role: TRole, permission: TPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
