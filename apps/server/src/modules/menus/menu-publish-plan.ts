import { LANGUAGES, type TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { readElementSettings, readStoredMenu, venueConnections } from './menu-store';
import { buildMenuTree } from './menu-tree';
import { planPublish, type PublishPlan } from './publishable-menu';

/** The platforms we publish to sell in euros (Lithuania and its neighbours). */
export const MENU_CURRENCY = 'EUR';

/**
 * What one connection would publish now: its tree from the stored import and its settings, shaped
 * by the venue's menu settings (language, image source, combo names, single modifier mode).
 * Null when the venue has no menu yet.
 */
export async function planForConnection(
  db: Kysely<Database>,
  venueId: number,
  instanceId: number,
): Promise<(PublishPlan & { menuVersion: number }) | null> {
  const stored = await readStoredMenu(db, venueId);
  if (!stored) return null;
  const settings = await readElementSettings(db, venueId);
  const venue = await readVenueSettings(db, venueId);
  const connections = await venueConnections(db, venueId);
  const wolt = connections.find((c) => (c.platform as TPlatformKind) === 'wolt');
  const woltImages = new Map<string, string>();
  for (const [id, s] of (wolt && settings.get(wolt.id)) ?? new Map())
    if (s.imageUrl) woltImages.set(id, s.imageUrl);
  const tree = buildMenuTree({
    reference: stored.reference,
    onSale: stored.onSale,
    settings: settings.get(instanceId) ?? new Map(),
  });
  const language = LANGUAGES.find((l) => l.id === venue.defaultMenuLanguageId)?.code ?? LANGUAGES[0]!.code;
  const plan = planPublish(tree, {
    menuId: `orderdesk-${venueId}-v${stored.row.version}`,
    currency: MENU_CURRENCY,
    language,
    imageSource: venue.imageSourceId,
    woltImages,
    useComboName: venue.isUseComboName,
    singleModifier: venue.isSingleModifierModeEnabled,
  });
  return { ...plan, menuVersion: stored.row.version };
}
