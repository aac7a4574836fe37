import { describe, expect, it } from 'vitest';
import { woltDocumentedOrder } from './fixtures/documented-orders';
import { checkTotalOf } from '../src/integrations/platforms/canonical-order';
import { woltToCanonicalOrder } from '../src/integrations/platforms/wolt/wolt-order-mapper';
import { ZWoltOrder } from '../src/integrations/platforms/wolt/wolt-payloads';

const canonical = (over: Record<string, unknown> = {}) =>
  woltToCanonicalOrder(ZWoltOrder.parse({ ...woltDocumentedOrder('w-1', 'venue-1'), ...over }));

describe('woltToCanonicalOrder', () => {
  it('reads unit_price as one portion with its options: the dish alone is unit_price less the options', () => {
    const order = canonical();
    expect(order.lines[0]).toEqual({
      name: 'Chicken burger',
      posRef: '222',
      quantity: 2,
      unitPrice: 1190,
      basePrice: 1090,
      total: 2380,
      options: [{ name: 'Extras: Cheese', posRef: '301', quantity: 1, unitPrice: 100 }],
      isCombo: false,
      comment: 'Well done, please',
    });
    expect(order.lines[1]).toMatchObject({ unitPrice: 500, basePrice: 450, total: 500 });
  });

  it('board figure = basket total = check total, with no discount between them', () => {
    const order = canonical();
    expect(order.amount).toBe(2880);
    expect(order.discounts).toEqual([]);
    expect(checkTotalOf(order)).toBe(2880);
    expect(order.items.map((i) => i.total)).toEqual([2380, 500]);
  });

  it('takes v1 `price` first (the spec rule) and names a gap below the lines as a Wolt discount', () => {
    const order = canonical({ price: { amount: 2680, currency: 'EUR' } });
    expect(order.amount).toBe(2680);
    expect(order.discounts).toEqual([{ kind: 'basket', label: 'Wolt discount', amount: 200 }]);
    expect(checkTotalOf(order)).toBe(2680);
  });

  it('fees, courier, prepayment and comment', () => {
    const order = canonical();
    expect(order.fees).toEqual([{ kind: 'delivery_fee', amount: 290 }]);
    expect(order.courier).toBe('platform');
    expect(order.isPrepaid).toBe(true);
    expect(order.comment).toBe('No onions, please');
    expect(order.raw['id']).toBe('w-1');
    const self = canonical({ delivery: { type: 'homedelivery', self_delivery: true } });
    expect(self.courier).toBe('venue');
    const takeaway = canonical({
      delivery: { type: 'takeaway', self_delivery: false },
      cash_payment: { cash_amount: { amount: 2880, currency: 'EUR' }, cash_to_expect: null },
    });
    expect(takeaway.courier).toBe('customer');
    expect(takeaway.isPrepaid).toBe(false);
  });
});
