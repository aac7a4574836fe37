import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { MENU_NODE_KINDS } from './menu-ids';

/**
 * One element of a connection's menu tree (docs/product.md §3): categories hold dishes and combos, dishes hold
 * modifier groups and their modifiers, combos hold their component dishes. Prices are minor units
 * (cents). `price`, `name` and `imageUrl` are what this platform shows: the connection's own value
 * where one was saved, else r_keeper's; `rkName` and `rkPrice` are r_keeper's.
 */
export interface TMenuNode {
  id: string;
  kind: (typeof MENU_NODE_KINDS)[number];
  /** r_keeper ident of the object the element stands for. */
  rkIdent: string;
  rkCode: string | null;
  rkName: string;
  rkPrice: number | null;
  name: string;
  price: number | null;
  /** Wolt only: a lower price shown as a discount; null when none. */
  discountedPrice: number | null;
  imageUrl: string | null;
  isEnabled: boolean;
  /** A combo one of whose components r_keeper no longer sells: never published. */
  isBrokenCombo: boolean;
  /** Not on sale in r_keeper (stop-list, sale period, inactive): never published. */
  isDisabledInRk: boolean;
  /** Modifier groups: how many the customer picks. */
  min: number | null;
  max: number | null;
  /** Modifier groups: how many r_keeper gives free of charge (`FreeCount`). */
  freeCount?: number | null;
  /** Modifiers: the one r_keeper's scheme chooses unless the customer changes it (`DefaultModifier`). */
  isDefault?: boolean;
  /** Dishes: r_keeper's preparation time in minutes (`CookMins`), a hint; null when none. */
  prepMinutes?: number | null;
  children: TMenuNode[];
}

export const ZMenuNode: z.ZodType<TMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(MENU_NODE_KINDS),
    rkIdent: z.string(),
    rkCode: z.string().nullable(),
    rkName: z.string(),
    rkPrice: z.number().int().nullable(),
    name: z.string(),
    price: z.number().int().nullable(),
    discountedPrice: z.number().int().nullable(),
    imageUrl: z.string().nullable(),
    isEnabled: z.boolean(),
    isBrokenCombo: z.boolean(),
    isDisabledInRk: z.boolean(),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    freeCount: z.number().int().nullable().optional(),
    isDefault: z.boolean().optional(),
    prepMinutes: z.number().int().nullable().optional(),
    children: z.array(ZMenuNode),
  }),
);

/** One platform connection's copy of the menu. */
export const ZMenuInstance = z.object({
  instanceId: z.number().int(),
  name: z.string(),
  /** Whether the connection itself is switched on (a switched-off one is never published to). */
  isConnectionEnabled: z.boolean(),
  children: z.array(ZMenuNode),
});
export type TMenuInstance = z.infer<typeof ZMenuInstance>;

export const MENU_SOURCES = ['rkeeper', 'file'] as const;

/** Wolt items whose discounted price is not below their price (Wolt refuses such a menu). */
export const ZIncorrectDiscount = z.object({
  instanceId: z.number().int(),
  id: z.string(),
  name: z.string(),
  price: z.number().int().nullable(),
  discountedPrice: z.number().int(),
});

/** `GET /api/Menu?venueId=`: the venue's menu per connection (docs/product.md §3). */
export const ZMenu = z.object({
  venueId: z.number().int(),
  /** Grows with each import; the screen keeps it in local storage (`menuVersion`). */
  menuVersion: z.number().int(),
  /** Null until a menu was imported. */
  importedAt: z.string().nullable(),
  source: z.enum(MENU_SOURCES).nullable(),
  /** r_keeper's `XmlVersion` of the references read. */
  xmlVersion: z.string().nullable(),
  woltInstances: z.array(ZMenuInstance),
  boltInstances: z.array(ZMenuInstance),
  fudyInstances: z.array(ZMenuInstance),
  glovoInstances: z.array(ZMenuInstance),
  woltsInCorrectDiscounts: z.array(ZIncorrectDiscount),
});
export type TMenu = z.infer<typeof ZMenu>;

export const ZMenuVenueQuery = z.object({ venueId: ZQueryId });
export const ZMenuVenueParams = z.object({ venueId: ZQueryId });

const ZMinorUnits = z
  .number({ message: 'Enter a price in cents' })
  .int('Enter a price in cents')
  .min(0, 'A price cannot be negative')
  .max(100_000_000, 'Too large a price');

/** One element's settings on one connection; a field left out keeps its value, null clears an override. */
export const ZMenuItemChange = z.object({
  id: z.string().trim().min(1).max(200),
  isEnabled: z.boolean().optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name or clear it')
    .max(200, 'At most 200 characters')
    .nullable()
    .optional(),
  price: ZMinorUnits.nullable().optional(),
  discountedPrice: ZMinorUnits.nullable().optional(),
  imageUrl: z
    .url({ message: 'Enter an image URL starting with https://', protocol: /^https$/ })
    .max(1000)
    .nullable()
    .optional(),
});
export type TMenuItemChange = z.infer<typeof ZMenuItemChange>;

/** `POST /api/Menu`: saves enablement and per-platform names, prices and images. */
export const ZSaveMenuRequest = z.object({
  venueId: ZEntityId,
  /** The version the changes were made on; an older one than the server's is refused (409). */
  menuVersion: z.number().int().min(0),
  instances: z
    .array(
      z.object({
        instanceId: ZEntityId,
        items: z.array(ZMenuItemChange).max(20_000),
      }),
    )
    .max(50),
});
export type TSaveMenuRequest = z.infer<typeof ZSaveMenuRequest>;

/** `POST /api/Menu/Download`: import from the venue's r_keeper. */
export const ZDownloadMenuRequest = z.object({ venueId: ZEntityId });

/** What an import read, in numbers. */
export const ZMenuImportResult = z.object({
  menuVersion: z.number().int(),
  xmlVersion: z.string().nullable(),
  /** False when r_keeper's `XmlVersion` had not changed and the stored references were kept. */
  referencesRead: z.boolean(),
  categories: z.number().int(),
  dishes: z.number().int(),
  modifiers: z.number().int(),
  combos: z.number().int(),
  /** Dishes r_keeper does not sell now (stop-list). */
  disabledInRk: z.number().int(),
  /** Rows written to the mapping table the hand-over reads. */
  mappings: z.number().int(),
});
export type TMenuImportResult = z.infer<typeof ZMenuImportResult>;

/** `POST /api/Menu/MenuFromFile?venueId=`: an r_keeper export (the GetRefData XML answers, see docs/product.md §3 "Menus"). */
export const ZMenuFileUpload = z.object({
  fileName: z.string().trim().min(1).max(255),
  content: z.string().min(1, 'The file is empty').max(5_000_000, 'The file is larger than 5 MB'),
});

/** `GET /api/Menu/MenuFromFile?venueId=`: the last file imported. */
export const ZMenuFileInfo = z.object({
  fileName: z.string().nullable(),
  importedAt: z.string().nullable(),
});
