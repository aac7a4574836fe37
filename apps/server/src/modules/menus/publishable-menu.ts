import { ImageSource, type MENU_EXCLUSION_REASONS, type TMenuNode } from '@orderdesk/contracts';
import type {
  PublishableCategory,
  PublishableItem,
  PublishableMenu,
  PublishableOptionGroup,
} from '../../integrations/platforms/publishable-menu';

export type ExclusionReason = (typeof MENU_EXCLUSION_REASONS)[number];

export interface ExcludedElement {
  id: string;
  name: string;
  kind: TMenuNode['kind'];
  reason: ExclusionReason;
}

export interface PublishOptions {
  menuId: string;
  currency: string;
  language: string;
  /** `imageSourceId`: no images, the connection's own, or the venue's Wolt menu's for every platform. */
  imageSource: number;
  /** Images set on the venue's (first) Wolt connection, by element id, for `ImageSource.WOLT_MENU`. */
  sourceImages: Map<string, string>;
  /** `isUseComboName`: a combo under its r_keeper (or own) name; otherwise named by its components. */
  useComboName: boolean;
  /** `isSingleModifierModeEnabled`: every option group lets the customer pick one value. */
  singleModifier: boolean;
}

export interface PublishPlan {
  menu: PublishableMenu;
  excluded: ExcludedElement[];
  /** What is published, by id: name and price (for the next preview). */
  items: Record<string, { name: string; price: number }>;
}

/**
 * Reasons a dish or modifier is published with its platform's availability field off rather than
 * left out: the platform keeps it (and its mapping) and shows it unavailable. A broken combo or a
 * dish without a price cannot be published at all.
 */
const PUBLISHED_DISABLED = new Set<ExclusionReason>([
  'switchedOff',
  'disabledInRk',
  'requiredOptionUnavailable',
]);

function whyOut(node: TMenuNode): ExclusionReason | null {
  if (node.isBrokenCombo) return 'brokenCombo';
  if (node.isDisabledInRk) return 'disabledInRk';
  if (!node.isEnabled) return 'switchedOff';
  return null;
}

/**
 * The menu a connection publishes, from its tree: dishes, combos and modifiers switched on and sold
 * are available; those switched off, on the stop-list, or (dishes) whose required option group has
 * nothing left are published unavailable. Everything not on sale is listed with the reason
 * (`LastExcludedItems`); broken combos and dishes without a price are left out entirely.
 */
export function planPublish(tree: TMenuNode[], opts: PublishOptions): PublishPlan {
  const excluded: ExcludedElement[] = [];
  const items: PublishPlan['items'] = {};
  const exclude = (node: TMenuNode, reason: ExclusionReason) =>
    excluded.push({ id: node.id, name: node.name, kind: node.kind, reason });

  const imageOf = (node: TMenuNode): string | null => {
    if (opts.imageSource === ImageSource.NONE) return null;
    if (opts.imageSource === ImageSource.WOLT_MENU) return opts.sourceImages.get(node.id) ?? node.imageUrl;
    return node.imageUrl;
  };

  /**
   * r_keeper's scheme limits as the platform's: `DownLimit` the minimum, `UpLimit` the maximum (0:
   * every value), never more than the values published; a group whose free count covers its maximum
   * costs nothing, so its values are published at 0.
   */
  const groupOf = (group: TMenuNode): PublishableOptionGroup => {
    const candidates = group.children.filter((value) => {
      const reason = whyOut(value);
      if (reason) exclude(value, reason);
      return !reason || PUBLISHED_DISABLED.has(reason);
    });
    const max = Math.min(opts.singleModifier ? 1 : group.max || candidates.length, candidates.length);
    const free = (group.freeCount ?? 0) > 0 && (group.freeCount ?? 0) >= max;
    const values = candidates.map((value) => ({
      id: value.id,
      name: value.name,
      price: free ? 0 : (value.price ?? 0),
      available: whyOut(value) === null,
      isDefault: !!value.isDefault,
    }));
    return { id: group.id, name: group.name, min: Math.min(group.min ?? 0, max), max, values };
  };

  const itemOf = (node: TMenuNode): PublishableItem | null => {
    // A dish without a price cannot be published at all, not even as unavailable.
    const known = whyOut(node);
    const reason =
      node.price === null && (known === null || PUBLISHED_DISABLED.has(known)) ? 'noPrice' : known;
    if (reason) exclude(node, reason);
    if (reason && !PUBLISHED_DISABLED.has(reason)) return null;
    const groups = node.children.filter((c) => c.kind === 'modifierGroup');
    const optionGroups = groups.map(groupOf);
    const starved = groups.some(
      (g, i) => (g.min ?? 0) > optionGroups[i]!.values.filter((v) => v.available).length,
    );
    if (starved && !reason) exclude(node, 'requiredOptionUnavailable');
    const available = !reason && !starved;
    const name =
      node.kind === 'combo' && !opts.useComboName
        ? groups.map((g) => g.name).join(' + ') || node.name
        : node.name;
    const price = node.price!;
    const discountedPrice =
      node.discountedPrice !== null && node.discountedPrice < price ? node.discountedPrice : null;
    if (available) items[node.id] = { name, price };
    return {
      id: node.id,
      name,
      price,
      discountedPrice,
      imageUrl: imageOf(node),
      available,
      optionGroups: optionGroups.filter((g) => g.values.length > 0),
    };
  };

  const categories: PublishableCategory[] = [];
  const walk = (nodes: TMenuNode[]) => {
    for (const category of nodes.filter((n) => n.kind === 'category')) {
      const own = category.children
        .filter((n) => n.kind === 'dish' || n.kind === 'combo')
        .map(itemOf)
        .filter((i): i is PublishableItem => i !== null);
      if (own.length) categories.push({ id: category.id, name: category.name, items: own });
      walk(category.children);
    }
  };
  walk(tree);
  return {
    menu: { menuId: opts.menuId, currency: opts.currency, language: opts.language, categories },
    excluded,
    items,
  };
}
