import { isJobWaiting } from '../../jobs/job-lookups';
import type { Kysely } from 'kysely';
import type { MenusDeps } from './menus-deps';
import type { Database } from '../../db/schema';
import { readVenueSettings } from '../venues/venue-settings.repository';
import type { JobPayload } from '../../jobs/job-payloads';

/**
 * `isAutoSyncMenuEnabled`: every MENU_AUTO_SYNC_MINUTES the venue's menu is read from r_keeper again
 * and, when what r_keeper holds or sells changed, published to each enabled connection. One job per
 * venue, rescheduling itself while the setting is on; a download from r_keeper (re)starts it.
 */
export const MENU_AUTO_SYNC_JOB = 'menu.auto-sync';

export type MenuAutoSyncPayload = JobPayload<typeof MENU_AUTO_SYNC_JOB>;

/** Puts the venue's next sync in the queue, unless one is already there or the setting is off. */
export async function scheduleAutoSync(
  ctx: Pick<MenusDeps, 'clock' | 'enqueue' | 'config'>,
  trx: Kysely<Database>,
  venueId: number,
): Promise<void> {
  const settings = await readVenueSettings(trx, venueId);
  if (!settings.isAutoSyncMenuEnabled) return;
  const payload: MenuAutoSyncPayload = { venueId };
  // The running job itself does not count: it is the one scheduling its successor.
  if (await isJobWaiting(trx, MENU_AUTO_SYNC_JOB, payload)) return;
  await ctx.enqueue(trx, MENU_AUTO_SYNC_JOB, payload, {
    runAt: new Date(ctx.clock.now() + ctx.config.MENU_AUTO_SYNC_MINUTES * 60_000),
  });
}
