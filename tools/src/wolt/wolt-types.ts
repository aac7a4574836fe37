// Wolt's wire shapes as the simulator speaks them (OrderV2 of `GET /v2/orders/{id}` and the webhook
// notification). Field names are spelled as Wolt spells them.

export interface WoltMoney {
  /** Integer minor units (cents). */
  amount: number;
  currency: string;
}

export interface WoltPriceBreakdown {
  total_before_discounts: WoltMoney;
  total_discounts: WoltMoney;
}

export interface WoltItemOption {
  id: string;
  /** The option group, e.g. "Sauce". */
  name: string;
  /** The chosen value, e.g. "Sour cream". */
  value: string;
  price: WoltMoney;
  pos_id: string | null;
  value_pos_id: string | null;
  count: number;
}

export interface WoltOrderItem {
  item_type: 'normal';
  id: string;
  name: string;
  count: number;
  pos_id: string | null;
  sku: string | null;
  category: { id: string; name: string };
  item_price: {
    unit_price: WoltMoney;
    total: WoltMoney;
    price_breakdown: WoltPriceBreakdown;
  };
  options: WoltItemOption[];
  row_number: number;
  /** Whether the venue may replace the dish, and the customer's word about it. */
  substitution_settings?: { is_allowed: boolean; comment: string | null };
}

export type WoltDeliveryType = 'homedelivery' | 'takeaway' | 'eatin';

export type WoltOrderStatus =
  'received' | 'fetched' | 'acknowledged' | 'production' | 'ready' | 'delivered' | 'rejected' | 'refunded';

export interface WoltPreOrder {
  /** Both spellings are seen in the field: v1 clients read the `preorder_*` pair, v2 models `time`/`status`. */
  preorder_time: string;
  pre_order_status: 'waiting' | 'confirmed';
  time: string;
  status: 'waiting' | 'confirmed';
}

export interface WoltOrderV2 {
  id: string;
  venue: { id: string; name: string; external_venue_id: string | null };
  basket_price: { total: WoltMoney; price_breakdown: WoltPriceBreakdown };
  delivery: {
    status: string;
    type: WoltDeliveryType;
    time: string;
    location: null;
    self_delivery: boolean;
  };
  fees: {
    total: WoltMoney;
    price_breakdown: WoltPriceBreakdown & { liability: string };
    parts: { type: string; total: WoltMoney }[];
  };
  items: WoltOrderItem[];
  created_at: string;
  modified_at: string;
  consumer_comment: string | null;
  consumer_name: string;
  consumer_phone_number: string | null;
  pickup_eta: string | null;
  attribution_id: string | null;
  type: 'instant' | 'preorder';
  pre_order: WoltPreOrder | null;
  order_number: string;
  order_status: WoltOrderStatus;
  company_tax_id: string | null;
  loyalty_card_number: string | null;
  cash_payment: null;
}

export type WoltNotificationStatus =
  'CREATED' | 'PRODUCTION' | 'READY' | 'CANCELED' | 'DELIVERED' | 'PICK-UP-COMPLETED';

export interface WoltOrderNotification {
  id: string;
  type: 'order.notification';
  order: { id: string; venue_id: string; status: WoltNotificationStatus; resource_url: string };
  created_at: string;
}

/** What the caller may override when creating an order; `items` without `basket_price` re-prices the basket. */
export type WoltOrderInput = Partial<Omit<WoltOrderV2, 'id' | 'venue' | 'delivery'>> & {
  id?: string;
  delivery?: Partial<WoltOrderV2['delivery']>;
};
