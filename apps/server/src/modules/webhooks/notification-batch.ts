import { sql, type Kysely } from 'kysely';
import { clockIso, type Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { JobPayload } from '../../jobs/job-payloads';
import { JobStatus } from '../../jobs/job-queue';

export interface NotificationRecord {
  notification: { platform: string; id: string };
  job: { type: 'platform.order-ping'; payload: JobPayload<'platform.order-ping'>; maxAttempts?: number };
}

/** Records one notification; resolves true when it was new (false: a redelivery, no job added). */
export type RecordNotification = (record: NotificationRecord) => Promise<boolean>;

interface Waiting extends NotificationRecord {
  resolve(isNew: boolean): void;
  reject(error: unknown): void;
}

const keyOf = (n: { platform: string; id: string }) => `${n.platform}\u0000${n.id}`;

/**
 * On PostgreSQL, the notifications of concurrent webhooks are written together: every receipt and
 * job of the moment in one statement (a batch starts at once when fewer than `maxInFlight` are
 * being written, so a lone webhook waits for nobody). Under a burst this turns dozens of statements,
 * commits and round trips into one, which is what the CPU of a small machine runs out of first.
 * Each webhook is still answered only after the commit that holds its receipt. A batch that fails
 * is written again one notification at a time, so one bad row cannot fail the others.
 */
export function createNotificationBatcher(
  kysely: Kysely<Database>,
  clock: Clock,
  opts: { maxAttempts: number; maxBatch?: number; maxInFlight?: number },
): RecordNotification {
  const maxBatch = opts.maxBatch ?? 128;
  const maxInFlight = opts.maxInFlight ?? 2;
  const queue: Waiting[] = [];
  let inFlight = 0;

  /** Inserts the receipts and, for those that were new, their jobs; returns the keys that were new. */
  async function write(records: NotificationRecord[]): Promise<Set<string>> {
    const now = clockIso(clock);
    const rows = records.map(
      (r) =>
        sql`(${r.notification.platform}, ${r.notification.id}, ${r.job.type}, ${JSON.stringify(r.job.payload)}, ${r.job.maxAttempts ?? opts.maxAttempts}::integer)`,
    );
    const { rows: created } = await sql<{ platform: string; notification_id: string }>`
      WITH incoming (platform, notification_id, type, payload, max_attempts) AS (VALUES ${sql.join(rows)}),
      receipt AS (
        INSERT INTO webhook_receipts (platform, notification_id, received_at)
        SELECT platform, notification_id, ${now} FROM incoming
        ON CONFLICT (platform, notification_id) DO NOTHING
        RETURNING platform, notification_id
      ),
      job AS (
        INSERT INTO jobs (type, payload, status, attempts, max_attempts, run_at, locked_by, locked_until,
                          last_error, created_at, updated_at)
        SELECT i.type, i.payload, ${JobStatus.PENDING}, 0, i.max_attempts, ${now}, NULL, NULL, NULL, ${now}, ${now}
        FROM incoming i
        JOIN receipt r ON r.platform = i.platform AND r.notification_id = i.notification_id
      )
      SELECT platform, notification_id FROM receipt`.execute(kysely);
    return new Set(created.map((row) => keyOf({ platform: row.platform, id: row.notification_id })));
  }

  /** Writes a batch, falling back to one statement per notification when the batch fails. */
  async function settle(batch: Waiting[]): Promise<void> {
    // The same notification twice in one batch (a redelivery racing the first) is written once;
    // every copy after the first is a redelivery, answered with the first's outcome.
    const first = new Map<string, Waiting>();
    for (const item of batch)
      if (!first.has(keyOf(item.notification))) first.set(keyOf(item.notification), item);
    const outcomes = new Map<string, Promise<boolean>>();
    try {
      const created = await write([...first.values()]);
      for (const key of first.keys()) outcomes.set(key, Promise.resolve(created.has(key)));
    } catch (error) {
      for (const [key, item] of first)
        outcomes.set(key, first.size === 1 ? Promise.reject(error) : write([item]).then((c) => c.size > 0));
    }
    await Promise.all(
      batch.map((item) =>
        outcomes.get(keyOf(item.notification))!.then(
          (isNew) => item.resolve(isNew && first.get(keyOf(item.notification)) === item),
          (error: unknown) => item.reject(error),
        ),
      ),
    );
  }

  function pump(): void {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void settle(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (record) =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ ...record, resolve, reject });
      pump();
    });
}
