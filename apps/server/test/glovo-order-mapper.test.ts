import { describe, expect, it } from 'vitest';
import { glovoDocumentedOrder } from './fixtures/documented-orders';
import { checkTotalOf } from '../src/integrations/platforms/canonical-order';
import { glovoToCanonicalOrder } from '../src/integrations/platforms/glovo/glovo-order-mapper';
import { glovoDeliveryOf, ZGlovoOrder } from '../src/integrations/platforms/glovo/glovo-payloads';

const parse = (over: Record<string, unknown> = {}) =>
  ZGlovoOrder.parse({ ...glovoDocumentedOrder('100001', 'store-1'), ...over });

describe('glovoToCanonicalOrder', () => {
  it('reads `price` as one unit without attributes, each attribute with its own price and id', () => {
    const order = glovoToCanonicalOrder(parse());
    expect(order.lines[0]).toEqual({
      name: 'Chicken burger',
      posRef: '222',
      quantity: 2,
      unitPrice: 1300,
      basePrice: 1100,
      total: 2600,
      options: [{ name: 'Cheese', posRef: '301', quantity: 1, unitPrice: 200 }],
      isCombo: false,
    });
  });

  it('board = partner_discounted_products_total; the partner discount is named; the check agrees', () => {
    const order = glovoToCanonicalOrder(parse());
    expect(order.amount).toBe(1530);
    expect(order.discounts).toEqual([{ kind: 'partner', label: 'Glovo partner discount', amount: 1550 }]);
    expect(order.lines.reduce((sum, l) => sum + l.total, 0)).toBe(3080);
    expect(checkTotalOf(order)).toBe(1530);
    expect(order.venueAmount).toBe(1530);
  });

  it('without a partner discount the board shows estimated_total_price', () => {
    const order = glovoToCanonicalOrder(parse({ partner_discounted_products_total: null }));
    expect(order.amount).toBe(3080);
    expect(order.discounts).toEqual([]);
    expect(checkTotalOf(order)).toBe(3080);
  });

  it('comment joins the special requirements and the allergy note; DELAYED is prepaid, CASH is not', () => {
    expect(glovoToCanonicalOrder(parse()).comment).toBe('Ring the bell · Peanuts');
    expect(glovoToCanonicalOrder(parse()).isPrepaid).toBe(true);
    expect(glovoToCanonicalOrder(parse({ payment_method: 'CASH' })).isPrepaid).toBe(false);
  });
});

describe('who delivers a Glovo order', () => {
  it("the documented example (bundled_orders, delivery_fee null, an address) is a Glovo courier's", () => {
    expect(glovoDeliveryOf(parse())).toBe('glovo');
    const order = glovoToCanonicalOrder(parse());
    expect(order.courier).toBe('platform');
    expect(order.deliveryType).toBe('glovo');
  });

  it('an address alone does not make it the store’s; a filled delivery fee or customer total does', () => {
    expect(glovoDeliveryOf(parse({ bundled_orders: [] }))).toBe('glovo');
    expect(glovoDeliveryOf(parse({ bundled_orders: [], delivery_fee: 299 }))).toBe('marketplace');
    expect(glovoDeliveryOf(parse({ bundled_orders: [], total_customer_to_pay: 1829 }))).toBe('marketplace');
    expect(glovoToCanonicalOrder(parse({ bundled_orders: [], delivery_fee: 299 })).courier).toBe('venue');
    expect(glovoToCanonicalOrder(parse({ bundled_orders: [], delivery_fee: 299 })).fees).toEqual([
      { kind: 'delivery_fee', amount: 299 },
    ]);
  });

  it('is_picked_up_by_customer is a pick-up whatever else is filled', () => {
    expect(glovoDeliveryOf(parse({ is_picked_up_by_customer: true, delivery_fee: 299 }))).toBe('takeaway');
    expect(glovoToCanonicalOrder(parse({ is_picked_up_by_customer: true })).courier).toBe('customer');
  });
});
