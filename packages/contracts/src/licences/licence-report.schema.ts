import { z } from 'zod';
import { ZQueryId } from '../api/entity-id';
import { LICENCE_STATUSES } from './licence-status';

const ZStatus = z.enum(LICENCE_STATUSES, {
  message: 'Choose active, expiring, expired, notAssigned or unlimited',
});
const ZQueryDate = z.iso.datetime({ offset: true, message: 'Enter a date and time' });

/**
 * Spec §7's query of `GET /api/venues/licences`. `actionPeriodStart`/`End` keep the venues with a
 * licence event (request, approval, rejection, withdrawal, change) in that period.
 */
export const ZLicenceReportQuery = z
  .object({
    venueId: ZQueryId.optional(),
    areaId: ZQueryId.optional(),
    groupId: ZQueryId.optional(),
    companyName: z
      .string()
      .trim()
      .max(200)
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    woltLicenseStatus: ZStatus.optional(),
    boltLicenseStatus: ZStatus.optional(),
    fudyLicenseStatus: ZStatus.optional(),
    glovoLicenseStatus: ZStatus.optional(),
    actionPeriodStart: ZQueryDate.optional(),
    actionPeriodEnd: ZQueryDate.optional(),
  })
  .refine(
    (q) =>
      !q.actionPeriodStart ||
      !q.actionPeriodEnd ||
      Date.parse(q.actionPeriodStart) <= Date.parse(q.actionPeriodEnd),
    { message: 'The period ends before it starts', path: ['actionPeriodEnd'] },
  );
export type TLicenceReportQuery = z.output<typeof ZLicenceReportQuery>;

export const ZPlatformLicence = z.object({
  expiresAt: z.string().nullable(),
  status: ZStatus,
  /** Whether the venue has an enabled connection to that platform. */
  enabled: z.boolean(),
});
export type TPlatformLicence = z.infer<typeof ZPlatformLicence>;

export const ZLicenceReportRow = z.object({
  venueId: z.number().int(),
  venueName: z.string(),
  companyName: z.string().nullable(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  wolt: ZPlatformLicence,
  bolt: ZPlatformLicence,
  fudy: ZPlatformLicence,
  glovo: ZPlatformLicence,
  /** The venue's latest licence event (within the action period when one is given). */
  lastActionAt: z.string().nullable(),
});
export type TLicenceReportRow = z.infer<typeof ZLicenceReportRow>;
