import { isJobWaiting } from '../../../jobs/job-lookups';
import type { Enqueue } from '../../../jobs/job-spec';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/schema';

/**
 * The kitchen's Ready from r_keeper (docs/rkeeper.md, "The kitchen's Ready"): one durable job per
 * venue, `pos.kds-poll`, that asks r_keeper whether its kitchen display made a handed-over order
 * ready and reschedules itself while the venue has such orders. It is started with the change that
 * gives it work (a hand-over that succeeded, the setting turned on), in that change's transaction.
 */
export const KDS_POLL_JOB = 'pos.kds-poll';

/** Queues the venue's next poll in `delayMs`, unless one is already waiting. */
export async function scheduleKdsPoll(
  ctx: { enqueue: Enqueue; clock: Clock },
  trx: Kysely<Database>,
  venueId: number,
  delayMs: number,
): Promise<void> {
  const payload = { venueId };
  // A running poll does not count: it is the one scheduling its successor.
  if (await isJobWaiting(trx, KDS_POLL_JOB, payload)) return;
  await ctx.enqueue(trx, KDS_POLL_JOB, payload, { runAt: new Date(ctx.clock.now() + delayMs) });
}
