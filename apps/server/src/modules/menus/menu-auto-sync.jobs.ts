import type { MenusDeps } from './menus-deps';
import { adapterOf } from '../../integrations/platforms/platform-adapters';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { MENU_AUTO_SYNC_JOB, scheduleAutoSync } from './menu-auto-sync.schedule';

export { MENU_AUTO_SYNC_JOB };
import { sendStopListChanges } from './menu-availability.service';
import { enqueuePublishes } from './menu-publish.service';
import { readStoredMenu, venueConnections } from './menu-store';
import { importFromRkeeper } from './menus.service';

/** What publishing depends on from an import: the references and what r_keeper sells. */
function fingerprint(row: { reference: string; on_sale: string | null } | undefined): string {
  return row ? `${row.reference}|${row.on_sale ?? ''}` : '';
}

export function menuAutoSyncJob(ctx: MenusDeps): JobHandlerOf<typeof MENU_AUTO_SYNC_JOB> {
  return {
    async run(payload) {
      const { venueId } = payload;
      const settings = await readVenueSettings(ctx.db.kysely, venueId).catch(() => null);
      if (!settings?.isAutoSyncMenuEnabled) return;
      const stored = await readStoredMenu(ctx.db.kysely, venueId);
      try {
        // Schedules the next run itself (storeImport), in the same transaction as the import.
        await importFromRkeeper(ctx, null, venueId);
      } catch (error) {
        ctx.log.warn({ venueId, err: error }, 'menu auto-sync: r_keeper did not give the menu');
        await ctx.db.kysely.transaction().execute((trx) => scheduleAutoSync(ctx, trx, venueId));
        return;
      }
      const after = await readStoredMenu(ctx.db.kysely, venueId);
      if (!after || fingerprint(stored?.row) === fingerprint(after.row)) return;
      await ctx.db.kysely.transaction().execute(async (trx) => {
        // Only the stop-list changed: Wolt, Glovo and Bolt get item calls; Fudy (no item call) the menu.
        const onlyStopList = stored ? await sendStopListChanges(ctx, trx, venueId, stored, after) : false;
        const enabled = (await venueConnections(trx, venueId)).filter(
          (c) => c.is_enabled === 1 && (!onlyStopList || !adapterOf(c.platform)?.sendAvailability),
        );
        if (enabled.length === 0) return;
        await enqueuePublishes(
          ctx,
          trx,
          venueId,
          after.row.version,
          enabled.map((c) => c.id),
          null,
        );
      });
      ctx.worker.nudge();
    },
  };
}
