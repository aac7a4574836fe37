import { isPlatformCancellationOfAcceptedOrder, type TOrder } from '@orderdesk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onOrderPush } from '../../../api/order-pushes';
import { playAlarmSound } from '../../../lib/notification-sound';

/** How often the cancellation alarm sounds again while a cancellation waits for someone to acknowledge it. */
export const CANCELLATION_REPEAT_MS = 8_000;

export interface CancellationAlarm {
  /** Orders the platform cancelled or refunded after the venue accepted them, not acknowledged yet, oldest first. */
  orders: TOrder[];
  acknowledge: (orderId: number) => void;
}

/**
 * The platform's cancellation of an order the venue already accepted (isPlatformCancellationOfAcceptedOrder),
 * heard from the venue's hub pushes: its own sound at once and again every CANCELLATION_REPEAT_MS until
 * each one is acknowledged. It sounds whatever the new-order sound setting: food may be cooking for
 * nobody. A later push of an acknowledged order (its check voided) does not bring it back.
 */
export function useCancellationAlarm(
  venueId: number,
  play: () => void = () => playAlarmSound('cancelled'),
): CancellationAlarm {
  const playRef = useRef(play);
  playRef.current = play;
  const acknowledged = useRef(new Set<number>());
  const [orders, setOrders] = useState<TOrder[]>([]);
  const shownIds = useRef(new Set<number>());

  useEffect(
    () =>
      onOrderPush((order) => {
        if (order.venueId !== venueId || acknowledged.current.has(order.id)) return;
        if (!isPlatformCancellationOfAcceptedOrder(order)) return;
        const known = shownIds.current.has(order.id);
        shownIds.current.add(order.id);
        if (!known) playRef.current();
        setOrders((shown) => (known ? shown.map((o) => (o.id === order.id ? order : o)) : [...shown, order]));
      }),
    [venueId],
  );

  const ringing = orders.length > 0;
  useEffect(() => {
    if (!ringing) return;
    const id = setInterval(() => playRef.current(), CANCELLATION_REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing]);

  const acknowledge = useCallback((orderId: number) => {
    acknowledged.current.add(orderId);
    shownIds.current.delete(orderId);
    setOrders((shown) => shown.filter((o) => o.id !== orderId));
  }, []);

  return { orders, acknowledge };
}
