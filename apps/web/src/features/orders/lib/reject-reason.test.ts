import { OrderState, OrderStatus, type TOrder } from '@orderdesk/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rejectedBecause } from './reject-reason';

const t = ((key: string) => `<${key.split('.').at(-1)}>`) as unknown as TFunction;

function order(fields: Partial<TOrder>): TOrder {
  return {
    statusId: OrderStatus.REJECTED,
    stateId: OrderState.GOOD,
    rejectCode: null,
    rejectReason: null,
    ...fields,
  } as TOrder;
}

describe('rejectedBecause', () => {
  it('names the picked reason, and the written note when there is one', () => {
    expect(
      rejectedBecause(
        t,
        order({ rejectCode: 'ITEMS_UNAVAILABLE', rejectReason: 'Some items are unavailable' }),
      ),
    ).toBe('<ITEMS_UNAVAILABLE>');
    expect(
      rejectedBecause(t, order({ rejectCode: 'ITEMS_UNAVAILABLE', rejectReason: 'Out of salmon' })),
    ).toBe('<ITEMS_UNAVAILABLE> · Out of salmon');
    expect(rejectedBecause(t, order({ rejectReason: 'Kitchen on fire' }))).toBe('Kitchen on fire');
  });

  it('says nothing of an order not rejected or rejected before reasons were kept', () => {
    expect(rejectedBecause(t, order({}))).toBeNull();
    expect(rejectedBecause(t, order({ statusId: OrderStatus.RECEIVED, rejectReason: 'x' }))).toBeNull();
  });
});
