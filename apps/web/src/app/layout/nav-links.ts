import { APP_ROUTES, buildPath, canOpenRoute, type AppRouteName, type TRole } from '@orderdesk/contracts';
import type { ComponentType } from 'react';
import {
  AssignmentIcon,
  BarChartIcon,
  GroupWorkIcon,
  MapIcon,
  PersonIcon,
  RestaurantIcon,
  StoreIcon,
  SupervisorIcon,
  WorkIcon,
} from '../../components/icons';

export interface HeaderLink {
  id: string;
  labelKey: string;
  /** null when the link needs a venue and none is chosen yet. */
  to: string | null;
  /** Route names under which the link shows as active. */
  activeFor: readonly AppRouteName[];
}

export interface SideTab {
  name: AppRouteName;
  labelKey: string;
  icon: ComponentType;
  activeFor: readonly AppRouteName[];
}

/** The three order lists: managers and operators open their own venue, admins and dealers a chosen one. */
const ORDER_LINKS = [
  { id: 'active-orders', labelKey: 'layout.nav.activeOrders', own: 'new-orders', chosen: 'new-orders-id' },
  { id: 'taken-orders', labelKey: 'layout.nav.takenOrders', own: 'orders', chosen: 'orders-id' },
  {
    id: 'incorrect-orders',
    labelKey: 'layout.nav.incorrectOrders',
    own: 'incorrect-orders',
    chosen: 'incorrect-orders-id',
  },
] as const satisfies readonly { id: string; labelKey: string; own: AppRouteName; chosen: AppRouteName }[];

/** Header menu of docs/product.md §2: Admin List (no venue id), then the three order lists (with the venue id). */
export function headerLinks(role: TRole, venueId: number | null): HeaderLink[] {
  const links: HeaderLink[] = [];
  if (canOpenRoute(role, 'admin-list')) {
    links.push({
      id: 'admin-list',
      labelKey: 'layout.nav.adminList',
      to: APP_ROUTES['admin-list'],
      activeFor: ['admin-list', 'admin-detail'],
    });
  }
  for (const link of ORDER_LINKS) {
    const activeFor = [link.own, link.chosen];
    if (canOpenRoute(role, link.own)) {
      links.push({ id: link.id, labelKey: link.labelKey, to: APP_ROUTES[link.own], activeFor });
    } else if (canOpenRoute(role, link.chosen)) {
      const to = venueId === null ? null : buildPath(APP_ROUTES[link.chosen], { id: venueId });
      links.push({ id: link.id, labelKey: link.labelKey, to, activeFor });
    }
  }
  return links;
}

const SIDE_TABS: readonly SideTab[] = [
  {
    name: 'venues',
    labelKey: 'layout.nav.restaurants',
    icon: RestaurantIcon,
    activeFor: ['venues', 'venue', 'venue-menu'],
  },
  { name: 'dealers', labelKey: 'layout.nav.dealers', icon: WorkIcon, activeFor: ['dealers', 'dealer'] },
  {
    name: 'managers',
    labelKey: 'layout.nav.managers',
    icon: SupervisorIcon,
    activeFor: ['managers', 'manager'],
  },
  {
    name: 'operators',
    labelKey: 'layout.nav.operators',
    icon: PersonIcon,
    activeFor: ['operators', 'operator'],
  },
  // Not among the spec's tabs, but their screens are (§2): they sit after the people tabs.
  {
    name: 'venue-groups',
    labelKey: 'layout.nav.venueGroups',
    icon: GroupWorkIcon,
    activeFor: ['venue-groups', 'venue-group'],
  },
  { name: 'areas', labelKey: 'layout.nav.areas', icon: MapIcon, activeFor: ['areas'] },
  {
    name: 'manager-venue',
    labelKey: 'layout.nav.myVenue',
    icon: StoreIcon,
    activeFor: ['manager-venue', 'manager-venue-menu'],
  },
  {
    name: 'lic-requests',
    labelKey: 'layout.nav.requests',
    icon: AssignmentIcon,
    activeFor: ['lic-requests', 'lic-request', 'lic-events'],
  },
  { name: 'reports', labelKey: 'layout.nav.reports', icon: BarChartIcon, activeFor: ['reports'] },
];

/** Side tabs of docs/product.md §2 that the role may open (ROUTE_NAMES_BY_ROLE). */
export function sideTabs(role: TRole): SideTab[] {
  return SIDE_TABS.filter((tab) => canOpenRoute(role, tab.name));
}
