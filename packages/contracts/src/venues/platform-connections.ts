import { z } from 'zod';
import { ZEntityId } from '../api/entity-id';
import { PLATFORM_CAPABILITIES } from '../orders/platform-order-capabilities';
import type { TPlatformKind } from '../platforms/distributor-type';

/**
 * Platform connections ("instances", docs/product.md §3's `woltSettings`, `boltSettings`, `fudySettings`,
 * `glovoSettings`): one item per store of the venue on that platform. Secrets are write-only: a
 * request may set (text), clear (null) or keep (left out) each; an answer only says whether it is set.
 */

const ZName = z.string().trim().max(200, 'At most 200 characters');
const ZExternalId = z
  .string()
  .trim()
  .min(1, "Enter the platform's store id")
  .max(200, 'At most 200 characters');
/** A secret in a request: text sets it, null clears it, left out keeps it. */
const ZSecretInput = z
  .string()
  .trim()
  .min(1, 'Enter a value or leave it out')
  .max(4000)
  .nullable()
  .optional();
/**
 * The currency the store sells in on the platform (ISO 4217, e.g. "EUR", "PLN"): its menus are
 * published in it and its orders that name no currency are read in it.
 */
export const ZCurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Enter a three-letter currency code such as EUR')
  .transform((v) => v.toUpperCase());
const ZUrl = z.url({ message: 'Enter a URL starting with http:// or https://', protocol: /^https?$/ });

/** Which Wolt online/offline call a connection uses (docs/platforms.md §1.5): the venue guide's by default. */
export const WOLT_STATUS_FORMS = ['status', 'online'] as const;
export type TWoltStatusForm = (typeof WOLT_STATUS_FORMS)[number];

/** Webhook path each platform calls, under the server's public address. */
export const PLATFORM_WEBHOOK_PATHS = {
  wolt: '/api/webhooks/wolt',
  bolt: '/api/webhooks/bolt',
  fudy: '/api/webhooks/fudy',
  glovo: '/api/webhooks/glovo',
} as const;

const ZConnectionBase = z.object({
  id: z.number().int(),
  isEnabled: z.boolean(),
  name: z.string(),
  externalId: z.string(),
  /** Path of the webhook to give the platform (prefix it with the server's public address). */
  webhookPath: z.string(),
  /** The store's currency on the platform (ISO 4217); null: not set (menus then go out in the currency of the last order through it, else EUR). */
  currency: z.string().nullable().optional(),
});

export const ZWoltConnection = ZConnectionBase.extend({
  statusForm: z.enum(WOLT_STATUS_FORMS),
  clientId: z.string().nullable(),
  hasApiKey: z.boolean(),
  hasClientSecret: z.boolean(),
  hasRefreshToken: z.boolean(),
  hasWebhookSecret: z.boolean(),
});
export const ZGlovoConnection = ZConnectionBase.extend({
  hasApiToken: z.boolean(),
  hasWebhookToken: z.boolean(),
});
export const ZBoltConnection = ZConnectionBase.extend({
  integratorId: z.string().nullable(),
  webhookUser: z.string().nullable(),
  hasHmacSecret: z.boolean(),
  hasWebhookPassword: z.boolean(),
});
export const ZFudyConnection = ZConnectionBase.extend({
  apiUrl: z.string().nullable(),
  hasApiKey: z.boolean(),
  hasWebhookSecret: z.boolean(),
});
export type TWoltConnection = z.infer<typeof ZWoltConnection>;
export type TGlovoConnection = z.infer<typeof ZGlovoConnection>;
export type TBoltConnection = z.infer<typeof ZBoltConnection>;
export type TFudyConnection = z.infer<typeof ZFudyConnection>;

const ZConnectionInputBase = z.object({
  /** Left out: a new connection. */
  id: ZEntityId.optional(),
  isEnabled: z.boolean().default(true),
  name: ZName.default(''),
  externalId: ZExternalId,
  /** ISO 4217; null clears it, left out keeps it. */
  currency: ZCurrencyCode.nullable().optional(),
});

export const ZWoltConnectionInput = ZConnectionInputBase.extend({
  statusForm: z.enum(WOLT_STATUS_FORMS).optional(),
  clientId: z.string().trim().max(200).nullable().optional(),
  apiKey: ZSecretInput,
  clientSecret: ZSecretInput,
  refreshToken: ZSecretInput,
  webhookSecret: ZSecretInput,
}).strict();
export const ZGlovoConnectionInput = ZConnectionInputBase.extend({
  apiToken: ZSecretInput,
  webhookToken: ZSecretInput,
}).strict();
export const ZBoltConnectionInput = ZConnectionInputBase.extend({
  integratorId: z.string().trim().max(200).nullable().optional(),
  webhookUser: z.string().trim().max(200).nullable().optional(),
  hmacSecret: ZSecretInput,
  webhookPassword: ZSecretInput,
}).strict();
export const ZFudyConnectionInput = ZConnectionInputBase.extend({
  apiUrl: ZUrl.nullable().optional(),
  apiKey: ZSecretInput,
  webhookSecret: ZSecretInput,
}).strict();
export type TWoltConnectionInput = z.input<typeof ZWoltConnectionInput>;
export type TGlovoConnectionInput = z.input<typeof ZGlovoConnectionInput>;
export type TBoltConnectionInput = z.input<typeof ZBoltConnectionInput>;
export type TFudyConnectionInput = z.input<typeof ZFudyConnectionInput>;

/**
 * Per platform: the secret fields (write-only, answered as `has…`) and the plain fields kept as
 * options. The server seals the former and never returns them.
 */
export const CONNECTION_FIELDS = {
  wolt: {
    secrets: ['apiKey', 'clientSecret', 'refreshToken', 'webhookSecret'],
    plain: ['statusForm', 'clientId', 'currency'],
  },
  glovo: { secrets: ['apiToken', 'webhookToken'], plain: ['currency'] },
  bolt: {
    secrets: ['hmacSecret', 'webhookPassword'],
    plain: ['integratorId', 'webhookUser', 'currency'],
  },
  fudy: { secrets: ['apiKey', 'webhookSecret'], plain: ['apiUrl', 'currency'] },
} as const;

/** `apiKey` → `hasApiKey`. */
export function hasSecretKey(secret: string): string {
  return `has${secret[0]!.toUpperCase()}${secret.slice(1)}`;
}

/** One connection's online state (docs/product.md §3's `availablities`). */
export const ZConnectionAvailability = z.object({
  instanceId: z.number().int(),
  /** The spec's distributorType: Wolt 1, Bolt 2, Fudy 3, Glovo 4. */
  distributorId: z.number().int(),
  platform: z.enum(['wolt', 'bolt', 'fudy', 'glovo']),
  name: z.string(),
  isEnabled: z.boolean(),
  isOnline: z.boolean(),
  /** Since when it is in this state. */
  since: z.string().nullable(),
  /** End of a timed pause. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
  /** The platform confirmed this state (false while our call is pending or failing). */
  isConfirmed: z.boolean(),
  /** The platform's last refusal, in words. */
  error: z.string().nullable(),
});
export type TConnectionAvailability = z.infer<typeof ZConnectionAvailability>;

/**
 * What each platform's API lets us do for a store (docs/platforms.md §1.5, §2.4, §3, §4): `pauseUntil` =
 * the platform ends a timed pause itself (ours ends it anyway); `openingHours` = the schedule can be
 * pushed. Glovo's schedule is read-only in its API, Bolt's schedule body and Fudy's hours are not
 * published: the venue screen says so.
 */
export const PLATFORM_VENUE_CAPABILITIES = Object.fromEntries(
  Object.entries(PLATFORM_CAPABILITIES).map(([platform, can]) => [
    platform,
    { setOnline: can.canSetOnline, pauseUntil: can.canPauseUntil, openingHours: can.canPushOpeningHours },
  ]),
) as Record<TPlatformKind, { setOnline: boolean; pauseUntil: boolean; openingHours: boolean }>;
