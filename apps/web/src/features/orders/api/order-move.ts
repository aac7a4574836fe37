import {
  moveOrder,
  ORDER_TRANSITIONS,
  returnMove,
  type TOrder,
  type TransitionAction,
} from '@orderdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../api/api-error';
import type { BoardLists } from '../../../api/order-lists';
import { reconcileOrder } from '../../../api/order-lists';
import { ordersKeys, type OrderListParams } from '../../../api/orders-keys';

export interface OrderMove<TRequest extends { id: number }> {
  /** The statuses it moves between come from the contracts' transition table. */
  action: TransitionAction;
  call: (request: TRequest) => Promise<TOrder>;
  /** i18n key of the toast shown when the call fails. */
  failedKey: string;
}

/** Moves an order locally; a status this page does not show is not kept, so the order leaves it. */
function moveOnPage(lists: BoardLists, id: number, from: number, to: number): BoardLists {
  const next = moveOrder(lists, id, from, to);
  if (next === lists || to in lists) return next;
  const kept = { ...next };
  delete kept[to];
  return kept;
}

/** Undoes `moveOnPage`, putting `original` back at the top of its list when it left the page. */
function undoMove(lists: BoardLists, original: TOrder | undefined, from: number, to: number): BoardLists {
  if (!original) return lists;
  if (lists[to]?.some((o) => o.id === original.id)) return returnMove(lists, original.id, from, to);
  if (lists[from]?.some((o) => o.id === original.id)) return lists;
  return { ...lists, [from]: [original, ...(lists[from] ?? [])] };
}

/**
 * An order action moves the order to its next list at once (docs/product.md §4 list movement), then takes
 * the server's answer; when the call fails the move is returned and the user told.
 */
export function useOrderMove<TRequest extends { id: number }>(
  list: OrderListParams,
  move: OrderMove<TRequest>,
  options: { onSuccess?: (order: TOrder) => void } = {},
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const listKey = ordersKeys.list(list);
  const { from: sources, to } = ORDER_TRANSITIONS[move.action];

  return useMutation({
    mutationKey: ordersKeys.action(move.action),
    mutationFn: move.call,
    onMutate: async (request: TRequest) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const lists = queryClient.getQueryData<BoardLists>(listKey);
      // The list the order sits in now: one of the statuses the action starts from.
      const from = sources.find((s) => lists?.[s]?.some((o) => o.id === request.id)) ?? sources[0]!;
      const original = lists?.[from]?.find((o) => o.id === request.id);
      queryClient.setQueryData<BoardLists>(listKey, (current) =>
        current ? moveOnPage(current, request.id, from, to) : current,
      );
      return { original, from };
    },
    onError: (error, _request, context) => {
      queryClient.setQueryData<BoardLists>(listKey, (lists) =>
        lists && context ? undoMove(lists, context.original, context.from, to) : lists,
      );
      if (!isApiError(error) || !error.notified) toast.error(t(move.failedKey));
    },
    onSuccess: async (order) => {
      queryClient.setQueriesData<BoardLists>({ queryKey: ordersKeys.venueLists(list.venueId) }, (lists) =>
        lists ? reconcileOrder(lists, order) : lists,
      );
      // Other pages of this venue refetch when they are next opened.
      await queryClient.invalidateQueries({
        queryKey: ordersKeys.venueLists(list.venueId),
        refetchType: 'none',
      });
      options.onSuccess?.(order);
    },
  });
}
