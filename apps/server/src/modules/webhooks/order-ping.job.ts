import { jobQueuedAt } from '../../jobs/job-lookups';
import { currencyOption } from '../../integrations/platforms/connection-currency';
import { OrderStatus } from '@orderdesk/contracts';
import type { WebhooksDeps } from './webhooks-deps';
import type {
  FetchedOrder,
  PlatformAdapter,
  PlatformConnection,
} from '../../integrations/platforms/platform-adapter';
import { adapterOf } from '../../integrations/platforms/platform-adapters';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { PermanentJobError, RetryLaterError } from '../../jobs/job-errors';
import { backoffDelayMs } from '../../jobs/job-queue';
import type { JobPayload } from '../../jobs/job-payloads';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { cancelPlatformOrder, ingestUnlessCancelledFirst } from '../orders/early-cancellations';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { applyPlatformCourierEta, applyPlatformStatus } from '../orders/platform-status';
import { storablePlatformOrderId } from '../orders/storable-order';
import { loadConnection } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';

/** Fetches the order a platform's ping names. */
export const ORDER_PING_JOB = 'platform.order-ping';
/**
 * The job's name before 0.1 named it after Wolt. Migration 022 renames queued rows; an instance still
 * running the old code during a rolling upgrade may add more, so the name is still run.
 */
export const ORDER_PING_JOB_OLD_NAME = 'wolt.notification';

/** A fetch job's attempts: high enough that `FETCH_RETRY_HORIZON_MS`, not the count, ends its retries. */
export const ORDER_FETCH_MAX_ATTEMPTS = 1000;

/** How long a failing fetch is retried, from the ping's arrival, before it is given up. */
const FETCH_RETRY_HORIZON_MS = 30 * 60_000;

/** The longest wait between two fetches of our own choosing (a platform's `Retry-After` may ask more). */
const FETCH_RETRY_MAX_DELAY_MS = 30_000;

/**
 * Answers a fetch may get while the order is still on its way or the platform is unwell: refused
 * credentials (a token being rotated), an order not readable yet, rate limits and outages.
 */
const FETCH_AGAIN_STATUSES = new Set([401, 403, 404, 408, 425, 429]);

/** A ping as it is queued. */
export type OrderPingPayload = JobPayload<typeof ORDER_PING_JOB>;

/** A queued ping's payload; one queued before the rename carries the order id as `woltOrderId`. */
export function pingedOrderId(payload: OrderPingPayload): string {
  const platformOrderId = payload.platformOrderId ?? payload.woltOrderId;
  // The schema refuses a payload without either, so this is only for the type checker's sake.
  if (platformOrderId === undefined) throw new PermanentJobError('The ping names no order');
  return platformOrderId;
}

/** Wolt's words for a cancelled order, in a ping or a fetched order's status. */
const isCancel = (status: string): boolean => ['canceled', 'cancelled'].includes(status.toLowerCase());

function isWorthFetchingAgain(error: unknown): boolean {
  if (!(error instanceof PlatformCallError)) return true;
  if (error.status === null) return error.retryable;
  return error.status >= 500 || FETCH_AGAIN_STATUSES.has(error.status);
}

/** The fetch; a 401 with an OAuth token gets the token replaced and the fetch made once more. */
async function fetchWithCurrentToken(
  ctx: WebhooksDeps,
  fetchOrder: NonNullable<PlatformAdapter['fetchOrder']>,
  loaded: PlatformConnection,
  platformOrderId: string,
): Promise<FetchedOrder> {
  const connection = await withPlatformAccess(ctx, loaded);
  try {
    return await fetchOrder(connection, platformOrderId);
  } catch (error) {
    const token = connection.credentials['accessToken'];
    const refused = error instanceof PlatformCallError && error.status === 401;
    if (!refused || !token || connection.credentials['apiKey']) throw error;
    return fetchOrder(await withPlatformAccess(ctx, loaded, token), platformOrderId);
  }
}

/** The failed fetch tried again later (after the platform's `Retry-After` when it gave one), or given up. */
async function retryOrGiveUp(
  ctx: WebhooksDeps,
  jobId: number,
  attempt: number,
  error: unknown,
): Promise<never> {
  const message = error instanceof Error ? error.message : String(error);
  if (!isWorthFetchingAgain(error)) throw new PermanentJobError(message);
  const now = ctx.clock.now();
  const since = (await jobQueuedAt(ctx.db.kysely, jobId)) ?? now;
  if (now - since >= FETCH_RETRY_HORIZON_MS)
    throw new PermanentJobError(`${message} (given up after ${FETCH_RETRY_HORIZON_MS / 60_000} minutes)`);
  const backoff = backoffDelayMs(
    attempt,
    ctx.config.JOB_BACKOFF_BASE_MS,
    Math.min(ctx.config.JOB_BACKOFF_MAX_MS, FETCH_RETRY_MAX_DELAY_MS),
  );
  const asked = error instanceof PlatformCallError ? (error.retryAfterMs ?? 0) : 0;
  throw new RetryLaterError(message, Math.max(backoff, Math.min(asked, FETCH_RETRY_HORIZON_MS)));
}

/**
 * A ping is only a trigger (docs/platforms.md §1.2): whatever status it names, the order is fetched through
 * the connection's adapter and the platform's own status applied. An order first seen in any status is
 * stored in that status (a venue Wolt accepts by itself never sends CREATED); an order we hold only
 * moves forward, and never out of a final status, so late or repeated pings change nothing. A
 * cancellation wins whichever way it comes: in the ping, in the fetched status, or remembered from
 * before the order could be fetched. A fetch that fails is tried again for half an hour.
 */
export function orderPingJob(ctx: WebhooksDeps): JobHandlerOf<typeof ORDER_PING_JOB> {
  return {
    async run(payload, job) {
      const { jobId, attempt } = job;
      const { instanceId, status } = payload;
      const platformOrderId = pingedOrderId(payload);
      const loaded = await loadConnection(ctx, instanceId);
      if (!loaded) throw new PermanentJobError(`Platform instance ${instanceId} no longer exists`);
      const source = {
        id: instanceId,
        venue_id: loaded.venueId,
        platform: loaded.platform,
        currency: currencyOption(loaded.options),
      };
      const adapter = adapterOf(loaded.platform);
      if (!adapter?.fetchOrder)
        throw new PermanentJobError(`${loaded.platform} orders cannot be fetched: it sends them whole`);
      const ref = { platform: loaded.platform, instanceId, platformOrderId };
      const cancelNote = `Cancelled by ${adapter.displayName}`;
      let fetched: FetchedOrder;
      try {
        fetched = await fetchWithCurrentToken(ctx, adapter.fetchOrder, loaded, platformOrderId);
      } catch (error) {
        // A cancelled order cancels ours, or is remembered until it can be stored (cancelled).
        if (isCancel(status)) {
          await cancelPlatformOrder(ctx, ref, status, cancelNote);
          return;
        }
        // A delivered order the platform no longer serves still ends ours.
        const key = { ...ref, platformOrderId: storablePlatformOrderId(platformOrderId) };
        if (status === 'DELIVERED' && (await applyPlatformStatus(ctx, key, status, OrderStatus.DELIVERED)))
          return;
        return retryOrGiveUp(ctx, jobId, attempt, error);
      }
      // A refund is also pinged as CANCELED: Wolt's own status then says which it is.
      const pingCancels = isCancel(status) && fetched.status !== OrderStatus.REFUNDED;
      if (pingCancels || fetched.status === OrderStatus.REJECTED) {
        const platformStatus = pingCancels ? status : fetched.platformStatus;
        const stored = await ingestPlatformOrder(
          ctx,
          source,
          fetched.order,
          OrderStatus.REJECTED,
          cancelNote,
        );
        if (!stored) await cancelPlatformOrder(ctx, ref, platformStatus, cancelNote);
        return;
      }
      // A cancellation may have come before the order: it is then stored cancelled.
      // Stored, the order's insert is this job's last write and carries its done mark.
      const { stored, early } = await ingestUnlessCancelledFirst(
        ctx,
        source,
        fetched.order,
        fetched.status,
        job,
      );
      if (stored) return;
      if (early) {
        await cancelPlatformOrder(ctx, ref, early.platformStatus, early.note);
        return;
      }
      const key = { ...ref, platformOrderId: storablePlatformOrderId(platformOrderId) };
      await applyPlatformStatus(ctx, key, fetched.platformStatus || status, fetched.status);
      await applyPlatformCourierEta(ctx, key, fetched.order.courierEta);
    },
  };
}
