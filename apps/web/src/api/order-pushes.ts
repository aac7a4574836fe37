import type { TOrder } from '@orderdesk/contracts';

type OrderPushListener = (order: TOrder) => void;

const listeners = new Set<OrderPushListener>();

/** Hears every order the venue's hub connection pushes, after it is in the cache; returns the unsubscribe. */
export function onOrderPush(listener: OrderPushListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the hub connection for each pushed order, once it patched the cache. */
export function notifyOrderPush(order: TOrder): void {
  listeners.forEach((listener) => listener(order));
}
