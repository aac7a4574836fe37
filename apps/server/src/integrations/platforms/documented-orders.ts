// Platform orders shaped as the platforms document them (docs/platforms.md): field names, units and
// the meaning of each price as documented; the figures are the ones the documents' examples carry.

/**
 * Wolt OrderV2 (`GET /v2/orders/{id}`): money `{amount, currency}` in minor units; an item's
 * `unit_price` is one portion with its options (1190 with an option of 100; `count` 2, `total` 2380);
 * `basket_price.total` is items and options, no fees.
 */
export function woltDocumentedOrder(id: string, venueId: string): Record<string, unknown> {
  const eur = (amount: number) => ({ amount, currency: 'EUR' });
  return {
    id,
    venue: { id: venueId, name: 'Documented venue', external_venue_id: null },
    basket_price: {
      total: eur(2880),
      price_breakdown: { total_before_discounts: eur(2880), total_discounts: eur(0) },
    },
    delivery: {
      status: 'waiting',
      type: 'homedelivery',
      time: '2026-11-26T10:30:00Z',
      location: null,
      self_delivery: false,
    },
    fees: {
      total: eur(290),
      price_breakdown: { total_before_discounts: eur(290), total_discounts: eur(0), liability: 'wolt' },
      parts: [{ type: 'delivery_fee', total: eur(290) }],
    },
    items: [
      {
        item_type: 'normal',
        id: 'wolt-item-1',
        name: 'Chicken burger',
        count: 2,
        pos_id: '222',
        sku: null,
        category: { id: 'cat-1', name: 'Burgers' },
        item_price: {
          unit_price: eur(1190),
          total: eur(2380),
          price_breakdown: { total_before_discounts: eur(2380), total_discounts: eur(0) },
        },
        options: [
          {
            id: 'opt-1',
            name: 'Extras',
            value: 'Cheese',
            price: eur(100),
            pos_id: 'extras',
            count: 1,
            value_pos_id: '301',
          },
        ],
        is_bundle_offer: false,
        row_number: 1,
        substitution_settings: { is_allowed: false, comment: 'Well done, please' },
      },
      {
        item_type: 'normal',
        id: 'wolt-item-2',
        name: 'Lemonade',
        count: 1,
        pos_id: '223',
        sku: null,
        category: { id: 'cat-2', name: 'Drinks' },
        item_price: {
          unit_price: eur(500),
          total: eur(500),
          price_breakdown: { total_before_discounts: eur(500), total_discounts: eur(0) },
        },
        options: [
          {
            id: 'opt-2',
            name: 'Ice',
            value: 'Extra ice',
            price: eur(50),
            pos_id: 'ice',
            count: 1,
            value_pos_id: '302',
          },
        ],
        is_bundle_offer: false,
        row_number: 2,
      },
    ],
    created_at: '2026-11-26T10:00:00Z',
    consumer_comment: 'No onions, please',
    consumer_name: 'Jonas J.',
    consumer_phone_number: null,
    pickup_eta: '2026-11-26T10:20:00Z',
    type: 'instant',
    pre_order: null,
    order_number: 'AB12',
    order_status: 'received',
    modified_at: '2026-11-26T10:00:00Z',
    cash_payment: null,
  };
}

/**
 * Glovo's dispatched order: cents; a product's `price` is one unit **without** attributes, each
 * attribute priced per unit; `estimated_total_price` is products and attributes (30.80),
 * `partner_discounted_products_total` what is left after the venue's own discount (15.30). With
 * `bundled_orders` and `delivery_fee: null` it is an order a Glovo courier takes.
 */
export function glovoDocumentedOrder(orderId: string, storeId: string): Record<string, unknown> {
  return {
    order_id: orderId,
    store_id: storeId,
    order_time: '2026-11-26 12:00:00',
    estimated_pickup_time: '2026-11-26 12:20:00',
    utc_offset_minutes: '120',
    payment_method: 'DELAYED',
    currency: 'EUR',
    order_code: 'BA7DWBVO',
    allergy_info: 'Peanuts',
    special_requirements: 'Ring the bell',
    estimated_total_price: 3080,
    delivery_fee: null,
    minimum_basket_surcharge: null,
    customer_cash_payment_amount: null,
    service_fee: null,
    total_customer_to_pay: null,
    partner_discounts_products: 1550,
    partner_discounted_products_total: 1530,
    courier: { name: 'Flash', phone_number: '+34666666666' },
    customer: {
      name: 'Waldo',
      phone_number: 'N/A',
      hash: '11111111-2222-3333-4444-555555555555',
      invoicing_details: null,
    },
    products: [
      {
        id: '222',
        purchased_product_id: '40e4ad5c-5a32-4d7c-a6a8-0d4a0a1f1a10',
        quantity: 2,
        price: 1100,
        name: 'Chicken burger',
        attributes: [{ id: '301', quantity: 1, price: 200, name: 'Cheese' }],
      },
      {
        id: '223',
        purchased_product_id: '40e4ad5c-5a32-4d7c-a6a8-0d4a0a1f1a11',
        quantity: 1,
        price: 480,
        name: 'Lemonade',
        attributes: [],
      },
    ],
    delivery_address: { label: 'Calle la X, 29', latitude: 41.3891, longitude: 2.1652 },
    bundled_orders: ['32678866'],
    pick_up_code: '433',
    is_picked_up_by_customer: false,
    cutlery_requested: true,
    loyalty_card: null,
  };
}
