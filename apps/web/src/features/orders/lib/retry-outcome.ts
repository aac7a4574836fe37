import { OrderStatus, type TOrder } from '@orderdesk/contracts';

export type RetryOutcome = { kind: 'handedOver' } | { kind: 'failed'; error: string | null };

/**
 * What a push of an order being retried says of the hand-over, compared with the order as last seen:
 * handed over once r_keeper has the check; failed again when the try ends with r_keeper's error (or
 * the order is still Incorrect); null while it is still on its way (e.g. the check created, its
 * dishes not yet saved) or for a push that is not newer.
 */
export function retryOutcome(before: TOrder, after: TOrder): RetryOutcome | null {
  if (after.id !== before.id || (after.version ?? 0) <= (before.version ?? 0)) return null;
  if (after.isCreatedInRKeeper) return { kind: 'handedOver' };
  if (after.statusId === OrderStatus.INCORRECT)
    return { kind: 'failed', error: after.posProblems.join('; ') || after.posError };
  // CreateOrder answered and the check's guid was kept: SaveOrder is still to come.
  if (after.rkeeperGuid !== before.rkeeperGuid) return null;
  return after.posError ? { kind: 'failed', error: after.posError } : null;
}
