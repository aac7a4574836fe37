import type { AppContext } from '../../app-context';
import { callBoltOrder } from '../../integrations/platforms/bolt/bolt-order-calls';
import { callFudyOrder } from '../../integrations/platforms/fudy/fudy-order-calls';
import { PermanentJobError } from '../../jobs/job-errors';
import { loadConnection } from '../platform-instances/connections';
import type { OrderRow } from './order-mapper';
import type { PlatformOrderAction, PlatformOrderActionPayload } from './platform-order-action.job';

/** When the order is to be ready: accepted at, plus the cooking time chosen on Accept. */
function readyAtOf(order: OrderRow): Date {
  const acceptedAt = new Date(order.accepted_at ?? Date.now());
  return new Date(acceptedAt.getTime() + (order.adjusted_time_minutes ?? 0) * 60_000);
}

async function connectionOf(ctx: AppContext, order: OrderRow, platform: string) {
  const connection = await loadConnection(ctx, order.platform_instance_id);
  if (!connection) throw new PermanentJobError(`Order ${order.id} has no ${platform} connection`);
  return connection;
}

/**
 * Bolt Food's order calls (PLATFORMS.md §3): accept with the preparation time in minutes, reject with
 * the reason, ready, picked up (delivered for an order the store delivers itself).
 */
export async function boltOrderCall(
  ctx: AppContext,
  order: OrderRow,
  payload: Pick<PlatformOrderActionPayload, 'action' | 'reason'>,
): Promise<void> {
  const connection = await connectionOf(ctx, order, 'Bolt Food');
  const id = order.platform_order_id;
  const calls: Record<PlatformOrderAction, () => Promise<void>> = {
    accept: () =>
      callBoltOrder(connection, 'accept', id, {
        preparation_time_minutes: order.adjusted_time_minutes ?? 0,
        ready_at: readyAtOf(order).toISOString(),
      }),
    reject: () => callBoltOrder(connection, 'reject', id, { reason: payload.reason ?? '' }),
    ready: () => callBoltOrder(connection, 'ready', id),
    pickupCompleted: () =>
      callBoltOrder(connection, order.delivery_type === 'self_delivery' ? 'delivered' : 'pickedUp', id),
    confirmPreorder: () => Promise.resolve(),
  };
  await calls[payload.action]();
}

/** Fudy's order calls under our connector contract (README "Fudy"). */
export async function fudyOrderCall(
  ctx: AppContext,
  order: OrderRow,
  payload: Pick<PlatformOrderActionPayload, 'action' | 'reason'>,
): Promise<void> {
  const connection = await connectionOf(ctx, order, 'Fudy');
  const id = order.platform_order_id;
  const calls: Record<PlatformOrderAction, () => Promise<void>> = {
    accept: () => callFudyOrder(connection, 'accept', id, { ready_at: readyAtOf(order).toISOString() }),
    reject: () => callFudyOrder(connection, 'reject', id, { reason: payload.reason ?? '' }),
    ready: () => callFudyOrder(connection, 'ready', id),
    pickupCompleted: () => callFudyOrder(connection, 'picked-up', id),
    confirmPreorder: () => Promise.resolve(),
  };
  await calls[payload.action]();
}
