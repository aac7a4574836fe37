import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { createListQuery } from '../api/list-query';
import { PLATFORM_KINDS } from '../platforms/distributor-type';
import { ZVenueSelfSettings } from '../venues/venue-settings';

/** pending → approved | rejected | withdrawn; only a pending request changes. */
export const LIC_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type TLicRequestStatus = (typeof LIC_REQUEST_STATUSES)[number];

export const ZPlatformKind = z.enum(PLATFORM_KINDS, { message: 'Choose Wolt, Bolt, Fudy or Glovo' });

/** One or more platforms, each once. */
export const ZLicPlatforms = z
  .array(ZPlatformKind)
  .min(1, 'Choose at least one platform')
  .refine((list) => new Set(list).size === list.length, 'Each platform only once');

const ZDateTime = z.iso.datetime({ offset: true, message: 'Enter a date and time' });
const ZComment = z.string().trim().max(1000, 'Use at most 1000 characters');

const ZPersonRef = z.object({ id: z.number().int(), userName: z.string() });

export const ZLicRequest = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  platforms: z.array(ZPlatformKind),
  /** The asked expiry; 2100-01-01T00:00:00Z when `unlimited`. */
  expiresAt: z.string(),
  unlimited: z.boolean(),
  comment: z.string().nullable(),
  status: z.enum(LIC_REQUEST_STATUSES),
  requestedBy: ZPersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who approved, rejected or withdrew it, and when; null while pending. */
  decidedBy: ZPersonRef.nullable(),
  decidedAt: z.string().nullable(),
  /** Approved by the settings' auto-approval, without an administrator. */
  autoApproved: z.boolean(),
  rejectReason: z.string().nullable(),
  /** The venue's expiry dates now, to compare with what is asked. */
  currentDates: ZVenueSelfSettings,
});
export type TLicRequest = z.infer<typeof ZLicRequest>;

/**
 * The period: `unlimited`, or an expiry date `expiresAt`; with neither the settings' default period
 * (months from now) applies.
 */
export const ZCreateLicRequest = z.object({
  venueId: ZEntityId,
  platforms: ZLicPlatforms,
  unlimited: z.boolean().default(false),
  expiresAt: ZDateTime.nullable().optional(),
  comment: ZComment.nullable().optional(),
});
export type TCreateLicRequest = z.input<typeof ZCreateLicRequest>;

/** The requester (or an admin) changes a pending request; fields left out stay. */
export const ZUpdateLicRequest = z.object({
  id: ZEntityId,
  platforms: ZLicPlatforms.optional(),
  unlimited: z.boolean().optional(),
  expiresAt: ZDateTime.nullable().optional(),
  comment: ZComment.nullable().optional(),
});
export type TUpdateLicRequest = z.input<typeof ZUpdateLicRequest>;

export const ZRejectLicRequest = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(1000, 'Use at most 1000 characters'),
});
export type TRejectLicRequest = z.input<typeof ZRejectLicRequest>;

export const ZListLicRequestsQuery = createListQuery({
  sortable: ['createdAt', 'venueName', 'status', 'expiresAt'],
}).extend({
  status: z.enum(LIC_REQUEST_STATUSES).optional(),
  venueId: ZQueryId.optional(),
  areaId: ZQueryId.optional(),
  platform: ZPlatformKind.optional(),
});
export type TListLicRequestsQuery = z.output<typeof ZListLicRequestsQuery>;

/**
 * The licence settings an admin controls (`PATCH /api/lic-requests/settings`, fields left out unchanged).
 */
export const ZLicenceSettings = z.object({
  /** Period of a request that names no date, in months. */
  defaultPeriodMonths: z.number().int().min(1).max(120),
  /** The furthest a dealer may ask, in months from now. */
  maxPeriodMonths: z.number().int().min(1).max(120),
  /** Whether dealers may ask for an unlimited licence (admins always may). */
  dealersMayRequestUnlimited: z.boolean(),
  /** Dealers whose requests are approved as soon as they are made (within the limits above). */
  autoApproveDealerIds: z.array(ZEntityId).max(1000),
  /** Licences ending within this many days are reported as `expiring`. */
  expiringWithinDays: z.number().int().min(1).max(365),
});
export type TLicenceSettings = z.infer<typeof ZLicenceSettings>;

export const DEFAULT_LICENCE_SETTINGS: TLicenceSettings = {
  defaultPeriodMonths: 12,
  maxPeriodMonths: 36,
  dealersMayRequestUnlimited: false,
  autoApproveDealerIds: [],
  expiringWithinDays: 30,
};

export const ZLicenceSettingsChange = ZLicenceSettings.partial()
  .strict()
  .refine(
    (s) =>
      s.defaultPeriodMonths === undefined ||
      s.maxPeriodMonths === undefined ||
      s.defaultPeriodMonths <= s.maxPeriodMonths,
    { message: 'The default period cannot be longer than the longest one', path: ['defaultPeriodMonths'] },
  );
export type TLicenceSettingsChange = z.input<typeof ZLicenceSettingsChange>;

/** Kinds of licence events: a request's life, and an admin's direct change of the venue's dates. */
export const LICENCE_EVENT_KINDS = [
  'requested',
  'updated',
  'approved',
  'rejected',
  'withdrawn',
  'changed',
] as const;
export type TLicenceEventKind = (typeof LICENCE_EVENT_KINDS)[number];

export const ZLicenceEvent = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  requestId: z.number().int().nullable(),
  kind: z.enum(LICENCE_EVENT_KINDS),
  platforms: z.array(ZPlatformKind),
  /** The asked or given expiry date, when the event has one. */
  expiresAt: z.string().nullable(),
  /** The venue's dates before and after (approved, changed); null when the dates did not change. */
  before: ZVenueSelfSettings.nullable(),
  after: ZVenueSelfSettings.nullable(),
  /** A comment or a reject reason. */
  note: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type TLicenceEvent = z.infer<typeof ZLicenceEvent>;

export const ZLicenceEventsParams = z.object({ venueId: ZQueryId });
