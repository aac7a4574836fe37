import { randomBytes } from 'node:crypto';
import { glovoHostedMenuContract, type TPlatformKind } from '@orderdesk/contracts';
import type { MenusDeps } from './menus-deps';
import { clockIso } from '../../clock';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import type { MenuPublishAnswer } from '../../integrations/platforms/publishable-menu';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobPayload } from '../../jobs/job-payloads';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { platformApiUrls, toPlatformConnection } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';
import { planForConnection } from './menu-publish-plan';
import { findInstance, findInstanceOrThrow } from '../platform-instances/instances.repository';

/** Publishes one connection's menu (one `menu_publishes` row). */
export const MENU_PUBLISH_JOB = 'menu.publish';
/** Asks the platform how an upload it processes after the call (Glovo's transaction) went, until it ends. */
export const MENU_UPLOAD_STATUS_JOB = 'menu.upload-status';
/** Its name before it was made platform-neutral, still run for rows an older instance queues. */
export const MENU_UPLOAD_STATUS_JOB_OLD_NAME = 'menu.glovo-status';

export const UPLOAD_POLL_INTERVAL_MS = 30_000;
/** A platform gets this many polls (20 minutes) to finish an upload before it counts as failed. */
const UPLOAD_MAX_POLLS = 40;

export type MenuPublishPayload = JobPayload<typeof MENU_PUBLISH_JOB>;
export type UploadStatusPayload = JobPayload<typeof MENU_UPLOAD_STATUS_JOB>;

/** Path of a published menu's JSON for a platform that fetches it; the token is per publish. */
const hostedMenuPath = (publishId: number, token: string) =>
  `${glovoHostedMenuContract.path.replace(':publishId', String(publishId))}?token=${encodeURIComponent(token)}`;

async function finish(
  ctx: Pick<MenusDeps, 'db' | 'clock'>,
  publishId: number,
  status: 'succeeded' | 'failed',
  message: string | null,
): Promise<void> {
  await ctx.db.kysely
    .updateTable('menu_publishes')
    .set({ status, message: message?.slice(0, 2000) ?? null, finished_at: clockIso(ctx.clock) })
    .where('id', '=', publishId)
    .where('status', 'in', ['queued', 'processing'])
    .execute();
}

function permanent(error: unknown): boolean {
  return !(error instanceof PlatformCallError) || !error.retryable;
}

export function menuPublishJob(ctx: MenusDeps): JobHandlerOf<typeof MENU_PUBLISH_JOB> {
  return {
    async run(payload) {
      const { publishId } = payload;
      const row = await ctx.db.kysely
        .selectFrom('menu_publishes')
        .selectAll()
        .where('id', '=', publishId)
        .executeTakeFirst();
      if (!row || row.status !== 'queued') return;
      const instance = await findInstance(ctx.db.kysely, row.instance_id);
      if (!instance || instance.is_enabled !== 1) {
        await finish(ctx, publishId, 'failed', 'The connection was switched off before the menu went out');
        return;
      }
      const plan = await planForConnection(ctx.db.kysely, row.venue_id, row.instance_id);
      if (!plan) {
        await finish(ctx, publishId, 'failed', 'The venue has no menu');
        return;
      }
      const platform = instance.platform as TPlatformKind;
      const items = JSON.stringify(plan.items);
      const excluded = JSON.stringify(plan.excluded);
      await ctx.db.kysely
        .updateTable('menu_publishes')
        .set({ items, excluded, menu_version: plan.menuVersion })
        .where('id', '=', publishId)
        .execute();
      let answer: MenuPublishAnswer;
      const adapter = PLATFORM_ADAPTERS[platform];
      try {
        const connection = await withPlatformAccess(
          ctx,
          toPlatformConnection(ctx.secrets, instance, platformApiUrls(ctx.config)),
        );
        if (!adapter.publishMenu)
          throw new PlatformCallError(`${adapter.displayName} has no menu call`, null, false);
        answer = await adapter.publishMenu(connection, plan.menu, {
          hostedUrl: async (body) => {
            if (!ctx.config.PUBLIC_URL) {
              throw new PlatformCallError(
                `${adapter.displayName} fetches the menu from our server: set PUBLIC_URL to the address it can reach`,
                null,
                false,
              );
            }
            const token = row.access_token ?? randomBytes(24).toString('base64url');
            await ctx.db.kysely
              .updateTable('menu_publishes')
              .set({ body: JSON.stringify(body), access_token: token })
              .where('id', '=', publishId)
              .execute();
            return new URL(hostedMenuPath(publishId, token), ctx.config.PUBLIC_URL).toString();
          },
        });
      } catch (error) {
        const perDay = adapter.menuUploadsPerDay;
        const limit = perDay !== undefined && error instanceof PlatformCallError && error.status === 429;
        if (limit || permanent(error)) {
          const message = limit
            ? `${adapter.displayName} refused the upload: the store's ${perDay} menu uploads for today are used up (LIMIT_EXCEEDED)`
            : (error as Error).message;
          await finish(ctx, publishId, 'failed', message);
          throw new PermanentJobError(message);
        }
        throw error;
      }
      const count = Object.keys(plan.items).length;
      if (answer.processing) {
        await ctx.db.kysely
          .updateTable('menu_publishes')
          .set({ status: 'processing', transaction_id: answer.transactionId, message: `${count} items sent` })
          .where('id', '=', publishId)
          .execute();
        const payload: UploadStatusPayload = { publishId, poll: 1 };
        await ctx.enqueue(ctx.db.kysely, MENU_UPLOAD_STATUS_JOB, payload, {
          runAt: new Date(ctx.clock.now() + UPLOAD_POLL_INTERVAL_MS),
        });
        return;
      }
      await finish(ctx, publishId, 'succeeded', `${count} items published`);
    },
    async onDeadLetter(payload, lastError) {
      const { publishId } = payload;
      await finish(ctx, publishId, 'failed', `Did not reach the platform: ${lastError}`);
    },
  };
}

/**
 * Asks the platform how a publish's upload went and records how it ended; answers the platform's word
 * for it (null when the publish has no upload to ask about).
 */
export async function checkMenuUpload(
  ctx: MenusDeps,
  publishId: number,
): Promise<{ platformStatus: string; ended: boolean } | null> {
  const row = await ctx.db.kysely
    .selectFrom('menu_publishes')
    .selectAll()
    .where('id', '=', publishId)
    .executeTakeFirst();
  if (!row?.transaction_id || row.status !== 'processing') return null;
  const instance = await findInstanceOrThrow(ctx.db.kysely, row.instance_id);
  const adapter = PLATFORM_ADAPTERS[instance.platform as TPlatformKind];
  if (!adapter.menuUploadStatus) return null;
  const connection = await withPlatformAccess(
    ctx,
    toPlatformConnection(ctx.secrets, instance, platformApiUrls(ctx.config)),
  );
  const { state, platformStatus, details } = await adapter.menuUploadStatus(connection, row.transaction_id);
  if (state === 'running') return { platformStatus, ended: false };
  if (state === 'done') await finish(ctx, publishId, 'succeeded', row.message);
  else
    await finish(
      ctx,
      publishId,
      'failed',
      `${adapter.displayName}: ${platformStatus}${details ? ` (${details})` : ''}`,
    );
  return { platformStatus, ended: true };
}

export function menuUploadStatusJob(ctx: MenusDeps): JobHandlerOf<typeof MENU_UPLOAD_STATUS_JOB> {
  return {
    async run(payload) {
      const outcome = await checkMenuUpload(ctx, payload.publishId);
      if (!outcome || outcome.ended) return;
      if (payload.poll >= UPLOAD_MAX_POLLS) {
        await finish(
          ctx,
          payload.publishId,
          'failed',
          'The platform did not finish processing the menu in 20 minutes',
        );
        return;
      }
      const next: UploadStatusPayload = { publishId: payload.publishId, poll: payload.poll + 1 };
      await ctx.enqueue(ctx.db.kysely, MENU_UPLOAD_STATUS_JOB, next, {
        runAt: new Date(ctx.clock.now() + UPLOAD_POLL_INTERVAL_MS),
      });
    },
  };
}
