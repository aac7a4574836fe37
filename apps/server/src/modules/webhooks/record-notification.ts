import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { JobStatus } from '../../jobs/job-queue';

/**
 * Records a platform's notification and the job that will act on it, atomically: both or neither.
 * Returns false when the notification was recorded before (a redelivery), and then adds no job.
 * On PostgreSQL this is one statement (one round trip instead of four); on SQLite the two inserts
 * share a group commit with the other writes of the moment.
 */
export async function recordNotification(
  ctx: AppContext,
  notification: { platform: string; id: string },
  job: { type: string; payload: unknown },
): Promise<boolean> {
  const now = nowIso();
  if (ctx.db.engine === 'postgres') {
    const { rows } = await sql<{ id: number }>`
      WITH receipt AS (
        INSERT INTO webhook_receipts (platform, notification_id, received_at)
        VALUES (${notification.platform}, ${notification.id}, ${now})
        ON CONFLICT (platform, notification_id) DO NOTHING
        RETURNING id
      )
      INSERT INTO jobs (type, payload, status, attempts, max_attempts, run_at, locked_by, locked_until,
                        last_error, created_at, updated_at)
      SELECT ${job.type}, ${JSON.stringify(job.payload)}, ${JobStatus.PENDING}, 0, ${ctx.config.JOB_MAX_ATTEMPTS},
             ${now}, NULL, NULL, NULL, ${now}, ${now}
      FROM receipt
      RETURNING id`.execute(ctx.db.kysely);
    return rows.length > 0;
  }
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
