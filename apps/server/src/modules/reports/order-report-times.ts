import { OrderState, OrderStatus } from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderReportTimesTable } from '../../db/schema';
import { writeNowOrInBatch, type WriteBatch } from '../../db/write-batch';

export type OrderReportTimes = Selectable<OrderReportTimesTable>;

export function readOrderReportTimes(
  db: Kysely<Database>,
  orderId: number,
): Promise<OrderReportTimes | undefined> {
  return db.selectFrom('order_report_times').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

interface OrderMoment {
  id: number;
  status_id: number;
  state_id: number;
}

/**
 * Keeps the times reports need after an order's status or state changed at `now`: when it first
 * became READY, when its POS hand-over first failed, and how long it stayed BAD (a spell ends when
 * the order is GOOD again). Takes the times as they were when the caller has read them already, and
 * answers them as they are now.
 */
export async function trackOrderReportTimes(
  db: Kysely<Database>,
  order: OrderMoment,
  now: string,
  known?: { current: OrderReportTimes | undefined },
  /** The change's writes sent together: the times' upsert joins them instead of running now. */
  batch?: WriteBatch,
): Promise<OrderReportTimes | undefined> {
  const current = known ? known.current : await readOrderReportTimes(db, order.id);
  const isBad = order.state_id === OrderState.BAD;
  const becameReady = order.status_id === OrderStatus.READY && !current?.ready_at;
  const becameBad = isBad && !current?.bad_since;
  const becameGood = !isBad && Boolean(current?.bad_since);
  if (!becameReady && !becameBad && !becameGood) return current;

  const endedSpell = becameGood
    ? Math.max(0, Math.round((Date.parse(now) - Date.parse(current!.bad_since!)) / 1000))
    : 0;
  const values = {
    ready_at: current?.ready_at ?? (becameReady ? now : null),
    bad_at: current?.bad_at ?? (becameBad ? now : null),
    bad_since: isBad ? (current?.bad_since ?? now) : null,
    bad_seconds: (current?.bad_seconds ?? 0) + endedSpell,
  };
  const write = db
    .insertInto('order_report_times')
    .values({ order_id: order.id, ...values })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(values));
  await writeNowOrInBatch(db, write, batch);
  return { order_id: order.id, ...values };
}
