import { LANGUAGES, type TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currencyOption, DEFAULT_CURRENCY } from '../../integrations/platforms/connection-currency';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import { parseOptions } from '../platform-instances/connections';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { readElementSettings, readStoredMenu, venueConnections } from './menu-store';
import { buildMenuTree } from './menu-tree';
import { planPublish, type PublishPlan } from './publishable-menu';

/**
 * The currency a connection's menu is published in: the connection's `currency` setting; without
 * one, the currency of the last order that came through it (what the platform sells in there);
 * euros when neither is known.
 */
export async function menuCurrencyOf(db: Kysely<Database>, instanceId: number): Promise<string> {
  const instance = await db
    .selectFrom('platform_instances')
    .select('options')
    .where('id', '=', instanceId)
    .executeTakeFirst();
  const set = instance ? currencyOption(parseOptions(instance)) : null;
  if (set) return set;
  const last = await db
    .selectFrom('orders')
    .select('currency')
    .where('platform_instance_id', '=', instanceId)
    .where('currency', '!=', 'XXX')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last && /^[A-Z]{3}$/.test(last.currency) ? last.currency : DEFAULT_CURRENCY;
}

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
  // The images of the connection whose menu illustrates every platform's (the "Wolt menu" image source).
  const source = connections.find((c) => PLATFORM_ADAPTERS[c.platform as TPlatformKind]?.isMenuImageSource);
  const sourceImages = new Map<string, string>();
  for (const [id, s] of (source && settings.get(source.id)) ?? new Map())
    if (s.imageUrl) sourceImages.set(id, s.imageUrl);
  const tree = buildMenuTree({
    reference: stored.reference,
    onSale: stored.onSale,
    settings: settings.get(instanceId) ?? new Map(),
  });
  const language = LANGUAGES.find((l) => l.id === venue.defaultMenuLanguageId)?.code ?? LANGUAGES[0]!.code;
  const plan = planPublish(tree, {
    menuId: `orderdesk-${venueId}-v${stored.row.version}`,
    currency: await menuCurrencyOf(db, instanceId),
    language,
    imageSource: venue.imageSourceId,
    sourceImages,
    useComboName: venue.isUseComboName,
    singleModifier: venue.isSingleModifierModeEnabled,
  });
  return { ...plan, menuVersion: stored.row.version };
}
