import { APP_ROUTES, type AppRouteName } from '@orderdesk/contracts';
import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AppRoot } from './app-root';
import type { RouteHandle } from './guard/route-name';
import { lazyPage } from './lazy-page';
import { FullScreenRouteError, RouteErrorScreen } from './screens/route-error-screen';

function named(name: AppRouteName, lazy: RouteObject['lazy']): RouteObject {
  const handle: RouteHandle = { name };
  return { id: name, path: APP_ROUTES[name], handle, lazy };
}

const orders = () => import('../features/orders/pages');
const menus = () => import('../features/menus/menu-page');
const venues = {
  list: () => import('../features/venues/venues-page'),
  detail: () => import('../features/venues/venue-page'),
  mine: () => import('../features/venues/manager-venue-page'),
};

/** Every screen of spec §2 inside the main layout, each loaded on demand. */
const layoutPages: RouteObject[] = [
  named('new-orders', lazyPage(orders, 'NewOrdersPage')),
  named('orders', lazyPage(orders, 'TakenOrdersPage')),
  named('incorrect-orders', lazyPage(orders, 'IncorrectOrdersPage')),
  named('new-orders-id', lazyPage(orders, 'NewOrdersPage')),
  named('orders-id', lazyPage(orders, 'TakenOrdersPage')),
  named('incorrect-orders-id', lazyPage(orders, 'IncorrectOrdersPage')),
  named('venues', lazyPage(venues.list, 'VenuesPage')),
  named('venue', lazyPage(venues.detail, 'VenuePage')),
  named('manager-venue', lazyPage(venues.mine, 'ManagerVenuePage')),
  named('venue-menu', lazyPage(menus, 'VenueMenuPage')),
  named('manager-venue-menu', lazyPage(menus, 'ManagerVenueMenuPage')),
  named(
    'admin-list',
    lazyPage(() => import('../features/people/admin-list-page'), 'AdminListPage'),
  ),
  named(
    'admin-detail',
    lazyPage(() => import('../features/people/admin-detail-page'), 'AdminDetailPage'),
  ),
  named(
    'dealers',
    lazyPage(() => import('../features/people/dealers-page'), 'DealersPage'),
  ),
  named(
    'dealer',
    lazyPage(() => import('../features/people/dealer-page'), 'DealerPage'),
  ),
  named(
    'managers',
    lazyPage(() => import('../features/people/managers-page'), 'ManagersPage'),
  ),
  named(
    'manager',
    lazyPage(() => import('../features/people/manager-page'), 'ManagerPage'),
  ),
  named(
    'operators',
    lazyPage(() => import('../features/people/operators-page'), 'OperatorsPage'),
  ),
  named(
    'operator',
    lazyPage(() => import('../features/people/operator-page'), 'OperatorPage'),
  ),
  named(
    'areas',
    lazyPage(() => import('../features/areas/areas-page'), 'AreasPage'),
  ),
  named(
    'venue-groups',
    lazyPage(() => import('../features/venue-groups/venue-groups-page'), 'VenueGroupsPage'),
  ),
  named(
    'venue-group',
    lazyPage(() => import('../features/venue-groups/venue-group-page'), 'VenueGroupPage'),
  ),
  named(
    'lic-requests',
    lazyPage(() => import('../features/licences/lic-requests-page'), 'LicRequestsPage'),
  ),
  named(
    'lic-request',
    lazyPage(() => import('../features/licences/lic-request-page'), 'LicRequestPage'),
  ),
  named(
    'lic-events',
    lazyPage(() => import('../features/licences/lic-events-page'), 'LicEventsPage'),
  ),
  named(
    'reports',
    lazyPage(() => import('../features/reports/reports-page'), 'ReportsPage'),
  ),
];

const notFoundHandle: RouteHandle = { name: 'error' };

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppRoot />,
    errorElement: <FullScreenRouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      // No name: the guard sends the user to the start page of their role.
      { index: true, element: <FullScreenSpinner /> },
      named(
        'login',
        lazyPage(() => import('../features/auth/login-screen'), 'LoginScreen'),
      ),
      named(
        'redirect',
        lazyPage(() => import('../features/auth/redirect-screen'), 'RedirectScreen'),
      ),
      {
        id: 'layout',
        // Loaded with the first page inside it, so the sign-in screen does not carry it.
        lazy: lazyPage(() => import('./layout/main-layout'), 'MainLayout'),
        // A page that fails keeps the header and side tabs around its error screen.
        children: [{ id: 'pages', errorElement: <RouteErrorScreen />, children: layoutPages }],
      },
      {
        id: 'error',
        path: '*',
        handle: notFoundHandle,
        lazy: lazyPage(() => import('./screens/not-found-screen'), 'NotFoundScreen'),
      },
    ],
  },
];
