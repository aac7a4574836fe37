import { useSyncExternalStore } from 'react';

/** idle: no board open; connecting: first start; live: connected; reconnecting: lost, trying again. */
export type HubStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

/** The connection as the screens show it: its status, when the board last heard from the server, since when it is lost. */
export interface HubLiveness {
  status: HubStatus;
  /** When the connection last came up or last carried a push (ms since the epoch); null: not yet. */
  lastUpdateAt: number | null;
  /** Since when the connection is lost or has failed to start (ms since the epoch); null while live or starting. */
  lostAt: number | null;
}

let liveness: HubLiveness = { status: 'idle', lastUpdateAt: null, lostAt: null };
const listeners = new Set<() => void>();

function change(next: HubLiveness): void {
  liveness = next;
  listeners.forEach((listener) => listener());
}

export function setHubStatus(next: HubStatus, now: number = Date.now()): void {
  if (next === liveness.status) return;
  if (next === 'idle') return change({ status: 'idle', lastUpdateAt: null, lostAt: null });
  if (next === 'live') return change({ status: 'live', lastUpdateAt: now, lostAt: null });
  if (next === 'connecting') return change({ ...liveness, status: next });
  // Lost: counted from the first moment, not from each failed attempt to come back.
  change({ ...liveness, status: next, lostAt: liveness.lostAt ?? now });
}

/** The server sent something: the board is current as of now. */
export function noteHubUpdate(now: number = Date.now()): void {
  if (liveness.status !== 'live') return;
  change({ ...liveness, lastUpdateAt: now });
}

export function getHubStatus(): HubStatus {
  return liveness.status;
}

export function getHubLiveness(): HubLiveness {
  return liveness;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readStatus = () => liveness.status;

export function useHubStatus(): HubStatus {
  return useSyncExternalStore(subscribe, readStatus, readStatus);
}

export function useHubLiveness(): HubLiveness {
  return useSyncExternalStore(subscribe, getHubLiveness, getHubLiveness);
}

/** The board's times may be out of date: the connection is lost. */
export function useHubStale(): boolean {
  return useHubStatus() === 'reconnecting';
}
