import type { AppContext } from './app-context';
import { defineJob, type AnyJobSpec } from './jobs/job-spec';
import { menuAutoSyncJob, MENU_AUTO_SYNC_JOB } from './modules/menus/menu-auto-sync.jobs';
import {
  MENU_AVAILABILITY_JOB,
  MENU_AVAILABILITY_RETURN_JOB,
  menuAvailabilityJob,
  menuAvailabilityReturnJob,
} from './modules/menus/menu-availability.jobs';
import {
  MENU_UPLOAD_STATUS_JOB,
  MENU_UPLOAD_STATUS_JOB_OLD_NAME,
  menuUploadStatusJob,
  MENU_PUBLISH_JOB,
  menuPublishJob,
} from './modules/menus/menu-publish.jobs';
import {
  autoAcceptJob,
  autoPickUpJob,
  delayReleaseJob,
  preorderReleaseJob,
} from './modules/orders/order-timer.jobs';
import {
  AUTO_ACCEPT_JOB,
  AUTO_PICK_UP_JOB,
  DELAY_RELEASE_JOB,
  PREORDER_RELEASE_JOB,
} from './modules/orders/order-timers';
import {
  PLATFORM_ACCEPT_JOB,
  PLATFORM_ORDER_ACTION_JOB,
  platformAcceptJob,
  platformOrderActionJob,
} from './modules/orders/platform-order-action.job';
import { HANDOVER_ATTEMPTS, POS_HANDOVER_JOB, POS_VOID_JOB } from './modules/orders/pos-requests';
import { handoverRetryDelayMs, posHandoverJob } from './modules/rkeeper/pos-handover.job';
import { posVoidJob } from './modules/rkeeper/pos-void.job';
import { posKdsPollJob } from './modules/rkeeper/pos-kds-ready.job';
import { KDS_POLL_JOB } from './modules/rkeeper/till/kds-poll-schedule';
import { RETENTION_JOB, retentionJob } from './modules/retention/retention.job';
import {
  openingHoursJob,
  platformStatusJob,
  VENUE_OPENING_HOURS_JOB,
  VENUE_PAUSE_END_JOB,
  VENUE_PLATFORM_STATUS_JOB,
} from './modules/venues/venue-status.jobs';
import { busyEndJob, VENUE_BUSY_END_JOB } from './modules/venues/venue-busy-mode';
import { pauseEndJob } from './modules/venues/venue-status.service';
import {
  ORDER_FETCH_MAX_ATTEMPTS,
  ORDER_PING_JOB,
  ORDER_PING_JOB_OLD_NAME,
  orderPingJob,
} from './modules/webhooks/order-ping.job';

/**
 * Every durable job the server runs, in one list: its name, its payload schema (`jobs/job-payloads.ts`,
 * checked when it runs), its handler (kept in the module that owns it) and its retry policy where it is
 * not the worker's default (JOB_MAX_ATTEMPTS tries, exponential back-off).
 */
export function jobRegistry(ctx: AppContext): AnyJobSpec[] {
  const orderPing = orderPingJob(ctx);
  return [
    // The order's way: platform calls, then the POS, then the timers that move an order by themselves.
    defineJob(ORDER_PING_JOB, orderPing, { maxAttempts: ORDER_FETCH_MAX_ATTEMPTS }),
    defineJob(ORDER_PING_JOB_OLD_NAME, orderPing, { maxAttempts: ORDER_FETCH_MAX_ATTEMPTS }),
    defineJob(PLATFORM_ORDER_ACTION_JOB, platformOrderActionJob(ctx)),
    defineJob(PLATFORM_ACCEPT_JOB, platformAcceptJob(ctx)),
    defineJob(POS_HANDOVER_JOB, posHandoverJob(ctx), {
      maxAttempts: HANDOVER_ATTEMPTS,
      delayMs: (attempt) => handoverRetryDelayMs(ctx.config, attempt),
    }),
    defineJob(POS_VOID_JOB, posVoidJob(ctx)),
    defineJob(KDS_POLL_JOB, posKdsPollJob(ctx)),
    defineJob(AUTO_ACCEPT_JOB, autoAcceptJob(ctx)),
    defineJob(AUTO_PICK_UP_JOB, autoPickUpJob(ctx)),
    defineJob(PREORDER_RELEASE_JOB, preorderReleaseJob(ctx)),
    defineJob(DELAY_RELEASE_JOB, delayReleaseJob(ctx)),
    // Venues and menus on the platforms.
    defineJob(VENUE_PLATFORM_STATUS_JOB, platformStatusJob(ctx)),
    defineJob(VENUE_PAUSE_END_JOB, pauseEndJob(ctx)),
    defineJob(VENUE_BUSY_END_JOB, busyEndJob(ctx)),
    defineJob(VENUE_OPENING_HOURS_JOB, openingHoursJob(ctx)),
    defineJob(MENU_PUBLISH_JOB, menuPublishJob(ctx)),
    defineJob(MENU_UPLOAD_STATUS_JOB, menuUploadStatusJob(ctx)),
    defineJob(MENU_UPLOAD_STATUS_JOB_OLD_NAME, menuUploadStatusJob(ctx)),
    defineJob(MENU_AUTO_SYNC_JOB, menuAutoSyncJob(ctx)),
    defineJob(MENU_AVAILABILITY_JOB, menuAvailabilityJob(ctx)),
    defineJob(MENU_AVAILABILITY_RETURN_JOB, menuAvailabilityReturnJob(ctx)),
    // Housekeeping.
    defineJob(RETENTION_JOB, retentionJob(ctx)),
  ];
}
