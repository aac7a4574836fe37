import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a column stays held after the last finger or button leaves it: the gap between two taps. */
export const HOLD_AFTER_RELEASE_MS = 2500;

/**
 * What a held column shows: the orders it showed when the hold began, as they are now, in their
 * order; the orders that came meanwhile wait (counted) until the hold ends. Not held: all of them.
 */
export function heldLayout<T extends { id: number }>(
  orders: readonly T[],
  heldIds: ReadonlySet<number> | null,
): { shown: readonly T[]; waiting: number } {
  if (!heldIds) return { shown: orders, waiting: 0 };
  const shown = orders.filter((order) => heldIds.has(order.id));
  return { shown, waiting: orders.length - shown.length };
}

/**
 * Holds a column's layout while a pointer is down on it and briefly after, so a new order never
 * moves the card under a finger: `onPointerDown` goes on the card list, `release` shows the waiting
 * orders at once (the "N new" pill, Load more).
 */
export function useColumnHold<T extends { id: number }>(orders: readonly T[] | undefined) {
  const [heldIds, setHeldIds] = useState<ReadonlySet<number> | null>(null);
  const latest = useRef(orders);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = orders;
  }, [orders]);

  const release = useCallback(() => {
    clearTimeout(timer.current);
    setHeldIds(null);
  }, []);

  const onPointerDown = useCallback(() => {
    clearTimeout(timer.current);
    setHeldIds((held) => held ?? new Set((latest.current ?? []).map((order) => order.id)));
    const letGo = () => {
      window.removeEventListener('pointerup', letGo);
      window.removeEventListener('pointercancel', letGo);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHeldIds(null), HOLD_AFTER_RELEASE_MS);
    };
    window.addEventListener('pointerup', letGo);
    window.addEventListener('pointercancel', letGo);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { ...heldLayout(orders ?? [], heldIds), onPointerDown, release };
}
