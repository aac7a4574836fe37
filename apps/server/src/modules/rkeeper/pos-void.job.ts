import { publishOrderRows } from '../orders/order-events';
import type { RkeeperDeps } from './rkeeper-deps';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandlerOf } from '../../jobs/job-spec';
import type { POS_VOID_JOB } from '../orders/pos-requests';
import { clockIso } from '../../clock';
import { updateOrder } from '../orders/orders.repository';
import { runVoid } from './pos-void';

export function posVoidJob(ctx: RkeeperDeps): JobHandlerOf<typeof POS_VOID_JOB> {
  return {
    async run(payload) {
      const { orderId } = payload;
      if (typeof orderId !== 'number') throw new PermanentJobError('pos.void without an order id');
      await runVoid(ctx, orderId);
    },
    async onDeadLetter(payload, lastError) {
      const { orderId } = payload;
      const row = await updateOrder(
        ctx.db.kysely,
        orderId,
        { pos_error: `The r_keeper check could not be voided: ${lastError}` },
        clockIso(ctx.clock),
      );
      if (row) publishOrderRows(ctx, [row]);
    },
  };
}
