import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { handleOf, RouteMatchesContext } from './guard/route-name';
import { routes } from './routes';
import { RouteErrorBoundary } from './screens/route-error-boundary';

/**
 * The app's screens for the current location. The code of every matched route starts loading at
 * once (the main layout with its first page in parallel); a screen that fails shows the full-screen
 * error screen unless the main layout shows it around the page.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => {
    const found = matchRoutes(routes, location) ?? [];
    // Loading errors surface where the page renders; here they only must not go unhandled.
    for (const match of found)
      void handleOf(match)
        ?.preload?.()
        .catch(() => undefined);
    return found;
  }, [location]);
  const element = useRoutes(routes, location);
  return (
    <RouteMatchesContext value={matches}>
      <RouteErrorBoundary fullScreen resetKey={location.pathname}>
        {element}
      </RouteErrorBoundary>
    </RouteMatchesContext>
  );
}
