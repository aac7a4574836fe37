import {
  isForceReject,
  OrderStatus,
  type OrderAction,
  type TOrder,
  type TRejectReasonCode,
} from '@orderdesk/contracts';
import { useCallback, useState } from 'react';
import type { OrderListParams } from '../../../api/orders-keys';
import { useAcceptOrder } from '../api/accept-order';
import {
  useChangeCookingTime,
  useForceProduction,
  useForceReject,
  useMarkOrderPickedUp,
  useMarkOrderReady,
  useRejectOrder,
  useRetryOrder,
} from '../api/order-actions';

/** The dialog an action opens before it runs, with the order it asks about. */
export type AskedAction = 'accept' | 'edit' | 'force' | 'forcePickUp' | 'reject';

/**
 * The board's order actions on one page: those that ask first (accept, edit, force, reject) open their
 * dialog and run on its confirmation, the others (ready, pick-up, retry) run at once.
 */
export function useBoardActions(list: OrderListParams) {
  const [asked, setAsked] = useState<{ action: AskedAction; order: TOrder } | null>(null);
  const accept = useAcceptOrder(list);
  const editTime = useChangeCookingTime();
  const forceIntoProduction = useForceProduction(list);
  const reject = useRejectOrder(list);
  const forceReject = useForceReject(list);
  const { mutate: markReady } = useMarkOrderReady(list);
  const { mutate: markPickedUp } = useMarkOrderPickedUp(list);
  const { mutate: retryHandover } = useRetryOrder();

  const onAction = useCallback(
    (action: OrderAction, order: TOrder) => {
      if (action === 'ready') markReady({ id: order.id });
      else if (action === 'pickUp') markPickedUp({ id: order.id, isForce: false });
      else if (action === 'retry') retryHandover({ id: order.id, order });
      // Force: on Ready the pick-up of a BAD order (it tells the platform the courier has it, without
      // the POS); on Incoming production without the POS, asked with a cooking time as Accept is.
      else if (action === 'force' && order.statusId === OrderStatus.READY)
        setAsked({ action: 'forcePickUp', order });
      else setAsked({ action, order });
    },
    [markReady, markPickedUp, retryHandover],
  );

  const close = useCallback(() => setAsked(null), []);
  return {
    onAction,
    /** The order the named dialog asks about, or null while it is closed. */
    asking: (action: AskedAction) => (asked?.action === action ? asked.order : null),
    close,
    confirmAccept: (order: TOrder, cookingTimeInMinutes: number) => {
      close();
      accept.mutate({ id: order.id, cookingTimeInMinutes, isForce: false });
    },
    confirmEdit: (order: TOrder, cookingTimeInMinutes: number) => {
      close();
      editTime.mutate({ id: order.id, cookingTimeInMinutes });
    },
    confirmForce: (order: TOrder, cookingTimeInMinutes: number) => {
      close();
      forceIntoProduction.mutate({ id: order.id, cookingTimeInMinutes });
    },
    confirmForcePickUp: (order: TOrder) => markPickedUp({ id: order.id, isForce: true }),
    confirmReject: (order: TOrder, code: TRejectReasonCode, reason: string | undefined) => {
      close();
      if (isForceReject(order)) forceReject.mutate({ id: order.id, code, reason });
      else reject.mutate({ id: order.id, code, reason });
    },
  };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
