import { OrderStatus, type TPlatformKind, type TWebhookAck } from '@orderdesk/contracts';
import { currencyOption } from '../../integrations/platforms/connection-currency';
import type { FastifyRequest } from 'fastify';
import type { WebhooksDeps } from './webhooks-deps';
import { AppError } from '../../http/app-error';
import { InboundRefusal } from '../../integrations/platforms/inbound-refusal';
import type {
  InboundLookup,
  InboundResult,
  PlatformAdapter,
  PlatformConnection,
  PlatformEvent,
} from '../../integrations/platforms/platform-adapter';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import { isForeignKeyViolation } from '../../db/unique-violation';
import { applyPlatformCourierEta } from '../orders/platform-status';
import { storablePlatformOrderId } from '../orders/storable-order';
import { cancelPlatformOrder, ingestUnlessCancelledFirst } from '../orders/early-cancellations';
import { findConnectionByExternalId } from '../platform-instances/connections';
import { ORDER_FETCH_MAX_ATTEMPTS, ORDER_PING_JOB, type OrderPingPayload } from './order-ping.job';
import { recordNotification, refetchUnlessHeld, storableNotificationId } from './record-notification';

/**
 * What applying an event did: `changed` something (false: a redelivery or nothing new), and whether
 * the job worker is to be nudged for a job it `queued`.
 */
interface Applied {
  changed: boolean;
  queued: boolean;
}

const applied = (changed: boolean): Applied => ({ changed, queued: changed });

/** Applies one verified event. */
async function applyEvent(
  ctx: WebhooksDeps,
  adapter: PlatformAdapter,
  connection: PlatformConnection,
  event: PlatformEvent,
): Promise<Applied> {
  switch (event.kind) {
    case 'order': {
      const source = {
        id: connection.id,
        venue_id: connection.venueId,
        platform: connection.platform,
        currency: currencyOption(connection.options),
      };
      try {
        // The platform may have cancelled the order before sending it (or before it reached us).
        const { stored } = await ingestUnlessCancelledFirst(ctx, source, event.order, OrderStatus.RECEIVED);
        // A redelivery may carry the courier's new expected arrival.
        const ref = {
          platform: connection.platform,
          instanceId: connection.id,
          platformOrderId: storablePlatformOrderId(event.order.platformOrderId),
        };
        return applied(stored || (await applyPlatformCourierEta(ctx, ref, event.order.courierEta)));
      } catch (error) {
        // The connection was removed (on another instance) after this call found it.
        if (isForeignKeyViolation(error))
          throw new AppError(
            'NOT_FOUND',
            `The ${adapter.displayName} store is no longer connected`,
            adapter.storeField,
          );
        throw error;
      }
    }
    case 'order-ping': {
      // The ping and the job that fetches its order are recorded together, then answered 200: an
      // acknowledged ping is never lost, and a redelivered one is recognised by its id.
      const payload: OrderPingPayload = {
        instanceId: connection.id,
        platformOrderId: event.platformOrderId,
        status: event.platformStatus,
      };
      const job = { type: ORDER_PING_JOB, payload, maxAttempts: ORDER_FETCH_MAX_ATTEMPTS } as const;
      const notification = { platform: adapter.platform, id: storableNotificationId(event.notificationId) };
      // On PostgreSQL the new job went to the worker with its commit (record-notification.ts).
      if (await recordNotification(ctx, notification, job))
        return { changed: true, queued: ctx.db.engine !== 'postgres' };
      // A redelivery of a ping whose order we still do not hold (its fetch failing or given up) is
      // acted on again: only a stored order makes a ping a duplicate.
      return applied(await refetchUnlessHeld(ctx, adapter.platform, job));
    }
    case 'cancellation':
      return applied(
        await cancelPlatformOrder(
          ctx,
          { platform: adapter.platform, instanceId: connection.id, platformOrderId: event.platformOrderId },
          event.platformStatus,
          `Cancelled by ${adapter.displayName}${event.reason ? `: ${event.reason}` : ''}${
            event.productsPaid
              ? `. ${adapter.displayName} pays the venue for the products: the r_keeper check stays`
              : ''
          }`,
          { productsPaid: event.productsPaid === true },
        ),
      );
  }
}

/** The adapter's reading of a call; its refusal answered as the 4xx it names. */
async function readCall(
  adapter: PlatformAdapter,
  request: FastifyRequest,
  params: Record<string, string | undefined>,
  lookup: InboundLookup,
): Promise<InboundResult> {
  const call = {
    headers: request.headers,
    rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    params,
  };
  try {
    return await adapter.receive(call, lookup);
  } catch (error) {
    if (error instanceof InboundRefusal) throw new AppError(error.code, error.message, error.field);
    throw error;
  }
}

/**
 * One inbound call of a platform: its adapter verifies and reads it (a 4xx before anything is
 * stored), then each event is applied and the call answered only after the commit. A redelivery
 * creates nothing twice and is answered `duplicate: true`.
 */
export async function receivePlatformCall(
  ctx: WebhooksDeps,
  platform: TPlatformKind,
  request: FastifyRequest,
  params: Record<string, string | undefined> = {},
): Promise<TWebhookAck> {
  const adapter = PLATFORM_ADAPTERS[platform];
  ctx.intake.enter();
  try {
    const { connection, events } = await readCall(adapter, request, params, {
      connectionOf: (externalId) => findConnectionByExternalId(ctx, platform, externalId),
      defaultSecret: adapter.defaultSecretSetting ? ctx.config[adapter.defaultSecretSetting] : undefined,
    });
    let changed = false;
    let queued = false;
    for (const event of events) {
      const outcome = await applyEvent(ctx, adapter, connection, event);
      changed ||= outcome.changed;
      queued ||= outcome.queued;
    }
    if (queued) ctx.worker.nudge();
    return { received: true, duplicate: !changed };
  } finally {
    ctx.intake.leave();
  }
}
