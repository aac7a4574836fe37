import { useEffect } from 'react';

/**
 * Keeps the screen on while `enabled` and the page is shown (the Screen Wake Lock API): a tablet on a
 * kitchen's counter that dims and locks itself in a quiet spell no longer rings for the next order.
 * The browser lets the lock go whenever the page is hidden; it is taken again when the page shows. A
 * page without a secure context (where browsers leave the API out), a browser without it, or one that
 * refuses (a battery saver) keeps the device's own screen timeout, and nothing else changes.
 */
export function useScreenWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return;
    let held: WakeLockSentinel | null = null;
    let asking = false;
    let mounted = true;

    function take(): void {
      if (!mounted || held || asking || document.visibilityState !== 'visible') return;
      asking = true;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          asking = false;
          if (!mounted) {
            void sentinel.release();
            return;
          }
          held = sentinel;
          sentinel.addEventListener('release', () => {
            if (held === sentinel) held = null;
          });
        },
        () => {
          asking = false;
        },
      );
    }

    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      mounted = false;
      document.removeEventListener('visibilitychange', take);
      void held?.release().catch(() => undefined);
      held = null;
    };
  }, [enabled]);
}
