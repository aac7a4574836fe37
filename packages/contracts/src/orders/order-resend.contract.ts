import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZEntityId } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import { ZListedOrder } from './order.schema';

export const ZResendOrderRequest = z.object({ id: ZEntityId });

/**
 * Send again: the platform call that did not get through (`platformFailedAction`: accept, ready,
 * pick-up, reject) is sent once more, also after its retries gave up.
 */
export const resendOrderContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/resend',
  summary: 'Send the platform call that did not get through once more',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZResendOrderRequest,
  response: ZListedOrder,
});
