import type { TPlatformKind } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { sendBoltAvailability } from '../../integrations/platforms/bolt/bolt-menu-calls';
import { sendGlovoAvailability } from '../../integrations/platforms/glovo/glovo-menu-calls';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import type { AvailabilityUpdate } from '../../integrations/platforms/publishable-menu';
import { sendWoltAvailability } from '../../integrations/platforms/wolt/wolt-menu-calls';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { platformApiUrls, toPlatformConnection } from '../platform-instances/connections';
import { withWoltAccessToken } from '../platform-instances/wolt-access-token';
import { AVAILABILITY_AUDIT_ACTION, applyAvailability } from './menu-availability.service';
import { findInstance } from '../platform-instances/instances.repository';

/** Sends one connection's availability changes (one batch; the rest follows as another job). */
export const MENU_AVAILABILITY_JOB = 'menu.availability';
/** Brings sold-out elements back at the end time given with them. */
export const MENU_AVAILABILITY_RETURN_JOB = 'menu.availability-return';

/**
 * Wolt's item updates are rate limited (PLATFORMS.md §1.6: one Update Items request per 15 minutes
 * in its retail guide, "send deltas only"): at most this many items and this many option values per
 * call, and the next batch of a change waits the interval.
 */
export const WOLT_AVAILABILITY_BATCH = 100;
export const WOLT_AVAILABILITY_INTERVAL_MS = 15 * 60_000;
/** Glovo's bulk update takes up to 10 000 products and attributes per call. */
export const GLOVO_AVAILABILITY_BATCH = 10_000;

export interface AvailabilityPayload extends AvailabilityUpdate {
  instanceId: number;
}
export interface AvailabilityReturnPayload {
  venueId: number;
  ids: string[];
  /** The audit row of the change that set the end time: later changes of the same ids win. */
  auditId: number;
}

export function menuAvailabilityJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const payload = raw as AvailabilityPayload;
      const instance = await findInstance(ctx.db.kysely, payload.instanceId);
      if (!instance || instance.is_enabled !== 1) return;
      const platform = instance.platform as TPlatformKind;
      const batch = platform === 'wolt' ? WOLT_AVAILABILITY_BATCH : GLOVO_AVAILABILITY_BATCH;
      const now: AvailabilityUpdate = {
        items: payload.items.slice(0, batch),
        options: payload.options.slice(0, batch),
      };
      const rest: AvailabilityPayload = {
        instanceId: payload.instanceId,
        items: payload.items.slice(batch),
        options: payload.options.slice(batch),
      };
      try {
        const connection = await withWoltAccessToken(
          ctx,
          toPlatformConnection(ctx.secrets, instance, platformApiUrls(ctx.config)),
        );
        if (platform === 'wolt') {
          if (now.items.length) await sendWoltAvailability(connection, 'items', now.items);
          if (now.options.length) await sendWoltAvailability(connection, 'options/values', now.options);
        } else if (platform === 'glovo') await sendGlovoAvailability(connection, now);
        else if (platform === 'bolt') await sendBoltAvailability(connection, now);
      } catch (error) {
        if (!(error instanceof PlatformCallError) || !error.retryable)
          throw new PermanentJobError((error as Error).message);
        throw error;
      }
      if (rest.items.length || rest.options.length) {
        const delay = platform === 'wolt' ? WOLT_AVAILABILITY_INTERVAL_MS : 0;
        await ctx.enqueue(ctx.db.kysely, MENU_AVAILABILITY_JOB, rest, {
          runAt: new Date(Date.now() + delay),
        });
      }
    },
  };
}

export function menuAvailabilityReturnJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const payload = raw as AvailabilityReturnPayload;
      const later = await ctx.db.kysely
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', AVAILABILITY_AUDIT_ACTION)
        .where('entity_id', '=', String(payload.venueId))
        .where('id', '>', payload.auditId)
        .execute();
      const touched = new Set(
        later.flatMap((r) => (JSON.parse(r.after_json ?? '{}') as { ids?: string[] }).ids ?? []),
      );
      const ids = payload.ids.filter((id) => !touched.has(id));
      if (!ids.length) return;
      const venue = await ctx.db.kysely
        .selectFrom('menus')
        .select('venue_id')
        .where('venue_id', '=', payload.venueId)
        .executeTakeFirst();
      if (!venue) return;
      await ctx.db.kysely
        .transaction()
        .execute((trx) =>
          applyAvailability(
            ctx,
            trx,
            null,
            { venueId: payload.venueId, ids, isAvailable: true },
            { strict: false },
          ),
        );
      ctx.worker.nudge();
    },
  };
}
