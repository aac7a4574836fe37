import type { TOrder } from '@orderdesk/contracts';

type Listener = (order: TOrder) => void;
const listeners = new Set<Listener>();

/** Hears every order the hub pushes (after it patched the cache); answers the call that stops it. */
export function onOrderPush(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the hub connection for each pushed order. */
export function notifyOrderPush(order: TOrder): void {
  for (const listener of listeners) listener(order);
}
