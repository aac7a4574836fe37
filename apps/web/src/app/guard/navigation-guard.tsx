import { Suspense, useEffect, useEffectEvent } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { notifyForbidden } from '../../api/error-toasts';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useSession } from '../../features/auth';
import { hasSessionToken, isFirstLoad, markFirstLoadDone } from '../../lib/session-storage';
import { decideNavigation } from './decide-navigation';
import { useRouteName } from './route-name';
import { useVenueSettled } from './use-venue-settled';

/** Runs the spec's navigation guard on every render and carries out its decision. */
export function NavigationGuard() {
  const { pathname } = useLocation();
  const routeName = useRouteName();
  const session = useSession();
  const venueSettled = useVenueSettled();
  const decision = decideNavigation({
    pathname,
    routeName,
    hasToken: hasSessionToken(),
    firstLoad: isFirstLoad(),
    session: session.status,
    role: session.role,
    venueSettled,
    lastRefreshToken: session.lastRefreshToken,
  });

  const refreshToken = decision.type === 'refresh' ? decision.refreshToken : null;
  const carryOut = useEffectEvent((type: typeof decision.type) => {
    if (type === 'initialise') session.initialise();
    else if (refreshToken !== null) session.refreshWith(refreshToken);
    // Settled on a page: later loads of this session keep their route.
    else if (type === 'proceed') markFirstLoadDone();
  });

  useEffect(() => {
    carryOut(decision.type);
  }, [decision.type, refreshToken]);

  // A page the role may not open: the spec's 403 toast says why the user lands on their start page.
  const forbidden = decision.type === 'redirect' && decision.forbidden === true;
  useEffect(() => {
    if (forbidden) notifyForbidden();
  }, [forbidden, pathname]);

  switch (decision.type) {
    case 'proceed':
      // The screen's code may still be loading (sign-in, or the main layout with its first page).
      return (
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    default:
      return <FullScreenSpinner />;
  }
}
