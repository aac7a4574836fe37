// Glovo's dispatched order as its Partners API posts it (docs/platforms.md §2.2), built from the simulated
// venue's menu: product `id` = the dish's POS id, attribute `id` = the option value's POS id. Cents.
import { randomInt } from 'node:crypto';
import {
  SIM_ALLERGY_NOTES,
  SIM_CONSUMER_COMMENTS,
  SIM_CONSUMER_NAMES,
  SIM_WOLT_MENU,
} from '../wolt/wolt-menu';

export interface GlovoAttribute {
  id: string;
  quantity: number;
  price: number;
  name: string;
}

export interface GlovoProduct {
  id: string;
  purchased_product_id: string;
  quantity: number;
  price: number;
  name: string;
  attributes: GlovoAttribute[];
}

export interface GlovoOrder {
  order_id: string;
  store_id: string;
  order_time: string;
  estimated_pickup_time: string;
  utc_offset_minutes: string;
  payment_method: 'CASH' | 'DELAYED';
  currency: string;
  order_code: string;
  allergy_info: string | null;
  special_requirements: string | null;
  estimated_total_price: number;
  delivery_fee: number | null;
  minimum_basket_surcharge: number | null;
  customer_cash_payment_amount: number | null;
  service_fee: number | null;
  total_customer_to_pay: number | null;
  partner_discounts_products: number;
  partner_discounted_products_total: number;
  courier: { name: string; phone_number: string } | null;
  customer: {
    name: string;
    phone_number: string;
    hash: string;
    invoicing_details: { company_name: string; company_address: string; tax_id: string } | null;
  };
  products: GlovoProduct[];
  delivery_address: { label: string; latitude: number; longitude: number } | null;
  bundled_orders: string[];
  pick_up_code: string;
  is_picked_up_by_customer: boolean;
  cutlery_requested: boolean;
  loyalty_card: string | null;
}

export type GlovoOrderInput = Partial<GlovoOrder>;

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

/** Local time as Glovo writes it: "YYYY-MM-DD HH:mm:ss" at the given offset. */
export function glovoLocal(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function buildGlovoOrder(
  storeId: string,
  input: GlovoOrderInput = {},
  offsetMinutes = 120,
): GlovoOrder {
  const now = new Date();
  const lines = 1 + randomInt(3);
  const products: GlovoProduct[] = [];
  for (let i = 0; i < lines; i++) {
    const item = pick(SIM_WOLT_MENU);
    const attributes = item.options.map((option) => {
      const value = pick(option.values);
      return { id: value.posId, quantity: 1, price: value.price, name: value.name };
    });
    products.push({
      id: item.posId,
      purchased_product_id: String(100_000_000 + randomInt(900_000_000)),
      quantity: 1 + randomInt(2),
      price: item.price,
      name: item.name,
      attributes,
    });
  }
  const basket = products.reduce(
    (sum, p) => sum + (p.price + p.attributes.reduce((a, x) => a + x.price * x.quantity, 0)) * p.quantity,
    0,
  );
  const customerPickup = input.is_picked_up_by_customer ?? false;
  return {
    order_id: String(10_000_000_000 + randomInt(1_000_000_000)),
    store_id: storeId,
    order_time: glovoLocal(now, offsetMinutes),
    estimated_pickup_time: glovoLocal(new Date(now.getTime() + 20 * 60_000), offsetMinutes),
    utc_offset_minutes: String(offsetMinutes),
    payment_method: 'DELAYED',
    currency: 'EUR',
    order_code: `${pick(['A', 'B', 'C', 'D'])}${randomInt(100_000, 1_000_000)}`,
    allergy_info: pick([null, null, ...SIM_ALLERGY_NOTES]),
    special_requirements: pick([null, ...SIM_CONSUMER_COMMENTS]),
    estimated_total_price: basket,
    delivery_fee: null,
    minimum_basket_surcharge: null,
    customer_cash_payment_amount: null,
    service_fee: null,
    total_customer_to_pay: null,
    partner_discounts_products: 0,
    partner_discounted_products_total: basket,
    courier: customerPickup ? null : { name: 'Tomas', phone_number: '+37060000001' },
    customer: {
      name: pick(SIM_CONSUMER_NAMES),
      phone_number: 'N/A',
      hash: randomInt(1_000_000_000).toString(16),
      invoicing_details: null,
    },
    products,
    delivery_address: null,
    bundled_orders: [],
    pick_up_code: String(randomInt(100, 1000)),
    is_picked_up_by_customer: customerPickup,
    cutlery_requested: pick([true, false]),
    loyalty_card: null,
    ...input,
  };
}
