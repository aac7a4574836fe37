import type { TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import type { AvailabilityChange, AvailabilityUpdate } from '../../integrations/platforms/publishable-menu';
import { JobStatus } from '../../jobs/job-queue';
import { MENU_AVAILABILITY_JOB, type AvailabilityPayload } from './menu-availability.payloads';

export { MENU_AVAILABILITY_JOB, type AvailabilityPayload };

/** Changes of one element, later ones winning, in the order the elements first changed. */
function mergeChanges(earlier: AvailabilityChange[], later: AvailabilityChange[]): AvailabilityChange[] {
  const byId = new Map(earlier.map((c) => [c.id, c]));
  for (const change of later) byId.set(change.id, change);
  return [...byId.values()];
}

export function mergeAvailability(
  earlier: AvailabilityUpdate,
  later: AvailabilityUpdate,
): AvailabilityUpdate {
  return {
    items: mergeChanges(earlier.items, later.items),
    options: mergeChanges(earlier.options, later.options),
  };
}

/** How long after one availability call the platform takes the next (Wolt: 15 minutes; others: at once). */
function windowMsOf(platform: string): number {
  return PLATFORM_ADAPTERS[platform as TPlatformKind]?.availabilityBatch?.intervalMs ?? 0;
}

/**
 * Queues availability changes for a connection so the platform gets at most one call per its window:
 * changes made while a call is still waiting join that call (a later change of the same element wins);
 * otherwise the call goes out when the window since the last one has passed. `notBefore` holds the
 * call back further (the platform's `Retry-After`).
 */
export async function queueAvailability(
  ctx: AppContext,
  trx: Kysely<Database>,
  connection: { id: number; platform: string },
  update: AvailabilityUpdate,
  notBefore?: Date,
): Promise<void> {
  if (update.items.length + update.options.length === 0) return;
  const waiting = await trx
    .selectFrom('jobs')
    .select(['id', 'payload', 'run_at'])
    .where('type', '=', MENU_AVAILABILITY_JOB)
    .where('status', '=', JobStatus.PENDING)
    .orderBy('id')
    .execute();
  for (const job of waiting) {
    const payload = JSON.parse(job.payload) as AvailabilityPayload;
    if (payload.instanceId !== connection.id) continue;
    const merged: AvailabilityPayload = { instanceId: connection.id, ...mergeAvailability(payload, update) };
    const runAt = notBefore && notBefore.toISOString() > job.run_at ? notBefore.toISOString() : job.run_at;
    const joined = await trx
      .updateTable('jobs')
      .set({ payload: JSON.stringify(merged), run_at: runAt })
      .where('id', '=', job.id)
      // Claimed meanwhile: it goes out as it was, and these changes get a call of their own.
      .where('status', '=', JobStatus.PENDING)
      .executeTakeFirst();
    if (Number(joined.numUpdatedRows) > 0) return;
  }
  const instance = await trx
    .selectFrom('platform_instances')
    .select('availability_sent_at')
    .where('id', '=', connection.id)
    .executeTakeFirst();
  const windowMs = windowMsOf(connection.platform);
  const lastSent = instance?.availability_sent_at ? Date.parse(instance.availability_sent_at) : NaN;
  const at = Math.max(
    ctx.clock.now(),
    Number.isNaN(lastSent) ? 0 : lastSent + windowMs,
    notBefore?.getTime() ?? 0,
  );
  const payload: AvailabilityPayload = { instanceId: connection.id, ...update };
  await ctx.enqueue(trx, MENU_AVAILABILITY_JOB, payload, { runAt: new Date(at) });
}
