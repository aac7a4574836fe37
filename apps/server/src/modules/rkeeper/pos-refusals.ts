import type { RkeeperDeps } from './rkeeper-deps';
import type { Rk7ErrorRule } from '@orderdesk/contracts';
import { clockIso } from '../../clock';
import { findOrder } from '../orders/orders.repository';

/**
 * Keeps one refusal of a hand-over that r_keeper's error table knows, for the operations report
 * (`pos_refusals`; the metric `orderdesk_pos_refusals_total` counts it per process). A count, not a
 * change of the order: it is not written in the order's transaction, and a failure to keep it is only
 * logged, never the hand-over's failure.
 */
export async function recordPosRefusal(
  ctx: RkeeperDeps,
  orderId: number,
  rule: Rk7ErrorRule,
  errorNumber: number | null,
): Promise<void> {
  try {
    const order = await findOrder(ctx.db.kysely, orderId);
    if (!order) return;
    await ctx.db.kysely
      .insertInto('pos_refusals')
      .values({
        venue_id: order.venue_id,
        order_id: orderId,
        platform: order.platform,
        policy: rule.policy,
        advice: rule.advice,
        error_number: errorNumber,
        created_at: clockIso(ctx.clock),
      })
      .execute();
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'could not keep an r_keeper refusal for the report');
  }
}
