import { z } from 'zod';
import { ZEntityId } from '../api/entity-id';

/**
 * The venue's r_keeper 7 cash server (`rkeeperSettings` on the venue): where its XML interface is,
 * who we sign in as, which station, table and waiter a platform order is written with, and how the
 * XML licence is shown to it (docs/rkeeper.md §2). `login`, `password` and `licenseToken` are
 * write-only: text sets, null clears, left out keeps; answers only say whether they are set.
 */

export const RK_LICENCE_MODES = ['perpetual', 'subscription'] as const;
export type TRkLicenceMode = (typeof RK_LICENCE_MODES)[number];

/** A code of an r_keeper reference (station, table, waiter, currency…): a positive whole number. */
const ZRkCode = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'Enter the r_keeper code: digits only')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** SHA-256 of the cash server's certificate, as `AB:CD:…` (any case, colons optional). */
export const ZCertificateFingerprint = z
  .string()
  .trim()
  .transform((v) => v.replace(/:/g, '').toUpperCase())
  .refine((v) => /^[0-9A-F]{64}$/.test(v), 'Enter the SHA-256 fingerprint: 64 hex digits, colons allowed')
  .transform((v) => v.match(/../g)!.join(':'));

const ZSecretInput = z.string().min(1, 'Enter a value or leave it out').max(500).nullable().optional();

/** GUID as r_keeper writes it: `{8-4-4-4-12}`. */
const ZGuid = z
  .string()
  .trim()
  .regex(/^\{?[0-9A-Fa-f]{8}-([0-9A-Fa-f]{4}-){3}[0-9A-Fa-f]{12}\}?$/, 'Enter a GUID')
  .transform((v) => `{${v.replace(/[{}]/g, '').toUpperCase()}}`);

export const ZRkeeperSettings = z.object({
  isEnabled: z.boolean(),
  /** `https://host:port/rk7api/v0/xmlinterface.xml` */
  url: z.string().nullable(),
  hasLogin: z.boolean(),
  hasPassword: z.boolean(),
  certificateFingerprint: z.string().nullable(),
  stationCode: z.string().nullable(),
  tableCode: z.string().nullable(),
  waiterCode: z.string().nullable(),
  /** Cashier for PayOrder and PrintBill; the waiter when empty. */
  cashierCode: z.string().nullable(),
  orderTypeCode: z.string().nullable(),
  orderCategoryCode: z.string().nullable(),
  /** r_keeper currency (payment type) a platform's prepayment is recorded with. */
  prepayCurrencyCode: z.string().nullable(),
  /** Reason of the promised prepayment. */
  prepayReasonCode: z.string().nullable(),
  /** An open (free-text) modifier the customer's comment is written with; without it the comment goes on the order. */
  commentModifierCode: z.string().nullable(),
  /** Void reason (Order Voids) printed dishes of a cancelled order are voided with. */
  voidReasonCode: z.string().nullable().optional(),
  /** A discount with a manual amount, for a platform's partner discount on the check. */
  discountCode: z.string().nullable().optional(),
  licenceMode: z.enum(RK_LICENCE_MODES),
  licenseAnchor: z.string().nullable(),
  hasLicenseToken: z.boolean(),
  licenseInstanceGuid: z.string().nullable(),
  /** The next `seqNumber` the subscription licence is shown. */
  licenseSeqNumber: z.number().int(),
  /**
   * The kitchen's Ready from r_keeper: when the kitchen display marks every dish of a handed-over
   * order ready, the order goes to Ready and the platform hears it (off by default).
   */
  isKdsReadyEnabled: z.boolean().optional(),
});
export type TRkeeperSettings = z.infer<typeof ZRkeeperSettings>;

export const ZRkeeperSettingsInput = z.object({
  isEnabled: z.boolean().optional(),
  url: z
    .url({
      message: 'Enter the XML interface URL, e.g. https://host:port/rk7api/v0/xmlinterface.xml',
      protocol: /^https?$/,
    })
    .nullable()
    .optional(),
  login: ZSecretInput,
  password: ZSecretInput,
  certificateFingerprint: ZCertificateFingerprint.nullable().optional(),
  stationCode: ZRkCode,
  tableCode: ZRkCode,
  waiterCode: ZRkCode,
  cashierCode: ZRkCode,
  orderTypeCode: ZRkCode,
  orderCategoryCode: ZRkCode,
  prepayCurrencyCode: ZRkCode,
  prepayReasonCode: ZRkCode,
  commentModifierCode: ZRkCode,
  voidReasonCode: ZRkCode,
  discountCode: ZRkCode,
  licenceMode: z.enum(RK_LICENCE_MODES).optional(),
  /** `6:{ProductGUID}#{RestCode}/17` */
  licenseAnchor: z.string().trim().max(200).nullable().optional(),
  licenseToken: ZSecretInput,
  licenseInstanceGuid: ZGuid.nullable().optional(),
  licenseSeqNumber: z.number().int().min(0).optional(),
  isKdsReadyEnabled: z.boolean().optional(),
});
export type TRkeeperSettingsInput = z.input<typeof ZRkeeperSettingsInput>;

/** The plain (not secret) fields of the settings, as stored. */
export const RK_PLAIN_FIELDS = [
  'url',
  'certificateFingerprint',
  'stationCode',
  'tableCode',
  'waiterCode',
  'cashierCode',
  'orderTypeCode',
  'orderCategoryCode',
  'prepayCurrencyCode',
  'prepayReasonCode',
  'voidReasonCode',
  'discountCode',
  'licenceMode',
  'licenseAnchor',
  'licenseInstanceGuid',
] as const;
export const RK_SECRET_FIELDS = ['login', 'password', 'licenseToken'] as const;

/** What an enabled connection needs before an order can be written. */
export function missingRkeeperSettings(s: {
  url?: string | null;
  tableCode?: string | null;
  stationCode?: string | null;
  licenceMode?: TRkLicenceMode | null;
  licenseAnchor?: string | null;
  licenseInstanceGuid?: string | null;
  hasLicenseToken?: boolean;
}): { field: string; message: string } | null {
  if (!s.url) return { field: 'url', message: "Enter the cash server's XML interface URL" };
  if (!s.tableCode) return { field: 'tableCode', message: 'Enter the table code orders are written to' };
  if (!s.stationCode) return { field: 'stationCode', message: 'Enter the station code' };
  if (s.licenceMode === 'subscription') {
    if (!s.licenseAnchor) return { field: 'licenseAnchor', message: 'Enter the licence anchor' };
    if (!s.licenseInstanceGuid)
      return { field: 'licenseInstanceGuid', message: 'Enter the licence instance GUID' };
    if (!s.hasLicenseToken) return { field: 'licenseToken', message: 'Enter the licence token' };
  }
  return null;
}

/** `checkRk`: the cash server's answer to GetSystemInfo, in words. */
export const ZCheckRkRequest = z.object({ venueId: ZEntityId });
export const ZCheckRkResult = z.object({
  ok: z.boolean(),
  /** The cash server's version when it answered. */
  version: z.string().nullable(),
  message: z.string(),
});
export type TCheckRkResult = z.infer<typeof ZCheckRkResult>;
