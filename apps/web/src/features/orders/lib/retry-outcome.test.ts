import { OrderState, OrderStatus, type TOrder } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { retryOutcome } from './retry-outcome';

const bad = {
  id: 7,
  version: 4,
  statusId: OrderStatus.RECEIVED,
  stateId: OrderState.BAD,
  isCreatedInRKeeper: false,
  rkeeperGuid: null,
  posError: 'socket hang up',
  posProblems: [],
} as unknown as TOrder;

const next = (fields: Partial<TOrder>): TOrder => ({ ...bad, version: 5, ...fields });

describe('retryOutcome', () => {
  it('says handed over once r_keeper has the check', () => {
    expect(
      retryOutcome(bad, next({ isCreatedInRKeeper: true, stateId: OrderState.GOOD, posError: null })),
    ).toEqual({
      kind: 'handedOver',
    });
  });

  it("says failed again in r_keeper's words, even when they are the same words as before", () => {
    expect(retryOutcome(bad, next({ posError: 'Shift is closed' }))).toEqual({
      kind: 'failed',
      error: 'Shift is closed',
    });
    expect(retryOutcome(bad, next({}))).toEqual({ kind: 'failed', error: 'socket hang up' });
  });

  it('names what still maps to nothing when the order stays Incorrect', () => {
    const incorrect = {
      ...bad,
      statusId: OrderStatus.INCORRECT,
      posError: null,
      posProblems: ['Soup'],
    } as TOrder;
    expect(retryOutcome(incorrect, { ...incorrect, version: 5 })).toEqual({ kind: 'failed', error: 'Soup' });
  });

  it('waits while the check is created but not yet saved, and ignores pushes that are not newer', () => {
    expect(retryOutcome(bad, next({ rkeeperGuid: '{guid}' }))).toBeNull();
    expect(retryOutcome(bad, { ...bad })).toBeNull();
    expect(retryOutcome(bad, next({ id: 8, isCreatedInRKeeper: true }))).toBeNull();
  });
});
