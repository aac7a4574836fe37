import type { TPlatformKind } from '@orderdesk/contracts';
import type { MenusDeps } from './menus-deps';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import type { AvailabilityUpdate } from '../../integrations/platforms/publishable-menu';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { platformApiUrls, toPlatformConnection } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';
import { clockIso } from '../../clock';
import { AVAILABILITY_AUDIT_ACTION, applyAvailability } from './menu-availability.service';
import { queueAvailability } from './availability-window';
import { findInstance } from '../platform-instances/instances.repository';
import {
  MENU_AVAILABILITY_JOB,
  MENU_AVAILABILITY_RETURN_JOB,
  type AvailabilityPayload,
} from './menu-availability.payloads';

export { MENU_AVAILABILITY_JOB, MENU_AVAILABILITY_RETURN_JOB, type AvailabilityPayload };

export function menuAvailabilityJob(ctx: MenusDeps): JobHandlerOf<typeof MENU_AVAILABILITY_JOB> {
  return {
    async run(payload) {
      const instance = await findInstance(ctx.db.kysely, payload.instanceId);
      if (!instance || instance.is_enabled !== 1) return;
      const adapter = PLATFORM_ADAPTERS[instance.platform as TPlatformKind];
      if (!adapter.sendAvailability || !adapter.availabilityBatch) return;
      const { size: batch, intervalMs } = adapter.availabilityBatch;
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
        const connection = await withPlatformAccess(
          ctx,
          toPlatformConnection(ctx.secrets, instance, platformApiUrls(ctx.config)),
        );
        await adapter.sendAvailability(connection, now);
      } catch (error) {
        if (!(error instanceof PlatformCallError) || !error.retryable)
          throw new PermanentJobError((error as Error).message);
        if (error.status === 429) {
          // Over the platform's rate: the changes wait for its next window (or its Retry-After, if
          // longer), joined by whatever changes meanwhile, instead of being tried until given up.
          const wait = Math.max(intervalMs, error.retryAfterMs ?? 0, 60_000);
          await queueAvailability(ctx, ctx.db.kysely, instance, payload, new Date(ctx.clock.now() + wait));
          return;
        }
        throw error;
      }
      await ctx.db.kysely
        .updateTable('platform_instances')
        .set({ availability_sent_at: clockIso(ctx.clock) })
        .where('id', '=', instance.id)
        .execute();
      await queueAvailability(ctx, ctx.db.kysely, instance, rest);
    },
  };
}

export function menuAvailabilityReturnJob(ctx: MenusDeps): JobHandlerOf<typeof MENU_AVAILABILITY_RETURN_JOB> {
  return {
    async run(payload) {
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
