import { FORCE_RELOAD_DELAY_MS } from '@orderdesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { clearBrowserCaches } from '../lib/clear-caches';

let scheduled = false;

/** The ForceRefreshPage push (docs/product.md §4): clear caches, reload after the spec's delay; once. */
export function scheduleForcedReload(
  queryClient: QueryClient,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (scheduled) return false;
  scheduled = true;
  void clearBrowserCaches();
  setTimeout(() => {
    queryClient.clear();
    reload();
  }, FORCE_RELOAD_DELAY_MS);
  return true;
}

/** For tests. */
export function resetForcedReload(): void {
  scheduled = false;
}
