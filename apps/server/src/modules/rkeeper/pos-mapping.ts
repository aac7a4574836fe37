import {
  lookUpPosId,
  posIdLookupOrder,
  PosIdLookup,
  type TPosIdField,
  type TPosItemKind,
  type TPosProblem,
} from '@orderdesk/contracts';
import type { Rk7DishLine, Rk7MenuItem } from './till/rk7-client';
import type { PosLine } from './pos-lines';

/** The venue's r_keeper menu as the hand-over checks lines against it. */
export interface RkMenuIndex {
  dishesByIdent: Map<string, Rk7MenuItem>;
  dishesByCode: Map<string, Rk7MenuItem>;
  modifiersByIdent: Map<string, Rk7MenuItem>;
  modifiersByCode: Map<string, Rk7MenuItem>;
  /** Dishes on sale now (GetOrderMenu); null when unknown. */
  onSale: Set<string> | null;
}

export function indexRkMenu(
  dishes: Rk7MenuItem[],
  modifiers: Rk7MenuItem[],
  onSale: Set<string> | null,
): RkMenuIndex {
  const by = (items: Rk7MenuItem[], key: 'ident' | 'code') =>
    new Map(items.filter((i) => i[key]).map((i) => [i[key] as string, i]));
  return {
    dishesByIdent: by(dishes, 'ident'),
    dishesByCode: by(dishes, 'code'),
    modifiersByIdent: by(modifiers, 'ident'),
    modifiersByCode: by(modifiers, 'code'),
    onSale,
  };
}

/** The venue's own overrides: platform ref → r_keeper ident, per kind. */
export interface PosMappings {
  dishes: Map<string, string>;
  modifiers: Map<string, string>;
}

export interface MappedOrder {
  lines: Rk7DishLine[];
  /** What makes the order INCORRECT, per line and in words; empty when every line maps to a sellable dish. */
  problems: TPosProblem[];
}

/** What a failed line or option is, for its problem entry. */
interface Failed {
  line: PosLine;
  option?: { name: string; ref: string | null };
  kind: TPosProblem['kind'];
}

function problem(of: Failed, reason: TPosProblem['reason'], text: string): TPosProblem {
  const platformRef = of.option ? of.option.ref : of.line.ref;
  return {
    line: of.line.name,
    option: of.option?.name ?? null,
    kind: of.kind,
    platformRef,
    reason,
    text,
    // A mapping is keyed by the platform's id: one without an id, or one sold out on the platform, is not
    // put right by a mapping.
    canMap: platformRef !== null && reason !== 'switchedOff' && reason !== 'noRef' && reason !== 'emptyCombo',
  };
}

/**
 * Maps each line and option to an r_keeper dish and modifier: the venue's mapping table first, then
 * the platform's POS id read as the r_keeper Ident and/or Code (the venue's `posIdLookup`). Quantities go in thousandths, prices as given
 * (minor units = ×100). With `singleModifier`, each modifier is written once per line rather than per
 * portion.
 */
export function mapToRkeeper(
  lines: PosLine[],
  mappings: PosMappings,
  menu: RkMenuIndex,
  opts: {
    singleModifier: boolean;
    useComboName?: boolean;
    /** Menu ids switched off (sold out) on the order's connection: a line or option with one is a problem. */
    switchedOff?: Set<string>;
    /** The venue's `posIdLookup` (Ident, then Code when left out). */
    posIdLookup?: number;
  },
): MappedOrder {
  const off = opts.switchedOff ?? new Set<string>();
  const order = posIdLookupOrder(opts.posIdLookup ?? PosIdLookup.IDENT_THEN_CODE);
  const resolve = (ref: string | null, kind: TPosItemKind) =>
    resolvePosRef(ref, kind, mappings, menu, order)?.item;
  const problems: TPosProblem[] = [];
  const out: Rk7DishLine[] = [];
  for (const line of lines) {
    if (line.isCombo) {
      const combo = mapCombo(line, menu, resolve, opts.useComboName === true);
      if ('broken' in combo) problems.push(combo.broken);
      else out.push(...combo.lines);
      continue;
    }
    const asDish: Failed = { line, kind: 'dish' };
    const dish = resolve(line.ref, 'dish');
    if (!dish) {
      problems.push(
        line.ref
          ? problem(asDish, 'unknown', `"${line.name}" (POS id ${line.ref}) matches no r_keeper dish`)
          : problem(asDish, 'noRef', `"${line.name}" has no POS id and no mapping`),
      );
      continue;
    }
    if (line.ref && off.has(line.ref)) {
      problems.push(
        problem(asDish, 'switchedOff', `"${line.name}" is switched off (sold out) in this platform's menu`),
      );
      continue;
    }
    if (menu.onSale && !menu.onSale.has(dish.ident)) {
      problems.push(
        problem(
          asDish,
          'notOnSale',
          `"${line.name}" is not on sale in r_keeper (${dish.name}: stop-list or sale period)`,
        ),
      );
      continue;
    }
    const modifiers: Rk7DishLine['modifiers'] = [];
    for (const option of line.options) {
      const asModifier: Failed = { line, option, kind: 'modifier' };
      const modi = resolve(option.ref, 'modifier');
      if (!modi) {
        problems.push(
          option.ref
            ? problem(
                asModifier,
                'unknown',
                `Option "${option.name}" of "${line.name}" (POS id ${option.ref}) matches no r_keeper modifier`,
              )
            : problem(
                asModifier,
                'noRef',
                `Option "${option.name}" of "${line.name}" has no POS id and no mapping`,
              ),
        );
        continue;
      }
      if (option.ref && off.has(option.ref)) {
        problems.push(
          problem(
            asModifier,
            'switchedOff',
            `Option "${option.name}" of "${line.name}" is switched off (sold out) in this platform's menu`,
          ),
        );
        continue;
      }
      const count = opts.singleModifier ? option.count : option.count * line.count;
      modifiers.push({ modi: { id: modi.ident }, count, price: option.price });
    }
    out.push({
      dish: { id: dish.ident },
      quantity: Math.round(line.count * 1000),
      price: line.unitPrice,
      modifiers,
    });
  }
  return { lines: out, problems };
}

/** What a POS id resolves to, and how: a mapping row, or the id read as the r_keeper Ident or Code. */
export interface ResolvedRef {
  item: Rk7MenuItem;
  via: 'mapping' | TPosIdField;
}

/**
 * The r_keeper dish or modifier a platform's POS id stands for: the venue's mapping row under the id
 * when there is one (pointing at an r_keeper Ident; a row whose ident the menu lacks resolves to
 * nothing), else the id read as Ident and/or Code in the order the venue's `posIdLookup` asks for.
 */
export function resolvePosRef(
  ref: string | null,
  kind: TPosItemKind,
  mappings: PosMappings,
  menu: RkMenuIndex,
  order: readonly TPosIdField[],
): ResolvedRef | undefined {
  if (!ref) return undefined;
  const overrides = kind === 'dish' ? mappings.dishes : mappings.modifiers;
  const byIdent = kind === 'dish' ? menu.dishesByIdent : menu.modifiersByIdent;
  const mapped = overrides.get(ref);
  if (mapped !== undefined) {
    const item = byIdent.get(mapped);
    return item ? { item, via: 'mapping' } : undefined;
  }
  const byCode = kind === 'dish' ? menu.dishesByCode : menu.modifiersByCode;
  const found = lookUpPosId(ref, order, { ident: byIdent, code: byCode });
  return found ? { item: found.item, via: found.field } : undefined;
}

/**
 * A combo (a platform bundle whose options are its component dishes). With `isUseComboName` the
 * check shows it under the combo's own name: one `Combo` of the combo dish with its `Component`s
 * (docs/rkeeper.md §3). Without, its components are written as dishes of their own, the bundle's
 * price on the first so the check's total stays the platform's. A combo is broken when it lists no
 * component, a component matches no sellable r_keeper dish, or (by name) the combo dish itself is
 * unknown to r_keeper.
 */
function mapCombo(
  line: PosLine,
  menu: RkMenuIndex,
  resolve: (ref: string | null, kind: TPosItemKind) => Rk7MenuItem | undefined,
  useComboName: boolean,
): { lines: Rk7DishLine[] } | { broken: TPosProblem } {
  const broken = (option: Failed['option'], reason: TPosProblem['reason'], why: string) => ({
    broken: problem({ line, option, kind: 'dish' }, reason, `Combo "${line.name}" is broken: ${why}`),
  });
  if (line.options.length === 0) return broken(undefined, 'emptyCombo', 'it lists no components');
  const components: { item: Rk7MenuItem; count: number; price: number }[] = [];
  for (const option of line.options) {
    const item = resolve(option.ref, 'dish');
    if (!item)
      return option.ref
        ? broken(
            option,
            'brokenCombo',
            `component "${option.name}" (POS id ${option.ref}) matches no r_keeper dish`,
          )
        : broken(option, 'noRef', `component "${option.name}" has no POS id and no mapping`);
    if (menu.onSale && !menu.onSale.has(item.ident))
      return broken(option, 'brokenCombo', `component "${option.name}" is not on sale in r_keeper`);
    components.push({ item, count: option.count, price: option.price });
  }
  const portions = Math.round(line.count * 1000);
  if (useComboName) {
    const dish = resolve(line.ref, 'dish');
    if (!dish)
      return line.ref
        ? broken(undefined, 'brokenCombo', `the combo (POS id ${line.ref}) matches no r_keeper dish`)
        : broken(undefined, 'noRef', 'the combo has no POS id');
    const extras = components.reduce((sum, c) => sum + c.price * c.count, 0);
    return {
      lines: [
        {
          dish: { id: dish.ident },
          quantity: portions,
          price: line.unitPrice + extras,
          modifiers: [],
          combo: {
            components: components.map((c) => ({ dish: { id: c.item.ident }, quantity: c.count * 1000 })),
          },
        },
      ],
    };
  }
  return {
    lines: components.map((c, index) => ({
      dish: { id: c.item.ident },
      quantity: c.count * portions,
      // The bundle's price per portion of the first component, so the line totals stay the platform's.
      price: (index === 0 ? Math.round(line.unitPrice / c.count) : 0) + c.price,
      modifiers: [],
    })),
  };
}
