import { randomBytes } from 'node:crypto';
import type { TPlatformKind } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import {
  GLOVO_MENU_DONE,
  GLOVO_MENU_RUNNING,
  glovoMenuStatus,
} from '../../integrations/platforms/glovo/glovo-menu-calls';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import type { MenuPublishAnswer } from '../../integrations/platforms/publishable-menu';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { platformApiUrls, toPlatformConnection } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';
import { planForConnection } from './menu-publish-plan';
import { findInstance, findInstanceOrThrow } from '../platform-instances/instances.repository';

/** Publishes one connection's menu (one `menu_publishes` row). */
export const MENU_PUBLISH_JOB = 'menu.publish';
/** Asks Glovo how a menu upload's transaction went, until it ends. */
export const GLOVO_MENU_STATUS_JOB = 'menu.glovo-status';

export const GLOVO_POLL_INTERVAL_MS = 30_000;
/** Glovo gets this many polls (20 minutes) to finish an upload before it counts as failed. */
const GLOVO_MAX_POLLS = 40;

export interface MenuPublishPayload {
  publishId: number;
}
export interface GlovoStatusPayload {
  publishId: number;
  poll: number;
}

/** Path of the menu JSON Glovo fetches; the token is per publish. */
export const glovoHostedPath = (publishId: number, token: string) =>
  `/api/glovo/menus/${publishId}?token=${encodeURIComponent(token)}`;

async function finish(
  ctx: AppContext,
  publishId: number,
  status: 'succeeded' | 'failed',
  message: string | null,
): Promise<void> {
  await ctx.db.kysely
    .updateTable('menu_publishes')
    .set({ status, message: message?.slice(0, 2000) ?? null, finished_at: nowIso() })
    .where('id', '=', publishId)
    .where('status', 'in', ['queued', 'processing'])
    .execute();
}

function permanent(error: unknown): boolean {
  return !(error instanceof PlatformCallError) || !error.retryable;
}

export function menuPublishJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const { publishId } = raw as MenuPublishPayload;
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
            return new URL(glovoHostedPath(publishId, token), ctx.config.PUBLIC_URL).toString();
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
        const payload: GlovoStatusPayload = { publishId, poll: 1 };
        await ctx.enqueue(ctx.db.kysely, GLOVO_MENU_STATUS_JOB, payload, {
          runAt: new Date(Date.now() + GLOVO_POLL_INTERVAL_MS),
        });
        return;
      }
      await finish(ctx, publishId, 'succeeded', `${count} items published`);
    },
    async onDeadLetter(raw, lastError) {
      const { publishId } = raw as MenuPublishPayload;
      await finish(ctx, publishId, 'failed', `Did not reach the platform: ${lastError}`);
    },
  };
}

/**
 * Reads a Glovo upload's transaction and records how it ended; answers Glovo's status (null when
 * the publish has no transaction to ask about).
 */
export async function checkGlovoUpload(
  ctx: AppContext,
  publishId: number,
): Promise<{ glovoStatus: string; ended: boolean } | null> {
  const row = await ctx.db.kysely
    .selectFrom('menu_publishes')
    .selectAll()
    .where('id', '=', publishId)
    .executeTakeFirst();
  if (!row?.transaction_id || row.status !== 'processing') return null;
  const instance = await findInstanceOrThrow(ctx.db.kysely, row.instance_id);
  const connection = toPlatformConnection(ctx.secrets, instance, platformApiUrls(ctx.config));
  const { status, details } = await glovoMenuStatus(connection, row.transaction_id);
  if (status === GLOVO_MENU_DONE) {
    await finish(ctx, publishId, 'succeeded', row.message);
    return { glovoStatus: status, ended: true };
  }
  if (GLOVO_MENU_RUNNING.includes(status)) return { glovoStatus: status, ended: false };
  await finish(ctx, publishId, 'failed', `Glovo: ${status}${details ? ` (${details})` : ''}`);
  return { glovoStatus: status, ended: true };
}

export function glovoMenuStatusJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const payload = raw as GlovoStatusPayload;
      const outcome = await checkGlovoUpload(ctx, payload.publishId);
      if (!outcome || outcome.ended) return;
      if (payload.poll >= GLOVO_MAX_POLLS) {
        await finish(
          ctx,
          payload.publishId,
          'failed',
          'Glovo did not finish processing the menu in 20 minutes',
        );
        return;
      }
      const next: GlovoStatusPayload = { publishId: payload.publishId, poll: payload.poll + 1 };
      await ctx.enqueue(ctx.db.kysely, GLOVO_MENU_STATUS_JOB, next, {
        runAt: new Date(Date.now() + GLOVO_POLL_INTERVAL_MS),
      });
    },
  };
}
