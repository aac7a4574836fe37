import { z } from 'zod';

/** How an order reaches the customer; a venue's `defaultDeliveryMethod` holds one of these ids. */
export const DeliveryMethod = { PLATFORM_COURIER: 1, SELF_DELIVERY: 2, TAKEAWAY: 3 } as const;
export type TDeliveryMethodId = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];

export const ZDeliveryMethod = z.object({
  id: z.number().int(),
  code: z.enum(['platform-courier', 'self-delivery', 'takeaway']),
  name: z.string(),
});
export type TDeliveryMethod = z.infer<typeof ZDeliveryMethod>;

export const DELIVERY_METHODS: readonly TDeliveryMethod[] = [
  { id: DeliveryMethod.PLATFORM_COURIER, code: 'platform-courier', name: 'Delivery by the platform courier' },
  { id: DeliveryMethod.SELF_DELIVERY, code: 'self-delivery', name: 'Delivery by the venue' },
  { id: DeliveryMethod.TAKEAWAY, code: 'takeaway', name: 'Takeaway' },
];
