import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { createNotificationBatcher, type RecordNotification } from './notification-batch';

/** One batcher per app (tests start several apps in one process). */
const batchers = new WeakMap<AppContext, RecordNotification>();

function batcherOf(ctx: AppContext): RecordNotification {
  let batcher = batchers.get(ctx);
  if (!batcher) {
    batcher = createNotificationBatcher(ctx.db.kysely, { maxAttempts: ctx.config.JOB_MAX_ATTEMPTS });
    batchers.set(ctx, batcher);
  }
  return batcher;
}

/**
 * Records a platform's notification and the job that will act on it, atomically: both or neither.
 * Returns false when the notification was recorded before (a redelivery), and then adds no job.
 * On PostgreSQL the notifications of the moment go in with one statement (notification-batch.ts);
 * on SQLite the two inserts share a group commit with the other writes of the moment.
 */
export async function recordNotification(
  ctx: AppContext,
  notification: { platform: string; id: string },
  job: { type: string; payload: unknown },
): Promise<boolean> {
  const now = nowIso();
  if (ctx.db.engine === 'postgres') return batcherOf(ctx)({ notification, job });
  return ctx.groupCommit.run(async (trx) => {
    const receipt = await trx
      .insertInto('webhook_receipts')
      .values({ platform: notification.platform, notification_id: notification.id, received_at: now })
      .onConflict((oc) => oc.columns(['platform', 'notification_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!receipt) return false;
    await ctx.enqueue(trx, job.type, job.payload);
    return true;
  });
}
