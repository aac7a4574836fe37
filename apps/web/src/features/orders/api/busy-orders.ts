import { useMutationState } from '@tanstack/react-query';
import { ordersKeys } from '../../../api/orders-keys';

/** Ids of the orders with an action on its way (any board action's mutation): their buttons wait. */
export function useBusyOrderIds(): ReadonlySet<number> {
  return new Set(
    useMutationState({
      filters: { mutationKey: ordersKeys.actions(), status: 'pending' },
      select: (mutation) => (mutation.state.variables as { id?: number } | undefined)?.id ?? -1,
    }),
  );
}
