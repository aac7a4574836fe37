import { isJobWaiting } from '../../jobs/job-lookups';
import type { Kysely } from 'kysely';
import type { WebhooksDeps } from './webhooks-deps';
import type { Database } from '../../db/schema';
import { clockIso } from '../../clock';
import { storableKey, storablePlatformOrderId } from '../orders/storable-order';
import {
  createNotificationBatcher,
  type NotificationRecord,
  type RecordNotification,
} from './notification-batch';
import { pingedOrderId, type OrderPingPayload } from './order-ping.job';

/** The size of `webhook_receipts.notification_id` (001). */
const NOTIFICATION_ID_LIMIT = 200;

/** A notification id as the receipts keep it: a longer one shortened with its hash, the same each time. */
export const storableNotificationId = (id: string): string => storableKey(id, NOTIFICATION_ID_LIMIT);

/** One batcher per app (tests start several apps in one process). */
const batchers = new WeakMap<WebhooksDeps, RecordNotification>();

function batcherOf(ctx: WebhooksDeps): RecordNotification {
  let batcher = batchers.get(ctx);
  if (!batcher) {
    batcher = createNotificationBatcher(ctx.db.kysely, ctx.clock, {
      maxAttempts: ctx.config.JOB_MAX_ATTEMPTS,
      worker: ctx.worker,
    });
    batchers.set(ctx, batcher);
  }
  return batcher;
}

/**
 * Records a platform's notification and the job that will act on it, atomically: both or neither.
 * Returns false when the notification was recorded before (a redelivery), and then adds no job.
 * On PostgreSQL the notifications of the moment go in with one statement (notification-batch.ts), and
 * their jobs are handed to this instance's worker or the worker nudged: the caller has nothing left to
 * do. On SQLite the two inserts share a group commit with the other writes of the moment, and the
 * caller nudges the worker.
 */
export async function recordNotification(
  ctx: WebhooksDeps,
  notification: NotificationRecord['notification'],
  job: NotificationRecord['job'],
): Promise<boolean> {
  if (ctx.db.engine === 'postgres') return batcherOf(ctx)({ notification, job });
  const now = clockIso(ctx.clock);
  return ctx.groupCommit.run(async (trx) => {
    const receipt = await trx
      .insertInto('webhook_receipts')
      .values({ platform: notification.platform, notification_id: notification.id, received_at: now })
      .onConflict((oc) => oc.columns(['platform', 'notification_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!receipt) return false;
    await ctx.enqueue(trx, job.type, job.payload, { maxAttempts: job.maxAttempts });
    return true;
  });
}

/**
 * A redelivered ping: when its order is still not stored and its fetch has failed (and waits to be
 * tried again, or was given up), its fetch job is added again and true answered. False when the
 * order is stored, or its first fetch is still to come: a duplicate.
 */
export async function refetchUnlessHeld(
  ctx: WebhooksDeps,
  platform: string,
  job: NotificationRecord['job'] & { payload: OrderPingPayload },
): Promise<boolean> {
  const { kysely } = ctx.db;
  const held = await kysely
    .selectFrom('orders')
    .select('id')
    .where('platform', '=', platform)
    .where('platform_order_id', '=', storablePlatformOrderId(pingedOrderId(job.payload)))
    .executeTakeFirst();
  if (held) return false;
  if (await isJobWaiting(kysely, job.type, job.payload, { orRunning: true, notFailedYet: true }))
    return false;
  const enqueue = (trx: Kysely<Database>) =>
    ctx.enqueue(trx, job.type, job.payload, { maxAttempts: job.maxAttempts });
  await (ctx.db.engine === 'sqlite' ? ctx.groupCommit.run(enqueue) : enqueue(kysely));
  return true;
}
