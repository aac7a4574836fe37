import { useSyncExternalStore } from 'react';
import { setTitleWaitingCount } from '../../../lib/document-title';

/**
 * How many orders of a venue wait for Accept, as the venue's live alarms (VenueAlarms) count them: the
 * header's Active orders link and the browser tab's title show it on every screen. Null while no live
 * connection counts them.
 */
let current: { venueId: number; count: number } | null = null;
const listeners = new Set<() => void>();

function change(next: { venueId: number; count: number } | null): void {
  current = next;
  setTitleWaitingCount(next?.count ?? 0);
  listeners.forEach((listener) => listener());
}

export function publishWaitingCount(venueId: number, count: number): void {
  if (current?.venueId === venueId && current.count === count) return;
  change({ venueId, count });
}

export function clearWaitingCount(venueId: number): void {
  if (current?.venueId === venueId) change(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/** The number of orders of `venueId` waiting for Accept; null when nothing live counts them. */
export function useWaitingCount(venueId: number | null): number | null {
  const counted = useSyncExternalStore(subscribe, read, read);
  return counted !== null && counted.venueId === venueId ? counted.count : null;
}
