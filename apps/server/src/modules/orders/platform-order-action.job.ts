import { platformHearsOrderCall, platformRefusal, type TPlatformOrderCall } from '@orderdesk/contracts';
import type { OrdersModuleDeps } from './orders-module-deps';
import type {
  PlatformAdapter,
  PlatformConnection,
  PlatformOrderRef,
} from '../../integrations/platforms/platform-adapter';
import { adapterOf } from '../../integrations/platforms/platform-adapters';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandlerOf, TypedJobHandler } from '../../jobs/job-spec';
import { loadConnection } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';
import { answerWrite, findOrderWritingPlatformCall, recordAnswer } from './order-attempts';
import { writeTogether } from '../../db/write-batch';
import type { OrderWithPayload } from './order-mapper';
import { updateAndPublishOrder } from './order-events';
import type { JobPayload } from '../../jobs/job-payloads';

/** Tells the order's platform about an action taken here. */
export const PLATFORM_ORDER_ACTION_JOB = 'platform.order-action';
/** Accepts enqueued before the actions shared one job; still delivered as `accept`. */
export const PLATFORM_ACCEPT_JOB = 'platform.accept';

export type PlatformOrderAction = TPlatformOrderCall;

export type PlatformOrderActionPayload = JobPayload<typeof PLATFORM_ORDER_ACTION_JOB>;

/** How each action reads in the error kept on the order. */
const ACTION_LABELS: Record<PlatformOrderAction, string> = {
  accept: 'Accept',
  ready: 'Ready',
  pickupCompleted: 'Pick-up',
  reject: 'Reject',
  confirmPreorder: 'Pre-order confirmation',
};

/** The adapter's call behind each action; undefined where the platform has none. */
const ADAPTER_CALLS: Record<
  PlatformOrderAction,
  (
    adapter: PlatformAdapter,
    connection: PlatformConnection,
    order: PlatformOrderRef,
    payload: PlatformOrderActionPayload,
  ) => Promise<void> | undefined
> = {
  accept: (adapter, connection, order) => adapter.accept(connection, order),
  ready: (adapter, connection, order) => adapter.markReady?.(connection, order),
  pickupCompleted: (adapter, connection, order) => adapter.markPickedUp?.(connection, order),
  reject: (adapter, connection, order, payload) =>
    adapter.reject?.(connection, order, payload.reason ?? '', payload.code),
  confirmPreorder: (adapter, connection, order) => adapter.confirmPreorder?.(connection, order),
};

/**
 * The order as the adapter's calls take it, for a call going out at `sentAt`: ready at accepted-at (or
 * `sentAt` if not accepted) plus the cooking time chosen.
 */
function orderRefOf(order: OrderWithPayload, sentAt: Date): PlatformOrderRef {
  const acceptedAt = order.accepted_at ? new Date(order.accepted_at) : sentAt;
  const preparationMinutes = order.adjusted_time_minutes ?? 0;
  return {
    platformOrderId: order.platform_order_id,
    deliveryType: order.delivery_type,
    readyAt: new Date(acceptedAt.getTime() + preparationMinutes * 60_000),
    preparationMinutes,
    payload: JSON.parse(order.platform_payload) as Record<string, unknown>,
    sentAt,
  };
}

/** The failed call shows on the card from its first failed try (and Send again repeats it); cleared by a success. */
async function recordPlatformError(
  ctx: OrdersModuleDeps,
  orderId: number,
  failure: { action: PlatformOrderAction; error: string } | null,
): Promise<void> {
  await updateAndPublishOrder(ctx, orderId, {
    platform_error: failure?.error ?? null,
    platform_failed_action: failure?.action ?? null,
  });
}

/** Calls that no longer mean anything once the order has ended (the platform cancelled it meanwhile). */
const MOOT_WHEN_ENDED: readonly PlatformOrderAction[] = [
  'accept',
  'ready',
  'pickupCompleted',
  'confirmPreorder',
];

function platformOrderActionHandler<P>(
  ctx: OrdersModuleDeps,
  read: (payload: P) => PlatformOrderActionPayload,
): TypedJobHandler<P> {
  return {
    async run(queued, job) {
      const payload = read(queued);
      const { orderId, action } = payload;
      // Every call to the platform goes to the order's attempt log, written down before it is sent
      // (a crash mid-call leaves a trace; a repeated call is answered idempotently or with 409) and
      // completed with its outcome. The order is read in the same write; an accept that lost its race
      // with the platform's cancellation is neither written down nor sent.
      const found = await ctx.groupCommit.write((db) =>
        findOrderWritingPlatformCall(db, ctx.db.engine, {
          orderId,
          action,
          startedAt: new Date(ctx.clock.now()),
          unlessEnded: MOOT_WHEN_ENDED.includes(action),
        }),
      );
      if (!found) throw new PermanentJobError(`Order ${orderId} no longer exists`);
      const { order, attemptId } = found;
      if (attemptId === null) return;
      // The duration is measured on the monotonic timer: how long the call took, not what time it is.
      const started = performance.now();
      // A call written down and then not sent says why, and that nothing went out.
      const notSent = async (why: string) => {
        await ctx.groupCommit.write((db) =>
          recordAnswer(db, attemptId, {
            durationMs: 0,
            error: `Not sent: ${why}`,
            answeredAt: new Date(ctx.clock.now()),
          }),
        );
      };
      const adapter = adapterOf(order.platform);
      if (!adapter) {
        const unknown = `Order ${orderId} is of an unknown platform ${order.platform}`;
        await notSent(unknown);
        throw new PermanentJobError(unknown);
      }
      // A call the platform does not have: refused where the action needs it (Glovo's reject), else
      // nothing to tell (an action queued before the service stopped queueing it).
      const refusal =
        action === 'reject'
          ? platformRefusal(order.platform, 'reject')
          : action in ADAPTER_CALLS
            ? null
            : `Unknown order action ${String(action)}`;
      if (refusal) {
        await notSent(refusal);
        throw new PermanentJobError(refusal);
      }
      if (!platformHearsOrderCall(order.platform, action, order.delivery_type)) {
        await notSent(`${adapter.displayName} has no such call for this order`);
        return;
      }
      // With `done`, the job's own done mark goes in the same write: nothing follows it.
      const answered = (error: string | null, done = false) =>
        ctx.groupCommit
          .write((db) => {
            const answer = {
              durationMs: performance.now() - started,
              error,
              answeredAt: new Date(ctx.clock.now()),
            };
            return done
              ? writeTogether(db, [answerWrite(db, attemptId, answer), job.doneWrite(db)])
              : recordAnswer(db, attemptId, answer);
          })
          .then(
            () => {
              if (done) job.doneCommitted();
            },
            (failure: unknown) =>
              ctx.log.error({ err: failure, orderId, action }, 'could not record a platform answer'),
          );
      try {
        const loaded = await loadConnection(ctx, order.platform_instance_id);
        if (!loaded) throw new PermanentJobError(`Order ${orderId} has no ${adapter.displayName} connection`);
        const connection = await withPlatformAccess(ctx, loaded);
        await ADAPTER_CALLS[action](
          adapter,
          connection,
          orderRefOf(order, new Date(ctx.clock.now())),
          payload,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await answered(message);
        const label = ACTION_LABELS[action] ?? 'The action';
        await recordPlatformError(ctx, orderId, {
          action,
          error: `${label} has not reached the platform yet: ${message}`,
        });
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
      const errorShown = order.platform_error !== null || order.platform_failed_action !== null;
      await answered(null, !errorShown);
      if (errorShown) await recordPlatformError(ctx, orderId, null);
    },
    async onDeadLetter(raw, lastError) {
      const { orderId, action } = read(raw);
      const label = ACTION_LABELS[action] ?? 'The action';
      await recordPlatformError(ctx, orderId, {
        action,
        error: `${label} did not reach the platform: ${lastError}`,
      });
    },
  };
}

/** Delivers an order action (accept, ready, pick-up, reject) to the order's platform. */
export function platformOrderActionJob(
  ctx: OrdersModuleDeps,
): JobHandlerOf<typeof PLATFORM_ORDER_ACTION_JOB> {
  return platformOrderActionHandler(ctx, (payload) => payload);
}

/** Delivers accepts still queued under the older job name. */
export function platformAcceptJob(ctx: OrdersModuleDeps): JobHandlerOf<typeof PLATFORM_ACCEPT_JOB> {
  return platformOrderActionHandler(ctx, (payload) => ({
    orderId: payload.orderId,
    action: 'accept',
  }));
}
