import { describe, expect, it } from 'vitest';
import { SALES_EXCLUDED_STATUSES, displayAmount, isCountedInSales } from './sales';

describe('sales', () => {
  it('excludes statuses 1, 6 and 7', () => {
    expect(SALES_EXCLUDED_STATUSES).toEqual([1, 6, 7]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 11].filter(isCountedInSales)).toEqual([2, 3, 4, 5, 8, 10, 11]);
  });
});

describe('displayAmount', () => {
  it('reads Wolt price.amount, else basket_price.total.amount, divided by 100', () => {
    expect(displayAmount({ woltOrder: { price: { amount: 1290, currency: 'EUR' } } })).toBe(12.9);
    expect(displayAmount({ woltOrder: { basket_price: { total: { amount: 2550, currency: 'EUR' } } } })).toBe(
      25.5,
    );
    expect(
      displayAmount({ woltOrder: { price: { amount: 100 }, basket_price: { total: { amount: 999 } } } }),
    ).toBe(1);
  });

  it('reads Glovo partner_discounted_products_total first, then price.amount, divided by 100', () => {
    expect(
      displayAmount({ glovoOrder: { partner_discounted_products_total: 1800, price: { amount: 2000 } } }),
    ).toBe(18);
    expect(
      displayAmount({ glovoOrder: { partner_discounted_products_total: null, price: { amount: 2000 } } }),
    ).toBe(20);
    expect(displayAmount({ glovoOrder: { estimated_total_price: 3150 } })).toBe(31.5);
  });

  it('uses Bolt total_order_price.value as given', () => {
    expect(displayAmount({ boltOrder: { total_order_price: { value: 15.4 } } })).toBe(15.4);
  });

  it('divides Fudy total.amount (minor units under our connector contract) by 100', () => {
    expect(displayAmount({ fudyOrder: { total: { amount: 2390, currency: 'EUR' } } })).toBe(23.9);
    expect(displayAmount({ fudyOrder: { total: { amount: 'x' } } })).toBeNull();
  });

  it('reads defensively', () => {
    expect(displayAmount({ woltOrder: { price: { amount: '450' } } })).toBe(4.5);
    expect(displayAmount({ woltOrder: { price: 'x' } })).toBeNull();
    expect(
      displayAmount({
        woltOrder: { price: { amount: 'abc' } },
        boltOrder: { total_order_price: { value: 7 } },
      }),
    ).toBe(7);
    expect(displayAmount({ woltOrder: null, glovoOrder: null, boltOrder: null })).toBeNull();
    expect(displayAmount({})).toBeNull();
    expect(displayAmount({ boltOrder: { total_order_price: { value: Number.NaN } } })).toBeNull();
  });
});
