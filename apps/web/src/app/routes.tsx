import { APP_ROUTES, type AppRouteName } from '@orderdesk/contracts';
import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AppRoot } from './app-root';
import type { RouteHandle } from './guard/route-name';
import { officeTextsReady } from '../i18n';
import { lazyPage, type LazyPage } from './lazy-page';

function named(name: AppRouteName, Page: LazyPage): RouteObject {
  const handle: RouteHandle = { name, preload: Page.preload };
  return { id: name, path: APP_ROUTES[name], handle, element: <Page /> };
}

const orders = () => import('../features/orders/pages');
const menus = () => import('../features/menus/menu-page');
const venues = {
  list: () => import('../features/venues/venues-page'),
  detail: () => import('../features/venues/venue-page'),
  mine: () => import('../features/venues/manager-venue-page'),
};
// One component for a page under two routes: the chunk it waited for once is there for both.
const NewOrdersPage = lazyPage(orders, 'NewOrdersPage');
const TakenOrdersPage = lazyPage(orders, 'TakenOrdersPage');
const IncorrectOrdersPage = lazyPage(orders, 'IncorrectOrdersPage');

/**
 * A back-office screen: its module loads together with the back-office texts (loaded after the first
 * screen, see i18n/index.ts), and the screen shows once both are in, so it never shows a text's key.
 */
function officePage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyPage {
  return lazyPage(async () => (await Promise.all([load(), officeTextsReady()]))[0], exportName);
}

/** Every screen of docs/product.md §2 inside the main layout, each loaded on demand. */
const layoutPages: RouteObject[] = [
  named('new-orders', NewOrdersPage),
  named('orders', TakenOrdersPage),
  named('incorrect-orders', IncorrectOrdersPage),
  named('new-orders-id', NewOrdersPage),
  named('orders-id', TakenOrdersPage),
  named('incorrect-orders-id', IncorrectOrdersPage),
  named('venues', officePage(venues.list, 'VenuesPage')),
  named('venue', officePage(venues.detail, 'VenuePage')),
  named('manager-venue', officePage(venues.mine, 'ManagerVenuePage')),
  named('venue-menu', officePage(menus, 'VenueMenuPage')),
  named('manager-venue-menu', officePage(menus, 'ManagerVenueMenuPage')),
  named(
    'admin-list',
    officePage(() => import('../features/people/admin-list-page'), 'AdminListPage'),
  ),
  named(
    'admin-detail',
    officePage(() => import('../features/people/admin-detail-page'), 'AdminDetailPage'),
  ),
  named(
    'dealers',
    officePage(() => import('../features/people/dealers-page'), 'DealersPage'),
  ),
  named(
    'dealer',
    officePage(() => import('../features/people/dealer-page'), 'DealerPage'),
  ),
  named(
    'managers',
    officePage(() => import('../features/people/managers-page'), 'ManagersPage'),
  ),
  named(
    'manager',
    officePage(() => import('../features/people/manager-page'), 'ManagerPage'),
  ),
  named(
    'operators',
    officePage(() => import('../features/people/operators-page'), 'OperatorsPage'),
  ),
  named(
    'operator',
    officePage(() => import('../features/people/operator-page'), 'OperatorPage'),
  ),
  named(
    'areas',
    officePage(() => import('../features/areas/areas-page'), 'AreasPage'),
  ),
  named(
    'venue-groups',
    officePage(() => import('../features/venue-groups/venue-groups-page'), 'VenueGroupsPage'),
  ),
  named(
    'venue-group',
    officePage(() => import('../features/venue-groups/venue-group-page'), 'VenueGroupPage'),
  ),
  named(
    'lic-requests',
    officePage(() => import('../features/licences/licence-requests-page'), 'LicenceRequestsPage'),
  ),
  named(
    'lic-request',
    officePage(() => import('../features/licences/licence-request-page'), 'LicenceRequestPage'),
  ),
  named(
    'lic-events',
    officePage(() => import('../features/licences/licence-events-page'), 'LicenceEventsPage'),
  ),
  named(
    'reports',
    officePage(() => import('../features/reports/reports-page'), 'ReportsPage'),
  ),
];

// Loaded with the first page inside it, so the sign-in screen does not carry it.
const MainLayout = lazyPage(() => import('./layout/main-layout'), 'MainLayout');
const NotFoundScreen = lazyPage(() => import('./screens/not-found-screen'), 'NotFoundScreen');
const layoutHandle: RouteHandle = { preload: MainLayout.preload };
const notFoundHandle: RouteHandle = { name: 'error', preload: NotFoundScreen.preload };

/** Rendered by AppRoutes; a failing screen shows the error screen (AppRoutes, MainLayout). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppRoot />,
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
      { id: 'layout', handle: layoutHandle, element: <MainLayout />, children: layoutPages },
      { id: 'error', path: '*', handle: notFoundHandle, element: <NotFoundScreen /> },
    ],
  },
];
