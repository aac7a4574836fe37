import { z } from 'zod';
import { ZQueryId } from '../api/entity-id';
import { PLATFORM_KINDS } from '../platforms/distributor-type';

/** What an order line or option is looked up as in r_keeper: a dish (also a combo's part) or a modifier. */
export const POS_ITEM_KINDS = ['dish', 'modifier'] as const;
export const ZPosItemKind = z.enum(POS_ITEM_KINDS);
export type TPosItemKind = z.infer<typeof ZPosItemKind>;

/**
 * Why a line or option stopped the hand-over: `unknown` (its POS id matches nothing in r_keeper),
 * `noRef` (the platform sent no POS id), `switchedOff` (sold out in the platform's menu), `notOnSale`
 * (r_keeper's stop-list or sale period), `brokenCombo` (a combo whose part or own dish is unknown or
 * not on sale), `emptyCombo` (a combo that lists no parts).
 */
export const POS_PROBLEM_REASONS = [
  'unknown',
  'noRef',
  'switchedOff',
  'notOnSale',
  'brokenCombo',
  'emptyCombo',
] as const;
export type TPosProblemReason = (typeof POS_PROBLEM_REASONS)[number];

/** One line (or option of a line) of an order that the hand-over could not write to r_keeper. */
export const ZPosProblem = z.object({
  /** The order line's name. */
  line: z.string(),
  /** The option's (or combo part's) name when the problem is one of the line's options, else null. */
  option: z.string().nullable(),
  /** What a mapping of `platformRef` must point at. */
  kind: ZPosItemKind,
  /** The id the platform sent for it (Wolt `pos_id` / `value_pos_id`, Glovo and Bolt ids). */
  platformRef: z.string().nullable(),
  reason: z.enum(POS_PROBLEM_REASONS),
  /** In words, as the order's `posProblems` hold it. */
  text: z.string(),
  /** Whether mapping `platformRef` to an r_keeper item can put it right. */
  canMap: z.boolean(),
});
export type TPosProblem = z.infer<typeof ZPosProblem>;

export const ZOrderPosProblems = z.object({
  orderId: z.number().int(),
  venueId: z.number().int(),
  platform: z.string(),
  /** Each line that fails now, read against the venue's r_keeper menu and mappings. */
  problems: z.array(ZPosProblem),
  /** What the order's last hand-over stored (also reasons not tied to a line). */
  stored: z.array(z.string()),
  /** Where the menu came from: r_keeper itself, the last import, or nowhere (nothing could be checked). */
  menuSource: z.enum(['rkeeper', 'import']).nullable(),
});
export type TOrderPosProblems = z.infer<typeof ZOrderPosProblems>;

/** A dish or modifier of the venue's r_keeper menu, to map a platform item to. */
export const ZRkMenuChoice = z.object({
  ident: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  kind: ZPosItemKind,
});
export type TRkMenuChoice = z.infer<typeof ZRkMenuChoice>;

export const ZRkMenuQuery = z.object({
  search: z.string().trim().max(100).optional(),
  kind: ZPosItemKind.optional(),
});
export type TRkMenuQuery = z.infer<typeof ZRkMenuQuery>;

export const ZRkMenuChoices = z.object({
  source: z.enum(['rkeeper', 'import']).nullable(),
  /** The first matches, by name. */
  items: z.array(ZRkMenuChoice),
  /** Matches beyond `items`. */
  more: z.number().int(),
});
export type TRkMenuChoices = z.infer<typeof ZRkMenuChoices>;

/** One row of the venue's mapping table: a platform's item id pointing at an r_keeper ident. */
export const ZPosMapping = z.object({
  id: z.number().int(),
  platform: z.string(),
  kind: ZPosItemKind,
  platformRef: z.string(),
  rkIdent: z.string(),
  /** The r_keeper item's name when it was written. */
  name: z.string().nullable(),
  /** Written by a person; a menu import keeps it. */
  isManual: z.boolean(),
});
export type TPosMapping = z.infer<typeof ZPosMapping>;

export const ZSavePosMappingRequest = z.object({
  platform: z.enum(PLATFORM_KINDS),
  kind: ZPosItemKind,
  platformRef: z.string().trim().min(1).max(200),
  rkIdent: z.string().trim().min(1).max(50),
});
export type TSavePosMappingRequest = z.infer<typeof ZSavePosMappingRequest>;

export const ZPosMappingParams = z.object({ id: ZQueryId, mappingId: ZQueryId });

/**
 * How a platform item reaches its r_keeper item: a row written by hand, a row the menu import wrote,
 * its POS id read as the r_keeper Ident or Code (the venue's `posIdLookup`); null: it reaches none.
 */
export const POS_ITEM_MATCHES = ['manual', 'import', 'ident', 'code'] as const;
export type TPosItemMatch = (typeof POS_ITEM_MATCHES)[number];

/** One item of the venue's menus as a platform knows it, and the r_keeper dish or modifier it is. */
export const ZPlatformPosItem = z.object({
  platform: z.enum(PLATFORM_KINDS),
  kind: ZPosItemKind,
  /** The id the platform sends for it (Wolt `pos_id`, …). */
  platformRef: z.string(),
  /** Its name on the platform (the published menu's or the last order's); null when only a mapping names it. */
  name: z.string().nullable(),
  /** Where it was seen: the menu the venue publishes, a mapping row, orders the platform sent. */
  seenIn: z.array(z.enum(['menu', 'mapping', 'orders'])),
  /** The r_keeper item it is written as; null when unmapped. */
  rk: ZRkMenuChoice.omit({ kind: true }).nullable(),
  match: z.enum(POS_ITEM_MATCHES).nullable(),
  /** The mapping row under its id (what Clear removes), null when none. */
  mappingId: z.number().int().nullable(),
  /** The r_keeper ident that row points at. */
  mappedIdent: z.string().nullable(),
  /** A row under its id points at an ident the r_keeper menu does not hold. */
  brokenMapping: z.boolean(),
});
export type TPlatformPosItem = z.infer<typeof ZPlatformPosItem>;

const ZQueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const ZPlatformPosItemsQuery = z.object({
  /** Part of the name, the POS id, or the r_keeper ident or code (any case). */
  search: z.string().trim().max(100).optional(),
  unmappedOnly: ZQueryFlag.optional(),
  platform: z.enum(PLATFORM_KINDS).optional(),
  kind: ZPosItemKind.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
/** The query as a client sends it. */
export type TPlatformPosItemsQuery = {
  search?: string;
  unmappedOnly?: boolean;
  platform?: (typeof PLATFORM_KINDS)[number];
  kind?: TPosItemKind;
  limit?: number;
};

export const ZPlatformPosItems = z.object({
  menuSource: z.enum(['rkeeper', 'import']).nullable(),
  /** The venue's `posIdLookup` the list was read with. */
  posIdLookup: z.number().int(),
  /** Every item of the venue (before search and filter), and how many of them are unmapped. */
  total: z.number().int(),
  unmapped: z.number().int(),
  /** The items that match the search and filter, unmapped first, then by platform and name. */
  items: z.array(ZPlatformPosItem),
  /** Matches beyond `items`. */
  more: z.number().int(),
});
export type TPlatformPosItems = z.infer<typeof ZPlatformPosItems>;
