import { useLayoutEffect } from 'react';

/** A page's Suspense fallback: tells the layout a page is loading while it is shown. */
export function PageLoadingSignal({ onLoading }: { onLoading: (loading: boolean) => void }) {
  useLayoutEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  return null;
}
