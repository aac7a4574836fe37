import { describe, expect, it } from 'vitest';
import { checkTotalOf } from '../canonical-order';
import { boltToCanonicalOrder } from './bolt-order-mapper';
import { ZBoltOrder } from './bolt-payloads';

// Bolt's schema is partner-gated: these are our assumed names (bolt-payloads.ts), prices in major units.
const order = (over: Record<string, unknown> = {}) =>
  boltToCanonicalOrder(
    ZBoltOrder.parse({
      order_id: 'b-1',
      provider_id: 'p-1',
      total_order_price: { value: 15.4, currency: 'eur' },
      delivery_type: 'delivery',
      items: [
        {
          id: '222',
          name: 'Chicken burger',
          quantity: 2,
          unit_price: { value: 6.5 },
          options: [{ id: '301', name: 'Cheese', quantity: 1, price: { value: 0.7 } }],
        },
      ],
      ...over,
    }),
  );

describe('boltToCanonicalOrder', () => {
  it('reads unit_price without options, ×100 into minor units; board = total_order_price', () => {
    const o = order();
    expect(o.amount).toBe(1540);
    expect(o.currency).toBe('EUR');
    expect(o.lines[0]).toEqual({
      name: 'Chicken burger',
      posRef: '222',
      quantity: 2,
      unitPrice: 720,
      basePrice: 650,
      total: 1440,
      options: [{ name: 'Cheese', posRef: '301', quantity: 1, unitPrice: 70 }],
      isCombo: false,
    });
  });

  it('a total below the lines is named as a Bolt Food discount so the check still agrees', () => {
    const o = order({ total_order_price: { value: 12.4 } });
    expect(o.discounts).toEqual([{ kind: 'basket', label: 'Bolt Food discount', amount: 200 }]);
    expect(checkTotalOf(o)).toBe(o.amount);
    expect(order().discounts).toEqual([]);
    expect(order().courier).toBe('platform');
    expect(order({ delivery_type: 'takeaway' }).courier).toBe('customer');
  });
});
