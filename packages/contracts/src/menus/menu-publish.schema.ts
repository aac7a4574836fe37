import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { PLATFORM_KINDS } from '../platforms/distributor-type';

/** Glovo's full menu uploads per store and day (docs/platforms.md §2.5). */
export const GLOVO_DAILY_MENU_UPLOADS = 5;

export const MENU_PUBLISH_STATUSES = ['queued', 'processing', 'succeeded', 'failed'] as const;
export type TMenuPublishStatus = (typeof MENU_PUBLISH_STATUSES)[number];

/** Why an element was left out of a publish. */
export const MENU_EXCLUSION_REASONS = [
  'switchedOff',
  'disabledInRk',
  'brokenCombo',
  'noPrice',
  'requiredOptionUnavailable',
] as const;

/** `POST /api/Menu/Publish`: every enabled connection of the venue, or the ones given. */
export const ZPublishMenuRequest = z.object({
  venueId: ZEntityId,
  instanceIds: z.array(ZEntityId).max(50).optional(),
});
export type TPublishMenuRequest = z.infer<typeof ZPublishMenuRequest>;

export const ZPublishMenuResult = z.object({
  connections: z.array(
    z.object({
      instanceId: z.number().int(),
      platform: z.enum(PLATFORM_KINDS),
      name: z.string(),
      /** Null when the publish was refused (`refusal` says why). */
      publishId: z.number().int().nullable(),
      refusal: z.string().nullable(),
    }),
  ),
});
export type TPublishMenuResult = z.infer<typeof ZPublishMenuResult>;

/** One connection's last publish (`GET /api/venues/menuUpdateStatusInfo/{venueId}`). */
export const ZMenuPublishInfo = z.object({
  instanceId: z.number().int(),
  platform: z.enum(PLATFORM_KINDS),
  name: z.string(),
  isConnectionEnabled: z.boolean(),
  lastPublish: z
    .object({
      id: z.number().int(),
      menuVersion: z.number().int(),
      status: z.enum(MENU_PUBLISH_STATUSES),
      message: z.string().nullable(),
      transactionId: z.string().nullable(),
      requestedAt: z.string(),
      finishedAt: z.string().nullable(),
      published: z.number().int(),
      excluded: z.number().int(),
    })
    .nullable(),
  /** Glovo: full uploads made today (UTC) and the daily limit; null for the other platforms. */
  uploadsToday: z.number().int().nullable(),
  uploadsPerDay: z.number().int().nullable(),
});
export type TMenuPublishInfo = z.infer<typeof ZMenuPublishInfo>;

export const ZMenuStatusInfoParams = z.object({ venueId: ZQueryId });
export const ZMenuStatusInfoQuery = z.object({
  instanceId: ZQueryId.optional(),
  distributorType: z.coerce.number().int().min(1).max(4).optional(),
});
export const ZMenuStatusInfo = z.object({ connections: z.array(ZMenuPublishInfo) });
export type TMenuStatusInfo = z.infer<typeof ZMenuStatusInfo>;

/** `GET /api/Menu/LastExcludedItems?venueId=`: what each connection's last publish left out and why. */
export const ZLastExcludedItems = z.object({
  connections: z.array(
    z.object({
      instanceId: z.number().int(),
      platform: z.enum(PLATFORM_KINDS),
      name: z.string(),
      publishedAt: z.string().nullable(),
      items: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          kind: z.string(),
          reason: z.enum(MENU_EXCLUSION_REASONS),
        }),
      ),
    }),
  ),
});
export type TLastExcludedItems = z.infer<typeof ZLastExcludedItems>;

/** `GET /api/venues/menuImageDuplicates/{venueId}`: one image used by several dishes of a connection. */
export const ZMenuImageDuplicates = z.object({
  duplicates: z.array(
    z.object({
      instanceId: z.number().int(),
      platform: z.enum(PLATFORM_KINDS),
      imageUrl: z.string(),
      items: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type TMenuImageDuplicates = z.infer<typeof ZMenuImageDuplicates>;

/** `GET /api/glovo/verifyUpdateMenu/{venueId}?instanceId=`: asks Glovo how the last upload went. */
export const ZGlovoVerifyQuery = z.object({ instanceId: ZQueryId });
export const ZGlovoVerifyResult = z.object({
  instanceId: z.number().int(),
  transactionId: z.string().nullable(),
  /** Glovo's own status (SUCCESS, PROCESSING, FETCH_MENU_INVALID_PAYLOAD…), or null without an upload. */
  glovoStatus: z.string().nullable(),
  status: z.enum(MENU_PUBLISH_STATUSES).nullable(),
  message: z.string().nullable(),
  uploadsToday: z.number().int(),
  uploadsPerDay: z.number().int(),
});
export type TGlovoVerifyResult = z.infer<typeof ZGlovoVerifyResult>;

/** `GET /api/Menu/PublishPreview?venueId=`: what a publish would change on each connection. */
export const ZMenuPublishPreview = z.object({
  /** The venue is open now by its schedule: customers see the change at once. */
  isOpenNow: z.boolean(),
  connections: z.array(
    z.object({
      instanceId: z.number().int(),
      platform: z.enum(PLATFORM_KINDS),
      name: z.string(),
      isConnectionEnabled: z.boolean(),
      /** False before the first successful publish: everything counts as added. */
      hasPublished: z.boolean(),
      added: z.array(z.object({ id: z.string(), name: z.string(), price: z.number().int() })),
      removed: z.array(z.object({ id: z.string(), name: z.string() })),
      priceChanged: z.array(
        z.object({ id: z.string(), name: z.string(), from: z.number().int(), to: z.number().int() }),
      ),
      switchedOff: z.array(
        z.object({ id: z.string(), name: z.string(), reason: z.enum(MENU_EXCLUSION_REASONS) }),
      ),
      /** Glovo: uploads left today. */
      uploadsLeft: z.number().int().nullable(),
    }),
  ),
});
export type TMenuPublishPreview = z.infer<typeof ZMenuPublishPreview>;
