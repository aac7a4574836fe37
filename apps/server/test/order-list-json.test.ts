import { ZListedOrder, type TListedOrder, type TOrderTicket } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  toListedOrderDto,
  toOrderDto,
  toOrderListJson,
  type OrderWithPayload,
} from '../src/modules/orders/order-mapper';

function row(
  id: number,
  platform: string,
  payload: unknown,
  customerName: string | null,
  ticket: string | null = null,
): OrderWithPayload {
  return {
    id,
    venue_id: 7,
    platform_instance_id: 3,
    platform,
    platform_order_id: `po-${id}`,
    order_number: String(id),
    status_id: 1,
    state_id: 1,
    is_created_in_rkeeper: 0,
    adjusted_time_minutes: null,
    customer_name: customerName,
    delivery_type: 'homedelivery',
    amount: 1250,
    currency: 'EUR',
    items: JSON.stringify([{ name: 'Cepelinai "su" mėsa', count: 2, total: 1250, options: ['$&', '\\'] }]),
    platform_payload: JSON.stringify(payload),
    platform_error: null,
    accepted_at: null,
    created_at: '2026-11-24T05:00:00.000Z',
    updated_at: '2026-11-24T05:00:00.000Z',
    pos_guid: null,
    pos_visit_id: null,
    pos_order_number: null,
    pos_error: null,
    pos_problems: JSON.stringify(['no dish for "x"']),
    pos_paid_at: null,
    pickup_at: null,
    ticket,
  } as OrderWithPayload;
}

const storedTicket: TOrderTicket = {
  lines: [
    {
      name: 'Burger "XL"',
      quantity: 2,
      options: [{ name: 'Extras: Cheese {"\u0000ticket":0}', quantity: 2 }],
      comment: 'Well done $&',
    },
  ],
  customerNote: 'Ring "twice"',
  allergies: 'Peanuts',
  cutlery: true,
  courier: 'platform',
  courierEta: '2026-11-24T05:20:00.000Z',
  dueAt: null,
};

describe('the order list written as JSON text', () => {
  it('carries exactly what the listed orders would, awkward texts included', () => {
    const rows = [
      row(
        1,
        'wolt',
        { id: 'w1', note: 'ring "twice" $& $1 \u0000', nested: { a: [1, null, 'ą'] } },
        'Ona',
        JSON.stringify(storedTicket),
      ),
      row(2, 'bolt', { id: 'b2' }, '{"\\u0000payload":0}'),
      row(3, 'glovo', {}, null),
      row(4, 'fudy', { id: 'f4' }, 'Jonas'),
      // A platform's text that holds the marks' own characters changes nothing.
      row(5, 'wolt', { x: [{ '\u0000items': 0 }], y: { '\u0000payload': 0 } }, '[{"\\u0000items":0}]'),
    ];
    const parsed: unknown = JSON.parse(toOrderListJson(rows));
    expect(parsed).toEqual(rows.map(toListedOrderDto));
    expect(z.array(ZListedOrder).parse(parsed)).toEqual(parsed);
  });

  it('carries the stored ticket, and reads one from the items of an order stored without it', () => {
    const [stored, older] = JSON.parse(
      toOrderListJson([row(1, 'wolt', {}, null, JSON.stringify(storedTicket)), row(2, 'glovo', {}, null)]),
    ) as TListedOrder[];
    expect(stored!.ticket).toEqual(storedTicket);
    expect(older!.ticket).toEqual({
      lines: [
        {
          name: 'Cepelinai "su" mėsa',
          quantity: 2,
          options: [
            { name: '$&', quantity: 1 },
            { name: '\\', quantity: 1 },
          ],
          comment: null,
        },
      ],
      customerNote: null,
      allergies: null,
      cutlery: null,
      courier: null,
      courierEta: null,
      dueAt: null,
    });
    const counted = {
      ...row(3, 'bolt', {}, null),
      items: JSON.stringify([{ name: 'Kibinai', count: 1, total: 0, options: ['3 × Sauce'] }]),
      pickup_at: '2026-11-24T17:30:00.000Z',
    };
    expect(toOrderDto(counted, counted.platform_payload).ticket).toMatchObject({
      lines: [{ name: 'Kibinai', quantity: 1, options: [{ name: 'Sauce', quantity: 3 }] }],
      dueAt: '2026-11-24T17:30:00.000Z',
    });
  });

  it('leaves the platform payloads out, which an order’s own answer carries once under its provider key', () => {
    const glovo = { order_id: 'g-77', partner_discounted_products_total: 1250, marker: 'only-once-Ω' };
    const rows = [row(1, 'glovo', glovo, null), row(2, 'wolt', { id: 'w2' }, null)];
    const json = toOrderListJson(rows);
    expect(json).not.toContain('only-once-Ω');
    const providerKeys = (order: object) => Object.keys(order).filter((k) => k.endsWith('Order'));
    expect((JSON.parse(json) as TListedOrder[]).map(providerKeys)).toEqual([[], []]);
    const [g, w] = rows.map((r) => toOrderDto(r, r.platform_payload));
    expect(g!.glovoOrder?.['partner_discounted_products_total']).toBe(1250);
    expect(providerKeys(g!)).toEqual(['glovoOrder']);
    expect(w!.woltOrder).toEqual({ id: 'w2' });
    expect(providerKeys(w!)).toEqual(['woltOrder']);
  });

  it('is an empty list for no orders', () => {
    expect(JSON.parse(toOrderListJson([]))).toEqual([]);
  });
});
