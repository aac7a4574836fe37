import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, for "minutes ago" labels. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

const everySecond = new Set<(now: number) => void>();
let secondTimer: ReturnType<typeof setInterval> | undefined;

function onEverySecond(listener: (now: number) => void): () => void {
  everySecond.add(listener);
  secondTimer ??= setInterval(() => {
    const now = Date.now();
    for (const tell of everySecond) tell(now);
  }, 1000);
  return () => {
    everySecond.delete(listener);
    if (everySecond.size === 0) {
      clearInterval(secondTimer);
      secondTimer = undefined;
    }
  };
}

/**
 * The current time, refreshed every second on one timer for every component that asks: a board of
 * incoming orders redraws their waiting times together, in one render a second, not one per card.
 */
export function useNowEverySecond(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => onEverySecond(setNow), []);
  return now;
}
