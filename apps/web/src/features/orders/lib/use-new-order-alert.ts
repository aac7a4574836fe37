import { useEffect, useRef } from 'react';
import { playNotificationSound } from '../../../lib/notification-sound';

/**
 * Plays the notification sound when an order id appears in `incomingIds` that was not there
 * before. The first list seen is taken as known, so opening the board is silent.
 */
export function useNewOrderAlert(
  incomingIds: readonly number[] | undefined,
  enabled: boolean,
  play = playNotificationSound,
): void {
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!incomingIds) return;
    const previous = known.current;
    known.current = new Set(incomingIds);
    if (!previous || !enabled) return;
    if (incomingIds.some((id) => !previous.has(id))) play();
  }, [incomingIds, enabled, play]);
}
