import { NO_REJECT_API_MESSAGE } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import {
  acceptWoltOrder,
  confirmWoltPreorder,
  pickupCompletedWoltOrder,
  readyWoltOrder,
  rejectWoltOrder,
  type WoltCredentials,
} from '../../integrations/platforms/wolt/wolt-client';
import { acceptGlovoOrder, glovoOrderStep } from '../../integrations/platforms/glovo/glovo-order-calls';
import { glovoDeliveryOf, type TGlovoOrder } from '../../integrations/platforms/glovo/glovo-payloads';
import { PermanentJobError } from '../../jobs/job-errors';
import { loadConnection } from '../platform-instances/connections';
import type { JobHandler } from '../../jobs/job-worker';
import { woltCredentialsOf } from '../platform-instances/wolt-access-token';
import { recordAttempt } from '../pos/order-attempts';
import { boltOrderCall, fudyOrderCall } from './order-action-calls';
import { toOrderDto, type OrderRow } from './order-mapper';
import { findOrder, updateOrder } from './orders.repository';

/** Tells the order's platform about an action taken here. */
export const PLATFORM_ORDER_ACTION_JOB = 'platform.order-action';
/** Accepts enqueued before the actions shared one job; still delivered as `accept`. */
export const PLATFORM_ACCEPT_JOB = 'platform.accept';

export type PlatformOrderAction = 'accept' | 'ready' | 'pickupCompleted' | 'reject' | 'confirmPreorder';

export interface PlatformOrderActionPayload {
  orderId: number;
  action: PlatformOrderAction;
  /** Reject only: the reason the operator gave. */
  reason?: string;
}

/** How each action reads in the error kept on the order. */
const ACTION_LABELS: Record<PlatformOrderAction, string> = {
  accept: 'Accept',
  ready: 'Ready',
  pickupCompleted: 'Pick-up',
  reject: 'Reject',
  confirmPreorder: 'Pre-order confirmation',
};

type WoltCall = (
  creds: WoltCredentials,
  order: OrderRow,
  payload: PlatformOrderActionPayload,
) => Promise<void>;

/** The Wolt call behind each action (PLATFORMS.md §1.4). */
const WOLT_CALLS: Record<PlatformOrderAction, WoltCall> = {
  accept: (creds, order) => {
    const acceptedAt = new Date(order.accepted_at ?? Date.now());
    const readyAt = new Date(acceptedAt.getTime() + (order.adjusted_time_minutes ?? 0) * 60_000);
    return acceptWoltOrder(creds, order.platform_order_id, readyAt);
  },
  ready: (creds, order) => readyWoltOrder(creds, order.platform_order_id),
  pickupCompleted: (creds, order) => pickupCompletedWoltOrder(creds, order.platform_order_id),
  reject: (creds, order, payload) => rejectWoltOrder(creds, order.platform_order_id, payload.reason ?? ''),
  confirmPreorder: (creds, order) => confirmWoltPreorder(creds, order.platform_order_id),
};

/** Glovo's calls (PLATFORMS.md §2.3): accept with the committed time; the next step by who delivers. */
async function glovoCall(ctx: AppContext, order: OrderRow, action: PlatformOrderAction): Promise<void> {
  const connection = await loadConnection(ctx, order.platform_instance_id);
  if (!connection) throw new PermanentJobError(`Order ${order.id} has no Glovo connection`);
  const delivery = glovoDeliveryOf(JSON.parse(order.platform_payload) as TGlovoOrder);
  switch (action) {
    case 'accept': {
      const acceptedAt = new Date(order.accepted_at ?? Date.now());
      const readyAt = new Date(acceptedAt.getTime() + (order.adjusted_time_minutes ?? 0) * 60_000);
      return acceptGlovoOrder(connection, order.platform_order_id, readyAt);
    }
    case 'ready':
      await glovoOrderStep(connection, order.platform_order_id, 'ready', delivery);
      return;
    case 'pickupCompleted':
      await glovoOrderStep(connection, order.platform_order_id, 'pickedUp', delivery);
      return;
    case 'reject':
      throw new PermanentJobError(NO_REJECT_API_MESSAGE);
    case 'confirmPreorder':
      return;
  }
}

async function recordPlatformError(ctx: AppContext, orderId: number, error: string | null): Promise<void> {
  const row = await updateOrder(ctx.db.kysely, orderId, { platform_error: error, updated_at: nowIso() });
  if (row) ctx.hub.publishOrder(toOrderDto(row));
}

function platformOrderActionHandler(
  ctx: AppContext,
  read: (payload: unknown) => PlatformOrderActionPayload,
): JobHandler {
  return {
    async run(raw) {
      const payload = read(raw);
      const { orderId, action } = payload;
      const order = await findOrder(ctx.db.kysely, orderId);
      if (!order) throw new PermanentJobError(`Order ${orderId} no longer exists`);
      // Every call to the platform goes to the order's attempt log, with its outcome.
      const startedAt = new Date();
      const attempt = (error: string | null) =>
        ctx.groupCommit.write((db) =>
          recordAttempt(db, {
            orderId,
            target: 'platform',
            operation: `${order.platform} ${action}`,
            startedAt,
            durationMs: Date.now() - startedAt.getTime(),
            error,
          }),
        );
      try {
        if (order.platform === 'glovo') await glovoCall(ctx, order, action);
        else if (order.platform === 'bolt') await boltOrderCall(ctx, order, payload);
        else if (order.platform === 'fudy') await fudyOrderCall(ctx, order, payload);
        else if (order.platform === 'wolt') {
          const call = WOLT_CALLS[action];
          if (!call) throw new PermanentJobError(`Unknown order action ${String(action)}`);
          const creds = await woltCredentialsOf(ctx, order.platform_instance_id);
          if (!creds) throw new PermanentJobError(`Order ${orderId} has no platform credentials`);
          await call(creds, order, payload);
        } else {
          throw new PermanentJobError(`${ACTION_LABELS[action]} is not supported for ${order.platform} yet`);
        }
      } catch (error) {
        await attempt(error instanceof Error ? error.message : String(error));
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
      await attempt(null);
      if (order.platform_error) await recordPlatformError(ctx, orderId, null);
    },
    async onDeadLetter(raw, lastError) {
      const { orderId, action } = read(raw);
      const label = ACTION_LABELS[action] ?? 'The action';
      await recordPlatformError(ctx, orderId, `${label} did not reach the platform: ${lastError}`);
    },
  };
}

/** Delivers an order action (accept, ready, pick-up, reject) to the order's platform. */
export function platformOrderActionJob(ctx: AppContext): JobHandler {
  return platformOrderActionHandler(ctx, (payload) => payload as PlatformOrderActionPayload);
}

/** Delivers accepts still queued under the older job name. */
export function platformAcceptJob(ctx: AppContext): JobHandler {
  return platformOrderActionHandler(ctx, (payload) => ({
    orderId: (payload as { orderId: number }).orderId,
    action: 'accept',
  }));
}
