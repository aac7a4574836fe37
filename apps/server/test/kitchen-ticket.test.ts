import { ZOrderTicket } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { kitchenTicketOf } from '../src/integrations/platforms/canonical-order';
import { boltToCanonicalOrder } from '../src/integrations/platforms/bolt/bolt-order-mapper';
import { ZBoltOrder } from '../src/integrations/platforms/bolt/bolt-payloads';
import { glovoDocumentedOrder, woltDocumentedOrder } from './fixtures/documented-orders';
import { fudyToCanonicalOrder } from '../src/integrations/platforms/fudy/fudy-order-mapper';
import { ZFudyOrder } from '../src/integrations/platforms/fudy/fudy-payloads';
import { glovoToCanonicalOrder } from '../src/integrations/platforms/glovo/glovo-order-mapper';
import { ZGlovoOrder } from '../src/integrations/platforms/glovo/glovo-payloads';
import { woltToCanonicalOrder } from '../src/integrations/platforms/wolt/wolt-order-mapper';
import { ZWoltOrder } from '../src/integrations/platforms/wolt/wolt-payloads';

const woltTicket = (over: Record<string, unknown> = {}) =>
  ZOrderTicket.parse(
    kitchenTicketOf(
      woltToCanonicalOrder(ZWoltOrder.parse({ ...woltDocumentedOrder('w-1', 'v-1'), ...over })),
    ),
  );
const glovoTicket = (over: Record<string, unknown> = {}) =>
  ZOrderTicket.parse(
    kitchenTicketOf(
      glovoToCanonicalOrder(ZGlovoOrder.parse({ ...glovoDocumentedOrder('100001', 'store-1'), ...over })),
    ),
  );

describe('the kitchen ticket of a Wolt OrderV2', () => {
  it('lists each line as count × dish with its options as group: value and count, in the order sent', () => {
    const ticket = woltTicket();
    expect(ticket.lines).toEqual([
      {
        name: 'Chicken burger',
        quantity: 2,
        options: [{ name: 'Extras: Cheese', quantity: 1 }],
        comment: 'Well done, please',
      },
      { name: 'Lemonade', quantity: 1, options: [{ name: 'Ice: Extra ice', quantity: 1 }], comment: null },
    ]);
  });

  it('keeps several options in the order Wolt sent them, with their counts', () => {
    const order = woltDocumentedOrder('w-1', 'v-1');
    const [burger] = order['items'] as Record<string, unknown>[];
    const options = [
      { id: 'o-2', name: 'Sauce', value: 'Garlic', price: { amount: 0, currency: 'EUR' }, count: 2 },
      { id: 'o-1', name: 'Extras', value: 'Bacon', price: { amount: 150, currency: 'EUR' }, count: 1 },
    ];
    const ticket = woltTicket({ items: [{ ...burger, options }] });
    expect(ticket.lines[0]!.options).toEqual([
      { name: 'Sauce: Garlic', quantity: 2 },
      { name: 'Extras: Bacon', quantity: 1 },
    ]);
  });

  it('carries consumer_comment, the courier (Wolt delivers) and pickup_eta; no due time for an instant order', () => {
    const ticket = woltTicket();
    expect(ticket).toMatchObject({
      customerNote: 'No onions, please',
      allergies: null,
      cutlery: null,
      courier: 'platform',
      courierEta: '2026-11-26T10:20:00.000Z',
      dueAt: null,
    });
  });

  it('names the venue courier for self-delivery and the customer for take-away', () => {
    const delivery = woltDocumentedOrder('w-1', 'v-1')['delivery'] as Record<string, unknown>;
    expect(woltTicket({ delivery: { ...delivery, self_delivery: true } }).courier).toBe('venue');
    expect(woltTicket({ delivery: { ...delivery, type: 'takeaway' } }).courier).toBe('customer');
  });

  it('gives a pre-order its due time (pre_order.preorder_time or time)', () => {
    expect(
      woltTicket({
        type: 'preorder',
        pre_order: { preorder_time: '2026-11-26T17:30:00Z', status: 'waiting' },
      }).dueAt,
    ).toBe('2026-11-26T17:30:00.000Z');
    expect(woltTicket({ type: 'preorder', pre_order: { time: '2026-11-26T18:00:00+02:00' } }).dueAt).toBe(
      '2026-11-26T16:00:00.000Z',
    );
  });

  it('has no note and no arrival while Wolt sends none (pickup_eta is null right after CREATED)', () => {
    const ticket = woltTicket({ consumer_comment: null, pickup_eta: null });
    expect(ticket.customerNote).toBeNull();
    expect(ticket.courierEta).toBeNull();
  });
});

describe('the kitchen ticket of a Glovo order', () => {
  it('lists products with their attributes and counts', () => {
    expect(glovoTicket().lines).toEqual([
      { name: 'Chicken burger', quantity: 2, options: [{ name: 'Cheese', quantity: 1 }], comment: null },
      { name: 'Lemonade', quantity: 1, options: [], comment: null },
    ]);
  });

  it('keeps special_requirements and allergy_info apart, and cutlery_requested', () => {
    expect(glovoTicket()).toMatchObject({
      customerNote: 'Ring the bell',
      allergies: 'Peanuts',
      cutlery: true,
    });
    expect(glovoTicket({ cutlery_requested: false }).cutlery).toBe(false);
    expect(glovoTicket({ cutlery_requested: undefined }).cutlery).toBeNull();
    expect(glovoTicket({ allergy_info: null, special_requirements: '  ' })).toMatchObject({
      customerNote: null,
      allergies: null,
    });
  });

  it('reads estimated_pickup_time at utc_offset_minutes as the courier arrival', () => {
    // 12:20 local at UTC+2.
    expect(glovoTicket().courierEta).toBe('2026-11-26T10:20:00.000Z');
    expect(glovoTicket({ estimated_pickup_time: 'soon' }).courierEta).toBeNull();
  });

  it('names who delivers: Glovo courier, the venue (marketplace) or the customer', () => {
    expect(glovoTicket().courier).toBe('platform');
    expect(glovoTicket({ is_picked_up_by_customer: true }).courier).toBe('customer');
  });
});

// Bolt's schema is partner-gated and Fudy's is our connector contract: the fields their adapters read.
describe('the kitchen ticket of a Bolt Food order', () => {
  const bolt = (over: Record<string, unknown> = {}) =>
    kitchenTicketOf(
      boltToCanonicalOrder(
        ZBoltOrder.parse({
          order_id: 'b-1',
          provider_id: 'p-1',
          total_order_price: { value: 15.4, currency: 'eur' },
          delivery_type: 'takeaway',
          comment: 'Extra napkins',
          items: [
            {
              id: '222',
              name: 'Chicken burger',
              quantity: 2,
              unit_price: { value: 6.5 },
              options: [{ id: '301', name: 'Cheese', quantity: 1, price: { value: 0.7 } }],
              modifiers: [{ id: '302', name: 'No pickles', quantity: 1 }],
            },
          ],
          ...over,
        }),
      ),
    );

  it('lists options then modifiers under the dish, the comment and the courier', () => {
    expect(bolt()).toEqual({
      lines: [
        {
          name: 'Chicken burger',
          quantity: 2,
          options: [
            { name: 'Cheese', quantity: 1 },
            { name: 'No pickles', quantity: 1 },
          ],
          comment: null,
        },
      ],
      customerNote: 'Extra napkins',
      allergies: null,
      cutlery: null,
      courier: 'customer',
      courierEta: null,
      dueAt: null,
    });
  });
});

describe('the kitchen ticket of a Fudy order', () => {
  const fudy = (over: Record<string, unknown> = {}) =>
    kitchenTicketOf(
      fudyToCanonicalOrder(
        ZFudyOrder.parse({
          id: 'f-1',
          created_at: '2026-11-26T10:00:00Z',
          delivery_type: 'delivery',
          comment: 'Table by the window',
          total: { amount: 1440, currency: 'eur' },
          items: [
            {
              id: '222',
              name: 'Chicken burger',
              quantity: 2,
              unit_price: 650,
              total: 1440,
              options: [{ id: '301', name: 'Cheese', quantity: 3, price: 70 }],
            },
          ],
          ...over,
        }),
      ),
    );

  it('lists options with counts, the comment, the courier and a pre-order due time from pickup_at', () => {
    const ticket = fudy({ pickup_at: '2026-11-26T19:30:00+02:00' });
    expect(ticket.lines[0]!.options).toEqual([{ name: 'Cheese', quantity: 3 }]);
    expect(ticket).toMatchObject({
      customerNote: 'Table by the window',
      courier: 'platform',
      dueAt: '2026-11-26T17:30:00.000Z',
    });
    expect(fudy().dueAt).toBeNull();
  });
});
