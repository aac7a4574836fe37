import { createHash, randomBytes } from 'node:crypto';
import {
  SIM_CONSUMER_COMMENTS,
  SIM_CONSUMER_NAMES,
  SIM_LINE_COMMENTS,
  SIM_WOLT_MENU,
  type SimMenuItem,
} from './wolt-menu';
import type {
  WoltItemOption,
  WoltMoney,
  WoltOrderInput,
  WoltOrderItem,
  WoltOrderV2,
  WoltPriceBreakdown,
} from './wolt-types';

const CURRENCY = 'EUR';
const MINUTE = 60_000;
// Order numbers are read aloud between kitchen and courier: no 0/O or 1/I.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface OrderVenue {
  id: string;
  name: string;
  externalVenueId: string | null;
}

/** Wolt's ids are 24 hex digits. */
export function woltId(): string {
  return randomBytes(12).toString('hex');
}

/** A stable Wolt-side id for a menu entry, so the same dish carries the same id in every order. */
function stableId(posId: string): string {
  return createHash('sha1').update(posId).digest('hex').slice(0, 24);
}

export function money(amount: number): WoltMoney {
  return { amount, currency: CURRENCY };
}

function breakdown(amount: number): WoltPriceBreakdown {
  return { total_before_discounts: money(amount), total_discounts: money(0) };
}

function pick<T>(list: readonly T[], random: () => number): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

export function orderNumber(random: () => number = Math.random): string {
  let result = '';
  for (let i = 0; i < 5; i += 1) result += pick([...ORDER_NUMBER_ALPHABET], random);
  return result;
}

function chooseOptions(item: SimMenuItem, random: () => number): WoltItemOption[] {
  const chosen: WoltItemOption[] = [];
  for (const group of item.options) {
    if (!group.required && random() < 0.6) continue;
    const value = pick(group.values, random);
    chosen.push({
      id: stableId(value.posId),
      name: group.name,
      value: value.name,
      price: money(value.price),
      pos_id: group.posId,
      value_pos_id: value.posId,
      count: 1,
    });
  }
  return chosen;
}

/** One order line, priced the way Wolt prices it: the unit price includes the chosen options. */
export function orderItem(
  item: SimMenuItem,
  count: number,
  rowNumber: number,
  random: () => number,
): WoltOrderItem {
  const options = chooseOptions(item, random);
  const unit = item.price + options.reduce((sum, option) => sum + option.price.amount * option.count, 0);
  const total = unit * count;
  return {
    item_type: 'normal',
    id: stableId(item.posId),
    name: item.name,
    count,
    pos_id: item.posId,
    sku: null,
    category: item.category,
    item_price: { unit_price: money(unit), total: money(total), price_breakdown: breakdown(total) },
    options,
    row_number: rowNumber,
  };
}

function randomItems(random: () => number): WoltOrderItem[] {
  const lineCount = 1 + Math.floor(random() * 4);
  const menu = [...SIM_WOLT_MENU];
  const items: WoltOrderItem[] = [];
  for (let row = 1; row <= lineCount && menu.length > 0; row += 1) {
    const [item] = menu.splice(Math.floor(random() * menu.length), 1);
    if (!item) break;
    const count = random() < 0.75 ? 1 : 2;
    items.push(orderItem(item, count, row, random));
  }
  return items;
}

export function basketPrice(items: WoltOrderItem[]): WoltOrderV2['basket_price'] {
  const total = items.reduce((sum, item) => sum + item.item_price.total.amount, 0);
  return { total: money(total), price_breakdown: breakdown(total) };
}

function fees(deliveryType: WoltOrderV2['delivery']['type']): WoltOrderV2['fees'] {
  const parts =
    deliveryType === 'homedelivery'
      ? [
          { type: 'delivery', total: money(249) },
          { type: 'service_fee', total: money(99) },
        ]
      : [];
  const total = parts.reduce((sum, part) => sum + part.total.amount, 0);
  return { total: money(total), price_breakdown: { ...breakdown(total), liability: 'wolt' }, parts };
}

/**
 * A realistic OrderV2 as `GET /v2/orders/{id}` returns it right after the customer paid. Fields of `input`
 * replace the generated ones; `items` without `basket_price` re-prices the basket, and `type: 'preorder'`
 * without `pre_order` schedules it an hour and a half ahead.
 */
export function buildWoltOrder(
  venue: OrderVenue,
  input: WoltOrderInput = {},
  now: Date = new Date(),
  random: () => number = Math.random,
): WoltOrderV2 {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE).toISOString();
  const deliveryType = input.delivery?.type ?? (random() < 0.8 ? 'homedelivery' : 'takeaway');
  const items = input.items ?? randomItems(random);
  const type = input.type ?? 'instant';
  const preorderTime = at(90);
  const prepMinutes = 15 + Math.floor(random() * 15);

  const order: WoltOrderV2 = {
    id: input.id ?? woltId(),
    venue: { id: venue.id, name: venue.name, external_venue_id: venue.externalVenueId },
    basket_price: basketPrice(items),
    delivery: {
      status: 'waiting',
      type: deliveryType,
      time: type === 'preorder' ? preorderTime : at(prepMinutes + (deliveryType === 'homedelivery' ? 20 : 0)),
      location: null,
      self_delivery: false,
    },
    fees: fees(deliveryType),
    items,
    created_at: now.toISOString(),
    modified_at: now.toISOString(),
    consumer_comment: random() < 0.4 ? pick(SIM_CONSUMER_COMMENTS, random) : null,
    consumer_name: pick(SIM_CONSUMER_NAMES, random),
    consumer_phone_number: null,
    // Wolt knows a courier pick-up estimate at once; a takeaway ETA exists only after the venue accepts.
    pickup_eta: type === 'instant' && deliveryType === 'homedelivery' ? at(prepMinutes) : null,
    attribution_id: null,
    type,
    pre_order:
      type === 'preorder'
        ? { preorder_time: preorderTime, pre_order_status: 'waiting', time: preorderTime, status: 'waiting' }
        : null,
    order_number: orderNumber(random),
    order_status: 'received',
    company_tax_id: null,
    loyalty_card_number: null,
    cash_payment: null,
  };

  // Drawn last, so the rest of a seeded order is what it was before lines carried comments.
  const [first] = items;
  if (!input.items && first && random() < 0.3)
    first.substitution_settings = { is_allowed: false, comment: pick(SIM_LINE_COMMENTS, random) };

  const result: WoltOrderV2 = {
    ...order,
    ...input,
    id: order.id,
    delivery: { ...order.delivery, ...input.delivery },
  };
  if (input.items && !input.basket_price) result.basket_price = basketPrice(input.items);
  if (input.delivery?.type && !input.fees) result.fees = fees(input.delivery.type);
  return result;
}
