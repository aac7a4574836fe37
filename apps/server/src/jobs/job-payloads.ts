import { z } from 'zod';

/**
 * Every durable job's name and the payload it carries, as stored in the `jobs` table. A job is checked
 * against its schema when it runs (an invalid payload fails that job for good), and `enqueue` is typed
 * by these names, so a wrong payload does not compile. Names and shapes are stored data: rows written by
 * earlier versions must still parse, so a change here adds, never renames or narrows. Keys a schema does
 * not name are let through (and kept for the handler).
 */
const orderTimer = z.object({ orderId: z.number().int() });
const orderTimerAt = z.object({ orderId: z.number().int(), releaseAt: z.string() });
const availabilityChange = z.object({ id: z.string(), available: z.boolean() });
const uploadStatus = z.object({ publishId: z.number().int(), poll: z.number().int() });

/** A ping's payload; one queued before the rename carries the order id as `woltOrderId`. */
const orderPing = z
  .object({
    instanceId: z.number().int(),
    platformOrderId: z.string().optional(),
    woltOrderId: z.string().optional(),
    status: z.string(),
  })
  .refine((p) => p.platformOrderId !== undefined || p.woltOrderId !== undefined, {
    message: 'platformOrderId is required',
    path: ['platformOrderId'],
  });

export const JOB_PAYLOADS = {
  'platform.order-action': z.object({
    orderId: z.number().int(),
    action: z.enum(['accept', 'ready', 'pickupCompleted', 'reject', 'confirmPreorder']),
    reason: z.string().optional(),
    code: z.string().optional(),
  }),
  'platform.accept': orderTimer,
  'platform.order-ping': orderPing,
  /** The ping job's name before it was made platform-neutral (migration 022); still run. */
  'wolt.notification': orderPing,
  'venue.platform-status': z.object({ instanceId: z.number().int(), changedAt: z.string() }),
  'venue.pause-end': z.object({
    venueId: z.number().int(),
    instanceId: z.number().int().optional(),
    changedAt: z.string(),
  }),
  'venue.busy-end': z.object({ venueId: z.number().int(), until: z.string() }),
  'venue.opening-hours': z.object({ instanceId: z.number().int() }),
  'pos.handover': orderTimer,
  'pos.void': orderTimer,
  // One per venue with the kitchen's Ready on and handed-over orders not yet Ready (modules/rkeeper/pos-kds-ready.job.ts).
  'pos.kds-poll': z.object({ venueId: z.number().int() }),
  'order.auto-accept': orderTimer,
  'order.auto-picked-up': orderTimer,
  'order.preorder-release': orderTimerAt,
  'order.delay-release': orderTimerAt,
  'menu.publish': z.object({ publishId: z.number().int() }),
  'menu.upload-status': uploadStatus,
  /** The upload-status job's name before it was made platform-neutral (migration 025); still run. */
  'menu.glovo-status': uploadStatus,
  'menu.auto-sync': z.object({ venueId: z.number().int() }),
  'menu.availability': z.object({
    instanceId: z.number().int(),
    items: z.array(availabilityChange),
    options: z.array(availabilityChange),
  }),
  'menu.availability-return': z.object({
    venueId: z.number().int(),
    ids: z.array(z.string()),
    auditId: z.number().int(),
  }),
  'retention.sweep': z.object({}),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;

/** The payload a job of this name is enqueued with. */
export type JobPayload<N extends JobName> = z.input<(typeof JOB_PAYLOADS)[N]>;

/** The payload a handler of this job receives: what its schema let through. */
export type JobRunPayload<N extends JobName> = z.output<(typeof JOB_PAYLOADS)[N]>;

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_PAYLOADS, name);
}
