import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZOrderIdParams } from './orders.contract';

/** One call the product made for an order: to r_keeper (`pos`) or to the order's platform. */
export const ZOrderAttempt = z.object({
  id: z.number().int(),
  target: z.enum(['pos', 'platform']),
  /** The call: `CreateOrder`, `SaveOrder`, `accept`, … */
  operation: z.string(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  ok: z.boolean(),
  /** The answer's error in the other side's own words. */
  error: z.string().nullable(),
});
export type TOrderAttempt = z.infer<typeof ZOrderAttempt>;

export const listOrderAttemptsContract = defineContract({
  method: 'GET',
  path: '/api/orders/:id/attempts',
  summary: 'Every call made for the order to r_keeper and to its platform, newest first',
  tags: ['orders'],
  access: Permission.ORDERS_READ,
  params: ZOrderIdParams,
  response: z.array(ZOrderAttempt),
});
