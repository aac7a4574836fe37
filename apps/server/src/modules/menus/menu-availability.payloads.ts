import type { JobPayload } from '../../jobs/job-payloads';

/** Sends one connection's availability changes (one batch; the rest follows as another job). */
export const MENU_AVAILABILITY_JOB = 'menu.availability';
/** Brings sold-out elements back at the end time given with them. */
export const MENU_AVAILABILITY_RETURN_JOB = 'menu.availability-return';

/** `auditId`: the audit row of the change that set the end time: later changes of the same ids win. */
export type AvailabilityPayload = JobPayload<typeof MENU_AVAILABILITY_JOB>;
export type AvailabilityReturnPayload = JobPayload<typeof MENU_AVAILABILITY_RETURN_JOB>;
