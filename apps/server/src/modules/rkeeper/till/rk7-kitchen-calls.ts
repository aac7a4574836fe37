import { attrOf, attrs, childOf, listOf, type Rk7Answer, type XmlNode } from './rk7-xml';
import type { Rk7Session } from './rk7-session';

/** The calls the kitchen's Ready reads: which orders changed, and their dishes' display states. */
export function rk7KitchenCalls({ call }: Rk7Session) {
  return {
    /**
     * The orders' versions, cheaply (docs/rkeeper.md, "The kitchen's Ready"): `GetOrderList` with the
     * orders-table version the last answer gave as `lastversion`. `changed: false` when r_keeper
     * answers `No changes`; else each order's `Version` by guid and the table's new `lastversion`.
     */
    async getOrderVersions(lastVersion: string | null): Promise<Rk7OrderVersions> {
      const a = await call('GetOrderList', lastVersion === null ? {} : { lastversion: lastVersion });
      return orderVersionsOf(a);
    },

    /** An order's version and its dishes' kitchen-display states (GetOrder). */
    async getOrderKds(guid: string): Promise<Rk7OrderKds> {
      const a = await call('GetOrder', {}, { Order: attrs({ guid }) });
      return orderKdsOf(childOf(a.result, 'Order') ?? a.result);
    },
  };
}

export type Rk7OrderVersions =
  { changed: false } | { changed: true; listVersion: string | null; versions: Map<string, string> };

export interface Rk7OrderKds {
  /** The order's `version` as GetOrder answers it (null when the server writes none). */
  version: string | null;
  /** Each standing dish's kitchen-display state (`kdsstate`, lower case; '' when it has none). */
  dishStates: string[];
  /** Every standing dish is ready (or past it: taken from the kitchen, being or been collected). */
  allReady: boolean;
}

/** Kitchen-display states of a dish that is cooked (r_keeper's `KDSStateType`, 7.5.5.37 and later). */
const KDS_READY_STATES = new Set(['ready', 'taken', 'collect', 'collected']);

/**
 * Reads a GetOrderList answer for versions: `No changes` (the `lastversion` sent is current), or each
 * order's `Version` (7.4.8 and later; `version` in GetOrderList2) by guid, and the orders table's
 * `lastversion` on the result.
 */
export function orderVersionsOf(a: Rk7Answer): Rk7OrderVersions {
  if (a.status === 'No changes') return { changed: false };
  const versions = new Map<string, string>();
  for (const visit of listOf(a.result['Visit'])) {
    const nested = listOf(childOf(visit, 'Orders')?.['Order']);
    for (const o of [...nested, ...listOf(visit['Order'])]) {
      const guid = attrOf(o, 'guid');
      const version = attrOf(o, 'Version') ?? attrOf(o, 'crc32');
      if (guid && version !== undefined) versions.set(guid, version);
    }
  }
  return { changed: true, listVersion: a.attr('lastversion') ?? null, versions };
}

/**
 * A GetOrder result's dishes as the kitchen display sees them: the documented `kdsstate` attribute
 * of each `Dish` (`sent`, `started`, `ready`, `taken`, `collect`, `collected`…), or a
 * `<KdsState name at>` child where a server writes it so (seen). Dishes voided whole are left out.
 */
export function orderKdsOf(order: XmlNode): Rk7OrderKds {
  const dishStates: string[] = [];
  for (const session of listOf(order['Session'])) {
    for (const dish of listOf(session['Dish'])) {
      const voided = listOf(dish['Void']).reduce((sum, v) => sum + Number(attrOf(v, 'quantity') ?? '0'), 0);
      if (Number(attrOf(dish, 'quantity') ?? '0') - voided <= 0) continue;
      const state = attrOf(dish, 'kdsstate') ?? attrOf(childOf(dish, 'KdsState'), 'name') ?? '';
      dishStates.push(state.toLowerCase());
    }
  }
  return {
    version: attrOf(order, 'version') ?? null,
    dishStates,
    allReady: dishStates.length > 0 && dishStates.every((s) => KDS_READY_STATES.has(s)),
  };
}
