import type { TOrder } from '@orderdesk/contracts';

/** A platform's order in our terms; money in integer minor units. The raw payload travels beside it. */
export interface CanonicalOrder {
  platformOrderId: string;
  orderNumber: string | null;
  customerName: string | null;
  deliveryType: string | null;
  isPreorder: boolean;
  /** A pre-order's pick-up time (ISO-8601); null for an order wanted now. */
  pickupAt: string | null;
  amount: number;
  currency: string;
  items: TOrder['items'];
  createdAt: string;
  raw: Record<string, unknown>;
  /** What the adapter could not read of the platform's order, in words: such an order is kept as Incorrect. */
  unreadable?: string[];
}
