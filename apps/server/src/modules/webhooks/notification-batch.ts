import { sql, type Kysely } from 'kysely';
import { clockIso, type Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { JobPayload } from '../../jobs/job-payloads';
import { JobStatus } from '../../jobs/job-queue';
import type { JobHandOff, JobRow, JobWorker } from '../../jobs/job-worker';

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
 * job of the moment in one statement. A batch starts at once when fewer than `maxInFlight` (one)
 * are being written, so a lone webhook waits for nobody; those that arrive meanwhile go together in
 * the next. Under a burst this turns dozens of statements, commits and round trips into one, which is
 * what the CPU of a small machine runs out of first (two batches in flight would each be half as
 * big, and a batch costs the database and this process nearly as much as one twice its size).
 * Each webhook is still answered only after the commit that holds its receipt. A batch that fails
 * is written again one notification at a time, so one bad row cannot fail the others.
 *
 * Given this instance's `worker`, the jobs go in already claimed by it as far as it has room
 * (JobWorker.handOff) and start the moment the commit is through: a new order waits for no claim
 * (one round trip fewer, and no wait behind the claim under way). The others go in pending and the
 * worker is nudged.
 */
export function createNotificationBatcher(
  kysely: Kysely<Database>,
  clock: Clock,
  opts: {
    maxAttempts: number;
    maxBatch?: number;
    maxInFlight?: number;
    worker?: Pick<JobWorker, 'handOff' | 'nudge'>;
  },
): RecordNotification {
  const maxBatch = opts.maxBatch ?? 128;
  const maxInFlight = opts.maxInFlight ?? 1;
  const queue: Waiting[] = [];
  let inFlight = 0;

  /**
   * Inserts the receipts and, for those that were new, their jobs: the first `handOff.count` records'
   * jobs already claimed. Returns the keys that were new and the jobs inserted claimed.
   */
  async function write(
    records: NotificationRecord[],
    handOff: JobHandOff | null,
  ): Promise<{ created: Set<string>; held: JobRow[] }> {
    const now = clockIso(clock);
    const claimed = handOff?.columns;
    const isHeld = (i: number) => i < (handOff?.count ?? 0);
    // One statement text whatever the batch's size (columns as arrays, unnested): PostgreSQL parses
    // and plans it once per connection (db/prepared-statements.ts), and the batch sizes no longer take
    // up to 128 of the 256 texts that go prepared.
    const { rows: out } = await sql<{
      platform: string | null;
      notification_id: string | null;
      job_id: number | null;
      type: string | null;
      payload: string | null;
      max_attempts: number | null;
    }>`
      WITH incoming AS (
        SELECT * FROM unnest(${records.map((r) => r.notification.platform)}::text[],
                             ${records.map((r) => r.notification.id)}::text[],
                             ${records.map((r) => r.job.type)}::text[],
                             ${records.map((r) => JSON.stringify(r.job.payload))}::text[],
                             ${records.map((r) => r.job.maxAttempts ?? opts.maxAttempts)}::integer[],
                             ${records.map((_, i) => isHeld(i))}::boolean[])
          AS t (platform, notification_id, type, payload, max_attempts, held)
      ),
      receipt AS (
        INSERT INTO webhook_receipts (platform, notification_id, received_at)
        SELECT platform, notification_id, ${now} FROM incoming
        ON CONFLICT (platform, notification_id) DO NOTHING
        RETURNING platform, notification_id
      ),
      job AS (
        INSERT INTO jobs (type, payload, status, attempts, max_attempts, run_at, locked_by, locked_until,
                          last_error, created_at, updated_at)
        SELECT i.type, i.payload,
               CASE WHEN i.held THEN ${claimed?.status ?? null}::text ELSE ${JobStatus.PENDING}::text END,
               CASE WHEN i.held THEN ${claimed?.attempts ?? 0}::integer ELSE 0 END,
               i.max_attempts, ${now},
               CASE WHEN i.held THEN ${claimed?.locked_by ?? null}::text END,
               CASE WHEN i.held THEN ${claimed?.locked_until ?? null}::text END,
               NULL, ${now}, ${now}
        FROM incoming i
        JOIN receipt r ON r.platform = i.platform AND r.notification_id = i.notification_id
        RETURNING id, type, payload, max_attempts, locked_by
      )
      SELECT platform::text, notification_id::text, NULL::integer AS job_id, NULL::text AS type,
             NULL::text AS payload, NULL::integer AS max_attempts
      FROM receipt
      UNION ALL
      SELECT NULL, NULL, id, type, payload, max_attempts FROM job WHERE locked_by IS NOT NULL`.execute(
      kysely,
    );
    const created = new Set<string>();
    const held: JobRow[] = [];
    for (const row of out) {
      if (row.job_id === null) created.add(keyOf({ platform: row.platform!, id: row.notification_id! }));
      else
        held.push({
          id: row.job_id,
          type: row.type!,
          payload: row.payload!,
          max_attempts: row.max_attempts!,
          ...claimed!,
          run_at: now,
          last_error: null,
          created_at: now,
          updated_at: now,
        });
    }
    return { created, held };
  }

  /** Writes a batch, falling back to one statement per notification when the batch fails. */
  async function settle(batch: Waiting[]): Promise<void> {
    // The same notification twice in one batch (a redelivery racing the first) is written once;
    // every copy after the first is a redelivery, answered with the first's outcome.
    const first = new Map<string, Waiting>();
    for (const item of batch)
      if (!first.has(keyOf(item.notification))) first.set(keyOf(item.notification), item);
    const outcomes = new Map<string, Promise<boolean>>();
    const handOff = opts.worker?.handOff(first.size) ?? null;
    try {
      const { created, held } = await write([...first.values()], handOff);
      handOff?.run(held);
      if (created.size > held.length) opts.worker?.nudge();
      for (const key of first.keys()) outcomes.set(key, Promise.resolve(created.has(key)));
    } catch (error) {
      handOff?.cancel();
      const alone = (item: Waiting) =>
        write([item], null).then(({ created }) => {
          if (created.size > 0) opts.worker?.nudge();
          return created.size > 0;
        });
      for (const [key, item] of first)
        outcomes.set(key, first.size === 1 ? Promise.reject(error) : alone(item));
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
