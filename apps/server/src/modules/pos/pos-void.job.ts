import type { AppContext } from '../../app-context';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { clockIso } from '../../clock';
import { toOrderDto } from '../orders/order-mapper';
import { updateOrder } from '../orders/orders.repository';
import { runVoid } from './pos-void';
import type { PosVoidPayload } from '../orders/pos-requests';

export function posVoidJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const { orderId } = raw as PosVoidPayload;
      if (typeof orderId !== 'number') throw new PermanentJobError('pos.void without an order id');
      await runVoid(ctx, orderId);
    },
    async onDeadLetter(raw, lastError) {
      const { orderId } = raw as PosVoidPayload;
      const row = await updateOrder(
        ctx.db.kysely,
        orderId,
        { pos_error: `The r_keeper check could not be voided: ${lastError}` },
        clockIso(ctx.clock),
      );
      if (row) ctx.hub.publishOrder(toOrderDto(row));
    },
  };
}
