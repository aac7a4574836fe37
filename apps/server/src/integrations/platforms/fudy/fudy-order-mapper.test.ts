import { describe, expect, it } from 'vitest';
import { checkTotalOf } from '../canonical-order';
import { fudyToCanonicalOrder } from './fudy-order-mapper';
import { ZFudyOrder } from './fudy-payloads';

// Our connector contract (docs/fudy-connector.openapi.yaml): money in minor units.
const order = (over: Record<string, unknown> = {}) =>
  fudyToCanonicalOrder(
    ZFudyOrder.parse({
      id: 'f-1',
      created_at: '2026-11-26T10:00:00Z',
      delivery_type: 'takeaway',
      comment: 'Table by the window',
      total: { amount: 1440, currency: 'eur' },
      items: [
        {
          id: '222',
          name: 'Chicken burger',
          quantity: 2,
          unit_price: 650,
          total: 1440,
          options: [{ id: '301', name: 'Cheese', quantity: 1, price: 70 }],
        },
      ],
      ...over,
    }),
  );

describe('fudyToCanonicalOrder', () => {
  it('reads unit_price without options; board = total.amount = check total', () => {
    const o = order();
    expect(o.amount).toBe(1440);
    expect(o.currency).toBe('EUR');
    expect(o.lines[0]).toMatchObject({ basePrice: 650, unitPrice: 720, total: 1440 });
    expect(o.lines[0]!.options).toEqual([{ name: 'Cheese', posRef: '301', quantity: 1, unitPrice: 70 }]);
    expect(checkTotalOf(o)).toBe(1440);
    expect(o.courier).toBe('customer');
    expect(o.comment).toBe('Table by the window');
  });

  it('a total below the lines is named as a Fudy discount', () => {
    const o = order({ total: { amount: 1240, currency: 'EUR' } });
    expect(o.discounts).toEqual([{ kind: 'basket', label: 'Fudy discount', amount: 200 }]);
    expect(checkTotalOf(o)).toBe(1240);
  });
});
