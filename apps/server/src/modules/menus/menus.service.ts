import {
  applyMenuSwitch,
  isSwitchable,
  PLATFORM_KINDS,
  platformCapabilities,
  type TMenu,
  type TMenuImportResult,
  type TMenuInstance,
  type TMenuNode,
  type TPlatformKind,
  type TSaveMenuRequest,
} from '@orderdesk/contracts';
import type { MenusDeps } from './menus-deps';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { loadPosConnection } from '../rkeeper/till/pos-connection.repository';
import { tillClientFor } from '../rkeeper/till/venue-till-client';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { scopedVenue } from '../venues/venues.service';
import { parseMenuFile } from '../rkeeper/till/menu-file';
import { referenceCounts, withSalePrices, type MenuReference } from '../rkeeper/till/menu-reference';
import {
  fillPosMappings,
  readElementSettings,
  readStoredMenu,
  storeMenu,
  venueConnections,
  writeElementSettings,
  type StoredMenu,
} from './menu-store';
import { buildMenuTree, flattenMenuTree, type ElementSettings } from './menu-tree';
import { scheduleAutoSync } from './menu-auto-sync.schedule';
import { readRkMenu } from '../rkeeper/till/rk-menu-reader';

const INSTANCE_KEYS: Record<
  TPlatformKind,
  keyof Pick<TMenu, 'woltInstances' | 'boltInstances' | 'fudyInstances' | 'glovoInstances'>
> = {
  wolt: 'woltInstances',
  bolt: 'boltInstances',
  fudy: 'fudyInstances',
  glovo: 'glovoInstances',
};

/** The venue's menu per connection, built from the stored import and each connection's settings. */
export async function menuOf(ctx: Pick<MenusDeps, 'db'>, venueId: number): Promise<TMenu> {
  const stored = await readStoredMenu(ctx.db.kysely, venueId);
  const connections = await venueConnections(ctx.db.kysely, venueId);
  const settings = await readElementSettings(ctx.db.kysely, venueId);
  const menu: TMenu = {
    venueId,
    menuVersion: stored?.row.version ?? 0,
    importedAt: stored?.row.imported_at ?? null,
    source: stored?.row.source ?? null,
    xmlVersion: stored?.row.xml_version ?? null,
    woltInstances: [],
    boltInstances: [],
    fudyInstances: [],
    glovoInstances: [],
    woltsInCorrectDiscounts: [],
  };
  for (const conn of connections) {
    const platform = conn.platform as TPlatformKind;
    if (!PLATFORM_KINDS.includes(platform)) continue;
    const children = stored ? treeFor(stored, settings.get(conn.id) ?? new Map()) : [];
    const instance: TMenuInstance = {
      instanceId: conn.id,
      name: conn.name,
      isConnectionEnabled: conn.is_enabled === 1,
      children,
    };
    menu[INSTANCE_KEYS[platform]].push(instance);
    // A discounted price must be below the price where the platform takes discounts (contracts'
    // capabilities): the menu screen lists such items before a publish fails on them.
    if (platformCapabilities(platform).menuDiscounts) {
      for (const n of flattenMenuTree(children)) {
        if (n.discountedPrice !== null && (n.price === null || n.discountedPrice >= n.price)) {
          menu.woltsInCorrectDiscounts.push({
            instanceId: conn.id,
            id: n.id,
            name: n.name,
            price: n.price,
            discountedPrice: n.discountedPrice,
          });
        }
      }
    }
  }
  return menu;
}

function treeFor(stored: StoredMenu, settings: Map<string, ElementSettings>): TMenuNode[] {
  return buildMenuTree({ reference: stored.reference, onSale: stored.onSale, settings });
}

export async function getMenu(
  ctx: Pick<MenusDeps, 'db'>,
  user: RequestUser,
  venueId: number,
): Promise<TMenu> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  return menuOf(ctx, venueId);
}

/**
 * Saves a connection's switches by docs/product.md §4's rules (a modifier switch reaches the same modifier under
 * every dish, a category switch its dishes…) and its own names, prices and images.
 */
export async function saveMenu(
  ctx: Pick<MenusDeps, 'db' | 'clock'>,
  user: RequestUser,
  body: TSaveMenuRequest,
): Promise<TMenu> {
  await scopedVenue(ctx.db.kysely, user, body.venueId);
  const now = clockIso(ctx.clock);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const stored = await readStoredMenu(trx, body.venueId);
    if (!stored) throw AppError.conflict('The venue has no menu yet: download it from r_keeper first');
    if (body.menuVersion !== stored.row.version) {
      throw AppError.conflict(
        'The menu was imported again since it was opened: reload it and make the changes again',
        'menuVersion',
      );
    }
    const connections = new Map((await venueConnections(trx, body.venueId)).map((c) => [c.id, c]));
    const allSettings = await readElementSettings(trx, body.venueId);
    for (const [index, instance] of body.instances.entries()) {
      if (!connections.has(instance.instanceId)) {
        throw AppError.badRequest(
          'This venue has no such platform connection',
          `instances.${index}.instanceId`,
        );
      }
      const settings = allSettings.get(instance.instanceId) ?? new Map<string, ElementSettings>();
      const before = treeFor(stored, settings);
      const known = new Map(flattenMenuTree(before).map((n) => [n.id, n]));
      let after = before;
      for (const [i, change] of instance.items.entries()) {
        const element = known.get(change.id);
        if (!element) throw AppError.badRequest('No such menu element', `instances.${index}.items.${i}.id`);
        if (change.isEnabled !== undefined) {
          if (!isSwitchable(element) && change.isEnabled) {
            throw AppError.badRequest(
              element.isBrokenCombo
                ? `"${element.name}" is a broken combo and cannot be switched on`
                : `"${element.name}" is not on sale in r_keeper and cannot be switched on`,
              `instances.${index}.items.${i}.isEnabled`,
            );
          }
          after = applyMenuSwitch(after, change.id, change.isEnabled);
        }
      }
      const switched = new Map(flattenMenuTree(after).map((n) => [n.id, n.isEnabled]));
      const rows = new Map<string, ElementSettings>();
      const current = (id: string): ElementSettings =>
        rows.get(id) ??
        settings.get(id) ?? {
          isEnabled: true,
          name: null,
          price: null,
          discountedPrice: null,
          imageUrl: null,
        };
      for (const element of known.values()) {
        if (!isSwitchable(element)) continue;
        const isEnabled = switched.get(element.id)!;
        if (isEnabled !== element.isEnabled) rows.set(element.id, { ...current(element.id), isEnabled });
      }
      for (const change of instance.items) {
        const own = { ...current(change.id) };
        if (change.name !== undefined) own.name = change.name;
        if (change.price !== undefined) own.price = change.price;
        if (change.discountedPrice !== undefined) own.discountedPrice = change.discountedPrice;
        if (change.imageUrl !== undefined) own.imageUrl = change.imageUrl;
        if (
          change.name !== undefined ||
          change.price !== undefined ||
          change.discountedPrice !== undefined ||
          change.imageUrl !== undefined
        )
          rows.set(change.id, own);
      }
      await writeElementSettings(
        trx,
        body.venueId,
        instance.instanceId,
        [...rows].map(([elementId, s]) => ({ elementId, settings: s })),
        now,
      );
    }
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'menu.save',
      entity: 'venue',
      entityId: body.venueId,
      after: {
        instances: body.instances.map((i) => ({ instanceId: i.instanceId, changes: i.items.length })),
      },
    });
  });
  return menuOf(ctx, body.venueId);
}

/** Stores an import, fills the mapping table and answers what was read. */
export async function storeImport(
  ctx: MenusDeps,
  user: RequestUser | null,
  venueId: number,
  input: {
    source: 'rkeeper' | 'file';
    xmlVersion: string | null;
    reference: MenuReference;
    referencesRead: boolean;
    onSale: string[] | null;
    fileName: string | null;
  },
): Promise<TMenuImportResult> {
  const tree = buildMenuTree({
    reference: input.reference,
    onSale: input.onSale === null ? null : new Set(input.onSale),
    settings: new Map(),
  });
  const elements = flattenMenuTree(tree);
  const mapped = elements
    .filter((n) => n.kind === 'dish' || n.kind === 'combo' || n.kind === 'modifier')
    .map((n) => ({
      id: n.id,
      kind: n.kind === 'modifier' ? ('modifier' as const) : ('dish' as const),
      rkIdent: n.rkIdent,
      name: n.rkName,
    }));
  const now = clockIso(ctx.clock);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const version = await storeMenu(trx, venueId, input, now);
    const mappings = await fillPosMappings(trx, venueId, mapped);
    const result: TMenuImportResult = {
      menuVersion: version,
      xmlVersion: input.xmlVersion,
      referencesRead: input.referencesRead,
      ...referenceCounts(input.reference),
      disabledInRk: elements.filter((n) => (n.kind === 'dish' || n.kind === 'combo') && n.isDisabledInRk)
        .length,
      mappings,
    };
    if (input.source === 'rkeeper') await scheduleAutoSync(ctx, trx, venueId);
    await writeAudit(trx, {
      userId: user?.id ?? null,
      at: now,
      action: input.source === 'file' ? 'menu.import-file' : 'menu.download',
      entity: 'venue',
      entityId: venueId,
      after: { ...result, fileName: input.fileName },
    });
    return result;
  });
}

/** `POST /api/Menu/Download`: the menu from the venue's r_keeper, references re-read only when changed. */
export async function downloadMenu(
  ctx: MenusDeps,
  user: RequestUser,
  venueId: number,
): Promise<TMenuImportResult> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  return importFromRkeeper(ctx, user, venueId);
}

export async function importFromRkeeper(
  ctx: MenusDeps,
  user: RequestUser | null,
  venueId: number,
): Promise<TMenuImportResult> {
  const conn = await loadPosConnection(ctx.db.kysely, ctx.secrets, venueId);
  if (!conn?.url) {
    throw AppError.conflict(
      'No r_keeper cash server is set up for this venue: set it up or upload an export',
    );
  }
  const stored = await readStoredMenu(ctx.db.kysely, venueId);
  const known = stored?.row.source === 'rkeeper' ? stored.row.xml_version : null;
  const settings = await readVenueSettings(ctx.db.kysely, venueId);
  let read;
  try {
    read = await readRkMenu(
      tillClientFor(ctx, conn, {
        debug: settings.isDebugMode,
      }),
      conn.stationCode,
      known,
    );
  } catch (error) {
    throw AppError.unavailable({ general: [`r_keeper did not give the menu: ${(error as Error).message}`] });
  }
  const reference = withSalePrices(read.reference ?? stored!.reference, read.salePrices);
  refuseEmptyImport(reference, stored);
  return storeImport(ctx, user, venueId, {
    source: 'rkeeper',
    xmlVersion: read.xmlVersion,
    reference,
    referencesRead: read.reference !== null,
    onSale: read.onSale,
    fileName: null,
  });
}

/**
 * An r_keeper answer that yields no dish where the venue had dishes is taken for a misread, not for
 * an emptied till: nothing is stored and no mapping is touched.
 */
function refuseEmptyImport(reference: MenuReference, stored: StoredMenu | null) {
  if (reference.dishes.length > 0) return;
  if (!stored || stored.reference.dishes.length === 0) return;
  throw AppError.unavailable({
    general: [
      `r_keeper answered without any dish, where the venue's menu has ${stored.reference.dishes.length}: ` +
        'nothing was changed. Check the cash server (its menu and the XML interface) and download again',
    ],
  });
}

/** `POST /api/Menu/MenuFromFile`: the menu from an r_keeper export, for a till that cannot be reached. */
export async function menuFromFile(
  ctx: MenusDeps,
  user: RequestUser,
  venueId: number,
  file: { fileName: string; content: string },
): Promise<TMenuImportResult> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const parsed = parseMenuFile(file.content);
  return storeImport(ctx, user, venueId, {
    source: 'file',
    xmlVersion: parsed.xmlVersion,
    reference: parsed.reference,
    referencesRead: true,
    onSale: parsed.onSale,
    fileName: file.fileName,
  });
}

export async function menuFileInfo(ctx: Pick<MenusDeps, 'db'>, user: RequestUser, venueId: number) {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const stored = await readStoredMenu(ctx.db.kysely, venueId);
  return {
    fileName: stored?.row.file_name ?? null,
    importedAt: stored?.row.source === 'file' ? stored.row.imported_at : null,
  };
}
