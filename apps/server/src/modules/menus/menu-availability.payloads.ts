import type { AvailabilityUpdate } from '../../integrations/platforms/publishable-menu';

/** Sends one connection's availability changes (one batch; the rest follows as another job). */
export const MENU_AVAILABILITY_JOB = 'menu.availability';
/** Brings sold-out elements back at the end time given with them. */
export const MENU_AVAILABILITY_RETURN_JOB = 'menu.availability-return';

export interface AvailabilityPayload extends AvailabilityUpdate {
  instanceId: number;
}
export interface AvailabilityReturnPayload {
  venueId: number;
  ids: string[];
  /** The audit row of the change that set the end time: later changes of the same ids win. */
  auditId: number;
}
