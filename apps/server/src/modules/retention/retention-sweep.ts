import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteLeftoverDoneJobs } from '../../jobs/job-lookups';

/** How old each kind of row may grow before the daily sweep removes it, in days. */
export interface RetentionAges {
  webhookReceiptsDays: number;
  refreshTokensDays: number;
  auditEntriesDays: number;
}

export interface SweepResult {
  leftoverDoneJobs: number;
  webhookReceipts: number;
  earlyCancellations: number;
  refreshTokens: number;
  auditEntries: number;
  posRefusals: number;
}

/** Rows deleted per statement: a large backlog goes in short writes, never one long lock. */
const BATCH = 1000;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Deletes, in batches, the rows whose ids `pick` selects (at most `limit` a time); answers how many. */
async function deleteInBatches(
  db: Kysely<Database>,
  table: 'webhook_receipts' | 'early_cancellations' | 'refresh_tokens' | 'audit_log' | 'pos_refusals',
  pick: (limit: number) => Promise<{ id: number }[]>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = (await pick(BATCH)).map((r) => r.id);
    if (ids.length === 0) return total;
    await db.deleteFrom(table).where('id', 'in', ids).execute();
    total += ids.length;
    if (ids.length < BATCH) return total;
  }
}

/**
 * Removes what no one needs any more: jobs an earlier version marked done instead of deleting them as
 * they finished (left by a rolling upgrade; dead jobs stay, they are failures to look at), receipts of webhooks no platform redelivers after so long, cancellations of orders that never
 * came (kept as long as the receipts), refresh tokens used, revoked or expired long ago, and old audit
 * entries and r_keeper refusals (kept as long as the audit, so a year's operations report still has them).
 */
export async function sweepOldRows(
  db: Kysely<Database>,
  ages: RetentionAges,
  now: Date,
): Promise<SweepResult> {
  const receiptsBefore = daysAgo(now, ages.webhookReceiptsDays);
  const tokensBefore = daysAgo(now, ages.refreshTokensDays);
  const auditBefore = daysAgo(now, ages.auditEntriesDays);
  return {
    leftoverDoneJobs: await deleteLeftoverDoneJobs(db, BATCH),
    webhookReceipts: await deleteInBatches(db, 'webhook_receipts', (limit) =>
      db
        .selectFrom('webhook_receipts')
        .select('id')
        .where('received_at', '<', receiptsBefore)
        .limit(limit)
        .execute(),
    ),
    earlyCancellations: await deleteInBatches(db, 'early_cancellations', (limit) =>
      db
        .selectFrom('early_cancellations')
        .select('id')
        .where('received_at', '<', receiptsBefore)
        .limit(limit)
        .execute(),
    ),
    refreshTokens: await deleteInBatches(db, 'refresh_tokens', (limit) =>
      db
        .selectFrom('refresh_tokens')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<', tokensBefore),
            eb('replaced_at', '<', tokensBefore),
            eb('revoked_at', '<', tokensBefore),
          ]),
        )
        .limit(limit)
        .execute(),
    ),
    auditEntries: await deleteInBatches(db, 'audit_log', (limit) =>
      db.selectFrom('audit_log').select('id').where('created_at', '<', auditBefore).limit(limit).execute(),
    ),
    posRefusals: await deleteInBatches(db, 'pos_refusals', (limit) =>
      db.selectFrom('pos_refusals').select('id').where('created_at', '<', auditBefore).limit(limit).execute(),
    ),
  };
}
