import type { TOrder } from '@orderdesk/contracts';
import { useEffect, useMemo, useState } from 'react';
import { duePreorderKeys, nextPreorderStart } from './preorder-start';

/**
 * Ids of the pre-orders whose start-cooking time has come, kept current by a timer set for the next
 * start still to come; undefined until the pre-orders and the venue's default cooking time are known.
 */
export function usePreorderStartKeys(
  preorders: readonly TOrder[] | undefined,
  defaultCookingMinutes: number | undefined,
): number[] | undefined {
  const [now, setNow] = useState(() => Date.now());
  const next =
    preorders && defaultCookingMinutes !== undefined
      ? nextPreorderStart(preorders, defaultCookingMinutes, now)
      : null;
  useEffect(() => {
    if (next === null) return;
    // Timers longer than about 24.8 days overflow; a far start is looked at again a day later.
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), 86_400_000));
    return () => clearTimeout(id);
  }, [next]);
  return useMemo(
    () =>
      preorders && defaultCookingMinutes !== undefined
        ? duePreorderKeys(preorders, defaultCookingMinutes, now)
        : undefined,
    [preorders, defaultCookingMinutes, now],
  );
}
