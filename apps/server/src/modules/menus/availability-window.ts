import type { TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { MenusDeps } from './menus-deps';
import type { Database } from '../../db/schema';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import type { AvailabilityChange, AvailabilityUpdate } from '../../integrations/platforms/publishable-menu';
import { replaceWaitingJob, waitingJobsOf } from '../../jobs/job-lookups';
import { JOB_PAYLOADS } from '../../jobs/job-payloads';
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
  ctx: Pick<MenusDeps, 'clock' | 'enqueue'>,
  trx: Kysely<Database>,
  connection: { id: number; platform: string },
  update: AvailabilityUpdate,
  notBefore?: Date,
): Promise<void> {
  if (update.items.length + update.options.length === 0) return;
  for (const job of await waitingJobsOf(trx, MENU_AVAILABILITY_JOB)) {
    const parsed = JOB_PAYLOADS[MENU_AVAILABILITY_JOB].safeParse(job.payload);
    // One that does not parse fails by itself when it runs; nothing can be joined onto it.
    if (!parsed.success || parsed.data.instanceId !== connection.id) continue;
    const merged: AvailabilityPayload = {
      instanceId: connection.id,
      ...mergeAvailability(parsed.data, update),
    };
    const runAt = notBefore && notBefore.toISOString() > job.runAt ? notBefore.toISOString() : job.runAt;
    // Claimed meanwhile: it goes out as it was, and these changes get a call of their own.
    if (await replaceWaitingJob(trx, job.id, merged, runAt)) return;
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
