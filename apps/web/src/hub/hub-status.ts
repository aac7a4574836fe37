import { useSyncExternalStore } from 'react';

/** idle: no board open; connecting: first start; live: connected; reconnecting: lost, trying again. */
export type HubStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

let status: HubStatus = 'idle';
const listeners = new Set<() => void>();

export function setHubStatus(next: HubStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export function getHubStatus(): HubStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHubStatus(): HubStatus {
  return useSyncExternalStore(subscribe, getHubStatus, getHubStatus);
}
