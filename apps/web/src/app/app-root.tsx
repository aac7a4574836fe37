import { SessionProvider } from '../features/auth';
import { NavigationGuard } from './guard/navigation-guard';
import { ScrollToTop } from './scroll-to-top';

/** The root route: session, scroll reset and the navigation guard around every screen. */
export function AppRoot() {
  return (
    <SessionProvider>
      <ScrollToTop />
      <NavigationGuard />
    </SessionProvider>
  );
}
