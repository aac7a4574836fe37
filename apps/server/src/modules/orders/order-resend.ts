import { platformRejectCode, type TListedOrder, type TPlatformOrderCall } from '@orderdesk/contracts';
import type { OrdersModuleDeps } from './orders-module-deps';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { toListedOrderDto } from './order-mapper';
import { changeOrder } from './order-machine';
import { getScopedOrder } from './orders.service';
import { PLATFORM_ORDER_ACTION_JOB, type PlatformOrderActionPayload } from './platform-order-action.job';

/** The reason a person gave when rejecting the order, for a reject sent again (kept with the order since 027). */
async function rejectReasonOf(ctx: OrdersModuleDeps, orderId: number, kept: string | null): Promise<string> {
  if (kept) return kept;
  const entry = await ctx.db.kysely
    .selectFrom('audit_log')
    .select('after_json')
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .where('action', 'in', ['order.reject', 'order.force-reject'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const after = entry?.after_json ? (JSON.parse(entry.after_json) as { reason?: unknown }) : {};
  return typeof after.reason === 'string' ? after.reason : 'The venue cannot take this order';
}

/**
 * Send again: the platform call that failed goes out once more through its durable job, in the same
 * transaction as the audit entry. The card keeps the error until the call gets through.
 */
export async function resendPlatformCall(
  ctx: OrdersModuleDeps,
  user: RequestUser,
  id: number,
): Promise<TListedOrder> {
  const order = await getScopedOrder(ctx, user, id);
  const rejecting = order.platform_failed_action === 'reject';
  const reason = rejecting ? await rejectReasonOf(ctx, id, order.reject_reason) : undefined;
  const code = rejecting ? platformRejectCode(order.platform, order.reject_code) : undefined;
  const outcome = await changeOrder(ctx, order.id, (current) => {
    const action = current.platform_failed_action as TPlatformOrderCall | null;
    if (!action) return 'Nothing failed to reach the platform: there is nothing to send again';
    const job: PlatformOrderActionPayload = {
      orderId: current.id,
      action,
      ...(reason ? { reason } : {}),
      ...(code ? { code } : {}),
    };
    return {
      event: null,
      audit: { userId: user.id, action: 'order.resend', details: { platformCall: action } },
      batchedEffects: async (_row, _before, batch) => {
        await ctx.enqueue(batch, PLATFORM_ORDER_ACTION_JOB, job);
      },
    };
  });
  if (!outcome.changed) {
    if (!outcome.row) throw AppError.notFound('Order');
    throw AppError.conflict(outcome.reason);
  }
  return toListedOrderDto(outcome.row);
}
