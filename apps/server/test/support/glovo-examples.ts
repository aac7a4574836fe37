/**
 * Glovo order bodies as the Partners API documents them (PLATFORMS.md §2.2): every field of the
 * dispatched order, in a Glovo-courier order and a marketplace (store-delivered) one.
 */
export function glovoCourierOrder(storeId: string, orderId = '100012345678') {
  return {
    order_id: orderId,
    store_id: storeId,
    order_time: '2026-11-24 09:15:42',
    estimated_pickup_time: '2026-11-24 09:35:00',
    utc_offset_minutes: '120',
    payment_method: 'DELAYED',
    currency: 'EUR',
    order_code: 'BA7DWBVP',
    allergy_info: 'No peanuts, please',
    special_requirements: 'Extra napkins',
    estimated_total_price: 3120,
    delivery_fee: null,
    minimum_basket_surcharge: null,
    customer_cash_payment_amount: null,
    service_fee: null,
    total_customer_to_pay: null,
    partner_discounts_products: 280,
    partner_discounted_products_total: 2840,
    courier: { name: 'Rokas', phone_number: '+37060000001' },
    customer: {
      name: 'Ieva K.',
      phone_number: 'N/A',
      hash: '11111111-2222-3333-4444-555555555555',
      invoicing_details: {
        company_name: 'UAB Pavyzdys',
        company_address: 'Gedimino pr. 1, Vilnius',
        tax_id: 'LT100001',
      },
    },
    products: [
      {
        id: 'burger-classic',
        purchased_product_id: '7f0c1d2e-aaaa-4bbb-8ccc-000000000001',
        quantity: 2,
        price: 990,
        name: 'Classic burger',
        attributes: [
          { id: 'extra-cheese', quantity: 1, price: 120, name: 'Extra cheese' },
          { id: 'no-onion', quantity: 1, price: 0, name: 'No onion' },
        ],
      },
      {
        id: 'fries-large',
        purchased_product_id: '7f0c1d2e-aaaa-4bbb-8ccc-000000000002',
        quantity: 1,
        price: 900,
        name: 'Large fries',
        attributes: [],
      },
    ],
    delivery_address: null,
    bundled_orders: [],
    pick_up_code: '417',
    is_picked_up_by_customer: false,
    cutlery_requested: true,
    loyalty_card: null,
  };
}

/** A store-delivered ("marketplace") order: fees, address and phone are filled only then. */
export function glovoMarketplaceOrder(storeId: string, orderId = '100012349999') {
  return {
    ...glovoCourierOrder(storeId, orderId),
    payment_method: 'CASH',
    delivery_fee: 199,
    minimum_basket_surcharge: 0,
    customer_cash_payment_amount: 5000,
    service_fee: 50,
    total_customer_to_pay: 3369,
    partner_discounts_products: null,
    partner_discounted_products_total: null,
    customer: { name: 'Jonas P.', phone_number: '+37061234567', hash: 'abc-hash', invoicing_details: null },
    delivery_address: { label: 'Vilniaus g. 10-3, Vilnius', latitude: 54.6872, longitude: 25.2797 },
    courier: null,
  };
}
