/**
 * A Bolt Food new order as we assume `sendNewOrder` carries it (the schema is partner-gated, docs/platforms.md
 * §3): the names in `bolt-payloads.ts`, with `total_order_price.value` in major units (docs/product.md §9).
 */
export function boltNewOrder(providerId: string, orderId: number | string = 98765432) {
  return {
    order_id: orderId,
    provider_id: providerId,
    order_reference_id: 'B-4F7K',
    created: 1795853742,
    delivery_type: 'delivery_by_bolt',
    customer: { name: 'Marius', phone: null },
    comment: 'Ring twice',
    total_order_price: { value: 24.5, currency: 'EUR' },
    items: [
      {
        id: 'pizza-margherita',
        name: 'Margherita',
        quantity: 2,
        unit_price: { value: 8.9, currency: 'EUR' },
        total_price: { value: 19.8, currency: 'EUR' },
        options: [{ name: 'Extra basil', quantity: 1, price: { value: 0, currency: 'EUR' } }],
      },
      {
        id: 'lemonade',
        name: 'Lemonade',
        quantity: 1,
        unit_price: { value: 4.7, currency: 'EUR' },
        total_price: { value: 4.7, currency: 'EUR' },
        options: [],
      },
    ],
  };
}
