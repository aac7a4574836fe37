import {
  printOrderEndpoint,
  type TPrintOrderResult,
  cookingTimeEndpoint,
  type TCookingTimeRequest,
  forceProductionEndpoint,
  forceRejectEndpoint,
  type TForceOrderRequest,
  validateOrderEndpoint,
  resendOrderEndpoint,
  pickedUpOrderEndpoint,
  readyOrderEndpoint,
  rejectOrderEndpoint,
  type TOrder,
  type TPickedUpOrderRequest,
  type TReadyOrderRequest,
  type TRejectOrderRequest,
} from '@orderdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../api/api-error';
import { callContract } from '../../../api/http-client';
import { useOrderMove } from './order-move';
import { ordersKeys, type OrderListParams } from './orders-keys';

export function markOrderReady(body: TReadyOrderRequest): Promise<TOrder> {
  return callContract(readyOrderEndpoint, { body });
}

export function markOrderPickedUp(body: TPickedUpOrderRequest): Promise<TOrder> {
  return callContract(pickedUpOrderEndpoint, { body });
}

export function rejectOrder(body: TRejectOrderRequest): Promise<TOrder> {
  return callContract(rejectOrderEndpoint, { body });
}

/** Ready moves the order from Outgoing to Ready. */
export function useMarkOrderReady(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'ready',
    call: markOrderReady,
    failedKey: 'orders.ready.failed',
  });
}

/** Pick up moves the order from Ready to Picked up (page 2), so it leaves page 1. */
export function useMarkOrderPickedUp(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'pickUp',
    call: markOrderPickedUp,
    failedKey: 'orders.pickUp.failed',
  });
}

/** Reject moves an incoming order to Reject (page 3) and tells the platform the reason. */
export function useRejectOrder(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'reject',
    call: rejectOrder,
    failedKey: 'orders.reject.failed',
  });
}

export function retryOrder(id: number): Promise<TOrder> {
  return callContract(validateOrderEndpoint, { body: { id } });
}

/** Retry runs validation and the hand-over to the POS again; the outcome arrives through the hub. */
export function useRetryOrder() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ordersKeys.action('retry'),
    mutationFn: ({ id }: { id: number }) => retryOrder(id),
    onSuccess: () => {
      toast.info(t('orders.retry.sent'));
    },
    onError: (error) => {
      if (!isApiError(error) || !error.notified) toast.error(t('orders.retry.failed'));
    },
  });
}

/** Send again: the platform call that did not get through goes out once more; the card follows through the hub. */
export function useResendPlatformCall() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ordersKeys.action('resend'),
    mutationFn: ({ id }: { id: number }) => callContract(resendOrderEndpoint, { body: { id } }),
    onSuccess: () => {
      toast.info(t('orders.resend.sent'));
    },
    onError: (error) => {
      if (!isApiError(error) || !error.notified) toast.error(t('orders.resend.failed'));
    },
  });
}

export function forceProduction(body: TForceOrderRequest): Promise<TOrder> {
  return callContract(forceProductionEndpoint, { body });
}

export function forceReject(body: TForceOrderRequest): Promise<TOrder> {
  return callContract(forceRejectEndpoint, { body });
}

/** Force on Incoming moves a BAD order to Outgoing without the POS. */
export function useForceProduction(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'forceProduction',
    call: forceProduction,
    failedKey: 'orders.force.failed',
  });
}

/** The danger-style Reject moves a BAD or incorrect order to Reject (page 3). */
export function useForceReject(list: OrderListParams) {
  return useOrderMove(list, { action: 'forceReject', call: forceReject, failedKey: 'orders.reject.failed' });
}

/** Edit: a new cooking time for a pre-order or delayed order; it stays in its column. */
export function useChangeCookingTime() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ordersKeys.action('edit'),
    mutationFn: (body: TCookingTimeRequest) => callContract(cookingTimeEndpoint, { body }),
    onError: (error) => {
      if (!isApiError(error) || !error.notified) toast.error(t('orders.edit.failed'));
    },
  });
}

/** Print: r_keeper prints the bill, or the answer says the board prints a kitchen ticket itself. */
export function usePrintOrder(onBrowserTicket: (order: TOrder) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ordersKeys.action('print'),
    mutationFn: ({ id }: { id: number }): Promise<TPrintOrderResult> =>
      callContract(printOrderEndpoint, { body: { id } }),
    onSuccess: (result) => {
      if (result.printedBy === 'pos') toast.success(t('orders.print.sent'));
      else onBrowserTicket(result.order);
    },
    onError: (error) => {
      if (!isApiError(error) || !error.notified) toast.error(t('orders.print.failed'));
    },
  });
}
