import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useQuery } from '@tanstack/react-query';
import { isVenueBoundRole } from '@orderdesk/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, type Location } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { HeaderSlot, HeaderSlotProvider, WHILE_HEADER_SLOT_FILLED } from '../../components/header-slot';
import { MenuIcon } from '../../components/icons';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useSession } from '../../features/auth';
import { useWaitingCount } from '../../features/orders';
import { useLicenceWarnings } from '../../features/licences/warnings/use-licence-warnings';
import { languagesQueryOptions } from '../../features/settings/api/settings';
import { LayoutVenueContext } from '../../hub';
import { useRouteName } from '../guard/route-name';
import { RouteErrorBoundary } from '../screens/route-error-boundary';
import { HeaderLinks } from './header-links';
import { headerLinks, sideTabs } from './nav-links';
import { PageLoadingSignal } from './page-loading-signal';
import { DRAWER_WIDTH, drawerDockFrom, SideDrawer } from './side-drawer';
import { useCurrentVenueId } from './use-current-venue-id';
import { UserMenu } from './user-menu';
import { WaitingCountPill } from './waiting-count-pill';

// While the header's slot holds something (the sound block), the product's name gives way to it on a
// phone, and the signed-in user's name (the initials stay) below the widest screens, where the header's
// links would otherwise wrap.
const roomForHeaderSlotSx = {
  [WHILE_HEADER_SLOT_FILLED]: {
    '& [data-brand-name]': { display: { xs: 'none', sm: 'inline' } },
    '& [data-user-name-block]': { display: { xs: 'none', xl: 'block' } },
  },
} as const;

// A manager's or operator's venue stays live on every screen; loaded beside the first page.
const LayoutVenueAlarms = lazy(async () => ({
  default: (await import('../../features/orders/alarms/layout-venue-alarms')).LayoutVenueAlarms,
}));

/**
 * Header, side tabs and the page outlet for every signed-in screen; for a manager or an operator also
 * their venue's live connection and alarms (new orders, a platform's cancellations, a lost connection),
 * whatever screen is open.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { role, profile } = useSession();
  // Spec §7: the language list is asked for once the user is known.
  useQuery({ ...languagesQueryOptions(), enabled: profile !== undefined });
  const routeName = useRouteName();
  const dockFrom = drawerDockFrom(routeName);
  const venueId = useCurrentVenueId();
  useLicenceWarnings(venueId);
  const location = useLocation();
  const { pathname, search } = location;
  const [pageLoading, setPageLoading] = useState(false);
  // The phone's menu stays open only on the screen it was opened on: a navigation it did not make (the
  // back button) closes it, instead of leaving it over the next screen with the page hidden behind it.
  const [menuOpenOn, setMenuOpenOn] = useState<Location | null>(null);
  const mobileOpen = menuOpenOn === location;
  const links = useMemo(() => (role ? headerLinks(role, venueId) : []), [role, venueId]);
  const tabs = useMemo(() => (role ? sideTabs(role) : []), [role]);
  const liveVenueId = role !== undefined && isVenueBoundRole(role) ? (profile?.venueId ?? null) : null;
  const waiting = useWaitingCount(venueId);

  return (
    <LayoutVenueContext value={liveVenueId}>
      <HeaderSlotProvider>
        <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
          <AppBar
            position="fixed"
            sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
            data-testid="app-header"
          >
            <Toolbar sx={{ gap: 1, ...roomForHeaderSlotSx }}>
              <IconButton
                edge="start"
                onClick={() => setMenuOpenOn(location)}
                sx={{ display: { [dockFrom]: 'none' } }}
              >
                {/* The header's links are in the menu on a phone: the count of waiting orders shows on it,
                  and is part of the button's name with what the button does. */}
                <VisuallyHidden>{t('layout.openMenu')}</VisuallyHidden>
                <MenuIcon />
                {waiting ? (
                  <>
                    <WaitingCountPill
                      count={waiting}
                      testId="menu-waiting-count"
                      sx={{ position: 'absolute', top: 2, right: -2 }}
                    />
                    <VisuallyHidden>{t('layout.nav.waitingForAccept', { count: waiting })}</VisuallyHidden>
                  </>
                ) : null}
              </IconButton>
              <Box
                component={Link}
                to="/"
                sx={{ textDecoration: 'none', display: 'flex' }}
                aria-label={t('app.name')}
              >
                <BrandMark size={30} />
              </Box>
              <HeaderLinks links={links} routeName={routeName} waiting={waiting} />
              <Box sx={{ flex: 1 }} />
              <HeaderSlot />
              <UserMenu />
            </Toolbar>
            {pageLoading && (
              <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }} />
            )}
          </AppBar>
          <SideDrawer
            tabs={tabs}
            headerLinks={links}
            routeName={routeName}
            mobileOpen={mobileOpen}
            onClose={() => setMenuOpenOn(null)}
            dockFrom={dockFrom}
          />
          <Box
            component="main"
            // The location the page shows, set when the screen is drawn: a navigation inside the app
            // (a link, the back button) keeps the last screen up until the next one is ready.
            data-location={pathname + search}
            sx={{
              flexGrow: 1,
              minWidth: 0,
              width: { [dockFrom]: `calc(100% - ${DRAWER_WIDTH}px)` },
              px: { xs: 2, md: 3 },
              pb: 4,
            }}
          >
            <Toolbar sx={{ mb: 3 }} />
            {/* A page that fails keeps the header and side tabs around its error screen. */}
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoadingSignal onLoading={setPageLoading} />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
            {liveVenueId !== null && (
              <Suspense fallback={null}>
                <LayoutVenueAlarms venueId={liveVenueId} />
              </Suspense>
            )}
          </Box>
        </Box>
      </HeaderSlotProvider>
    </LayoutVenueContext>
  );
}
