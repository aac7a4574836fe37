import {
  printOrderEndpoint,
  type TPrintOrderResult,
  cookingTimeEndpoint,
  type TCookingTimeRequest,
  forceProductionEndpoint,
  forceRejectEndpoint,
  type TForceProductionRequest,
  type TForceRejectRequest,
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
import { orderLabel } from '../lib/format-order';
import { retryOutcome, type RetryOutcome } from '../lib/retry-outcome';
import { useOrderMove } from './order-move';
import { onOrderPush } from '../../../api/order-pushes';
import { ordersKeys, type OrderListParams } from '../../../api/orders-keys';

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

/** How long a retry's outcome is waited for before the board stops listening (the card still shows it). */
const RETRY_OUTCOME_WAIT_MS = 120_000;

/** Tells the user how the retried hand-over ended, read from the order's next pushes. */
function reportRetryOutcome(order: TOrder, say: (outcome: RetryOutcome) => void): () => void {
  let last = order;
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
  };
  const unsubscribe = onOrderPush((pushed) => {
    if (pushed.id !== order.id) return;
    const outcome = retryOutcome(last, pushed);
    if ((pushed.version ?? 0) > (last.version ?? 0)) last = pushed;
    if (!outcome) return;
    stop();
    say(outcome);
  });
  const timer = setTimeout(stop, RETRY_OUTCOME_WAIT_MS);
  return stop;
}

/**
 * Retry runs validation and the hand-over to the POS again. The hand-over runs as a job, so its outcome
 * arrives through the hub: the user hears "handed over" or "failed again" in r_keeper's words.
 */
export function useRetryOrder() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ordersKeys.action('retry'),
    mutationFn: ({ order }: { id: number; order: TOrder }) => retryOrder(order.id),
    // Listening starts before the call, so an outcome pushed before its answer is not missed.
    onMutate: ({ order }) => {
      const number = orderLabel(order);
      toast.info(t('orders.retry.sent', { number }), { autoClose: 2500 });
      return {
        stopListening: reportRetryOutcome(order, (outcome) => {
          if (outcome.kind === 'handedOver') toast.success(t('orders.retry.handedOver', { number }));
          else
            toast.error(
              outcome.error
                ? t('orders.retry.failedAgain', { number, error: outcome.error })
                : t('orders.retry.failedAgainSilent', { number }),
            );
        }),
      };
    },
    onError: (error, _request, context) => {
      context?.stopListening();
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

export function forceProduction(body: TForceProductionRequest): Promise<TOrder> {
  return callContract(forceProductionEndpoint, { body });
}

export function forceReject(body: TForceRejectRequest): Promise<TOrder> {
  return callContract(forceRejectEndpoint, { body });
}

/** Force on Incoming moves a BAD order to Outgoing without the POS, with the cooking time chosen. */
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
