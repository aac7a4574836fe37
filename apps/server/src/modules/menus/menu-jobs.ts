import type { AppContext } from '../../app-context';
import type { JobHandler } from '../../jobs/job-worker';
import { MENU_AUTO_SYNC_JOB, menuAutoSyncJob } from './menu-auto-sync.jobs';
import {
  MENU_AVAILABILITY_JOB,
  MENU_AVAILABILITY_RETURN_JOB,
  menuAvailabilityJob,
  menuAvailabilityReturnJob,
} from './menu-availability.jobs';
import {
  GLOVO_MENU_STATUS_JOB,
  glovoMenuStatusJob,
  MENU_PUBLISH_JOB,
  menuPublishJob,
} from './menu-publish.jobs';

export function menuJobHandlers(ctx: AppContext): Record<string, JobHandler> {
  return {
    [MENU_PUBLISH_JOB]: menuPublishJob(ctx),
    [GLOVO_MENU_STATUS_JOB]: glovoMenuStatusJob(ctx),
    [MENU_AUTO_SYNC_JOB]: menuAutoSyncJob(ctx),
    [MENU_AVAILABILITY_JOB]: menuAvailabilityJob(ctx),
    [MENU_AVAILABILITY_RETURN_JOB]: menuAvailabilityReturnJob(ctx),
  };
}
