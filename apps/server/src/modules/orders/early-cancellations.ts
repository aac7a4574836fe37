import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { OrdersModuleDeps } from './orders-module-deps';
import { clockIso } from '../../clock';
import type { CanonicalOrder } from '../../integrations/platforms/canonical-order';
import { ingestPlatformOrder, type OrderSource } from './ingest-order';
import type { JobRunContext } from '../../jobs/job-worker';
import { applyPlatformStatus, type PlatformOrderRef } from './platform-status';
import { storablePlatformOrderId } from './storable-order';

/** A cancellation remembered for an order that was not stored when it came. */
export interface EarlyCancellation {
  platformStatus: string;
  note: string;
}

const withoutNul = (text: string): string => text.replaceAll('\u0000', '');

/** Whether the order is stored (whatever its status). */
async function isHeld(ctx: OrdersModuleDeps, platform: string, platformOrderId: string): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform', '=', platform)
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A platform cancels an order: the order we hold is cancelled (`applyPlatformStatus`), noting whether
 * the platform pays the venue for its products (`payment`); one we do not hold yet is remembered, and stored cancelled when it arrives (`earlyCancellationOf`). True when
 * something changed or was remembered.
 */
export async function cancelPlatformOrder(
  ctx: OrdersModuleDeps,
  ref: PlatformOrderRef,
  platformStatus: string,
  note: string,
  payment: { productsPaid: boolean } = { productsPaid: false },
): Promise<boolean> {
  const key = { ...ref, platformOrderId: storablePlatformOrderId(ref.platformOrderId) };
  const cancel = () => applyPlatformStatus(ctx, key, platformStatus, OrderStatus.REJECTED, note, payment);
  if (await cancel()) return true;
  if (await isHeld(ctx, key.platform, key.platformOrderId)) return false;
  const remembered = await ctx.db.kysely
    .insertInto('early_cancellations')
    .values({
      platform: key.platform,
      platform_order_id: key.platformOrderId,
      platform_status: withoutNul(platformStatus),
      note: withoutNul(note),
      received_at: clockIso(ctx.clock),
    })
    .onConflict((oc) => oc.columns(['platform', 'platform_order_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // The order may have been stored between the first look and the remembering: cancel it now.
  // (An order stored already cancelled is never handed over, so it has no check to keep or void.)
  await cancel();
  return remembered !== undefined;
}

/**
 * Stores a platform's order as `ingestPlatformOrder` does, unless the platform's cancellation of it
 * came first: then it is stored cancelled, with that cancellation's note. The insert looks for the
 * cancellation itself; only an order it did not store (held already, or cancelled first) is looked at
 * again. `early` is the cancellation that came first, if one did. `lastOf`: as `ingestPlatformOrder`'s,
 * nothing may follow in that job once the order is stored.
 */
export async function ingestUnlessCancelledFirst(
  ctx: OrdersModuleDeps,
  source: OrderSource,
  sent: CanonicalOrder,
  seenStatus: TOrderStatus,
  lastOf?: JobRunContext,
): Promise<{ stored: boolean; early?: EarlyCancellation }> {
  if (await ingestPlatformOrder(ctx, source, sent, seenStatus, null, { unlessCancelledEarly: true, lastOf }))
    return { stored: true };
  const early = await earlyCancellationOf(ctx, source.platform, sent.platformOrderId);
  if (!early) return { stored: false };
  const stored = await ingestPlatformOrder(ctx, source, sent, OrderStatus.REJECTED, early.note, { lastOf });
  return { stored, early };
}

/** The cancellation that came before the order, if any (`platformOrderId` as the platform sent it). */
export async function earlyCancellationOf(
  ctx: OrdersModuleDeps,
  platform: string,
  platformOrderId: string,
): Promise<EarlyCancellation | undefined> {
  const row = await ctx.db.kysely
    .selectFrom('early_cancellations')
    .select(['platform_status', 'note'])
    .where('platform', '=', platform)
    .where('platform_order_id', '=', storablePlatformOrderId(platformOrderId))
    .executeTakeFirst();
  return row ? { platformStatus: row.platform_status, note: row.note } : undefined;
}
