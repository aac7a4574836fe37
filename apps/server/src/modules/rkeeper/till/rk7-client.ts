import {
  attrOf,
  attrs,
  buildRk7Query,
  childOf,
  listOf,
  parseRk7Answer,
  Rk7Error,
  type Rk7Answer,
  type XmlNode,
} from './rk7-xml';
import { postRk7Xml, type Rk7Endpoint } from './rk7-transport';

/** The subscription licence shown on SaveOrder and PayOrder (docs/rkeeper.md §2); absent when perpetual. */
export interface Rk7Licence {
  anchor: string;
  token: string;
  instanceGuid: string;
  /** Called once per licensed call for the next `seqNumber`. */
  nextSeqNumber(): Promise<number>;
  /** Sets the counter so the next licensed call is shown `next` (after r_keeper refused ours). */
  resync?(next: number): Promise<void>;
}

/** r_keeper's refusal of a licensed call for its `seqNumber` (wording assumed: it names the counter). */
export function isSeqNumberRefusal(error: unknown): boolean {
  return error instanceof Rk7Error && /seq\s*number|seqnumber|LicenseInstance/i.test(error.message);
}

export interface Rk7CallRecord {
  command: string;
  request: string;
  answer: string | null;
  startedAt: Date;
  durationMs: number;
  error: Error | null;
}

export interface Rk7ClientOptions {
  endpoint: Rk7Endpoint;
  /** The app's clock (src/clock.ts): when each call starts, for the attempt log. */
  clock: { now(): number };
  licence?: Rk7Licence | null;
  /** Told of every call with its XML (debug mode). */
  onCall?: (record: Rk7CallRecord) => void;
  /**
   * Awaited before each request goes out (a failure stops the call); the function it resolves to is
   * awaited with the outcome before the caller sees it. The attempt log writes a call down here
   * before r_keeper can act on it, so a crash mid-call leaves a trace.
   */
  journal?: (call: { command: string; startedAt: Date }) => Promise<(record: Rk7CallRecord) => Promise<void>>;
  timeoutMs?: number;
}

/** A reference to an r_keeper object: by ident (`id`), code or guid. */
export type Rk7Ref = { id: string } | { code: string } | { guid: string };

export interface Rk7DishLine {
  dish: Rk7Ref;
  /** Thousandths of a portion. */
  quantity: number;
  /** Price ×100, or left out for the price list's. */
  price?: number;
  modifiers: { modi: Rk7Ref; count: number; price?: number }[];
  /** Open (free-text) modifiers, e.g. the customer's comment. */
  openNames?: { modi: Rk7Ref; text: string }[];
  /** Written as a `Combo` (the combo dish) with these `Component` dishes (quantities in thousandths). */
  combo?: { components: { dish: Rk7Ref; quantity: number }[] };
}

export interface Rk7CreatedOrder {
  guid: string;
  visitId: string | null;
  orderId: string | null;
}

/** A dish line as saved, with what identifies it for a void. */
export interface Rk7SavedDish {
  id: string;
  lineGuid: string | null;
  uni: string | null;
  /** Thousandths of a portion, less what was voided already. */
  quantity: number;
  price: number | null;
}

/** A saved package of lines: printed (sent to the kitchen) or not. */
export interface Rk7SavedSession {
  uni: string | null;
  printed: boolean;
  dishes: Rk7SavedDish[];
}

export interface Rk7OrderInfo {
  guid: string;
  visitId: string | null;
  orderName: string | null;
  persistentComment: string | null;
  /** `ExternalProps` the check carries (7.26), by name. */
  externalProps: Record<string, string>;
  unpaidSum: number | null;
  paid: boolean;
  /** Dish lines already saved into the order. */
  dishCount: number;
  /** Saved dishes netted by ident (thousandths), voided portions taken off. */
  dishes: { id: string; quantity: number; price: number | null }[];
  /** The packages as saved, with their dishes still standing. */
  sessions: Rk7SavedSession[];
  /** `orderSum`: what the check comes to, ×100. */
  orderSum: number | null;
}

export interface Rk7MenuItem {
  ident: string;
  code: string | null;
  name: string;
  status: string | null;
  guid: string | null;
}

export type Rk7Client = ReturnType<typeof createRk7Client>;

/** Commands that change the till (or print): never sent twice by the transport. */
const WRITES = new Set(['CreateOrder', 'SaveOrder', 'PayOrder', 'MakeRetunGoods', 'PrintBill']);

export function createRk7Client(opts: Rk7ClientOptions) {
  async function call(command: string, cmdAttrs: Record<string, string>, children: XmlNode = {}) {
    const request = buildRk7Query(command, cmdAttrs, children);
    const startedAt = new Date(opts.clock.now());
    // The duration is measured on the monotonic timer: how long the call took, not what time it is.
    const started = performance.now();
    const answered = await opts.journal?.({ command, startedAt });
    let answer: string | null = null;
    const finish = async (error: Error | null) => {
      const record = {
        command,
        request,
        answer,
        startedAt,
        durationMs: performance.now() - started,
        error,
      };
      opts.onCall?.(record);
      await answered?.(record);
    };
    let parsed: ReturnType<typeof parseRk7Answer>;
    try {
      answer = await postRk7Xml(opts.endpoint, request, opts.timeoutMs, { writes: WRITES.has(command) });
      parsed = parseRk7Answer(answer);
    } catch (error) {
      await finish(error as Error);
      throw error;
    }
    await finish(null);
    return parsed;
  }

  async function licenceInfo(): Promise<XmlNode> {
    const l = opts.licence;
    if (!l) return {};
    const seqNumber = await l.nextSeqNumber();
    return {
      LicenseInfo: {
        ...attrs({ anchor: l.anchor, licenseToken: l.token }),
        LicenseInstance: attrs({ guid: l.instanceGuid, seqNumber }),
      },
    };
  }

  /**
   * A licensed command: shown the licence's next `seqNumber`. When r_keeper refuses the number, the
   * counter is read back with `GetXMLLicenseInstanceSeqNumber`, set to follow it, and the call made
   * once more (a refused call was not carried out).
   */
  async function licensedCall(command: string, cmdAttrs: Record<string, string>, children: XmlNode) {
    try {
      return await call(command, cmdAttrs, { ...children, ...(await licenceInfo()) });
    } catch (error) {
      const l = opts.licence;
      if (!l?.resync || !isSeqNumberRefusal(error)) throw error;
      const current = await readSeqNumber();
      if (current === null) throw error;
      await l.resync(current + 1);
      return call(command, cmdAttrs, { ...children, ...(await licenceInfo()) });
    }
  }

  async function readSeqNumber(): Promise<number | null> {
    const l = opts.licence;
    if (!l) return null;
    const a = await call(
      'GetXMLLicenseInstanceSeqNumber',
      {},
      {
        LicenseInfo: {
          ...attrs({ anchor: l.anchor, licenseToken: l.token }),
          LicenseInstance: attrs({ guid: l.instanceGuid }),
        },
      },
    );
    const instance = childOf(childOf(a.result, 'LicenseInfo'), 'LicenseInstance');
    const seq = attrOf(instance, 'seqNumber');
    return seq === undefined || Number.isNaN(Number(seq)) ? null : Number(seq);
  }

  /**
   * A reference's items as r_keeper wrote them (attributes and `RIChildItems`), for readers that
   * need more than ident, code and name (the menu import). `OnlyActive` is asked for as r_keeper's
   * schema spells it; servers that ignore it are filtered by the readers (`isActiveRow`). An answer
   * without the reference is unreadable, never an empty menu.
   */
  async function getRefItems(
    refName: string,
    opts: { withChildItems?: boolean } = {},
  ): Promise<{ xmlVersion: string | null; items: XmlNode[] }> {
    const a = await call('GetRefData', {
      RefName: refName,
      OnlyActive: '1',
      ...(opts.withChildItems === false ? {} : { WithChildItems: '3' }),
    });
    const reference = childOf(a.result, 'RK7Reference');
    if (!reference) throw new Rk7Error(`GetRefData ${refName} answered without the reference`, 'Unreadable');
    const items = listOf(childOf(reference, 'Items')?.['Item'] ?? reference['Item']);
    return { xmlVersion: a.attr('XmlVersion') ?? null, items };
  }

  const ref = (r: Rk7Ref): XmlNode =>
    'id' in r ? attrs({ id: r.id }) : 'code' in r ? attrs({ code: r.code }) : attrs({ guid: r.guid });

  return {
    /** Health check: the server's version. */
    async getSystemInfo(): Promise<{ version: string | null; xmlVersion: string | null }> {
      const a = await call('GetSystemInfo', {});
      const info = childOf(a.result, 'SystemInfo');
      return {
        version: a.attr('ServerVersion') ?? attrOf(info, 'SystemVersion') ?? null,
        xmlVersion: a.attr('XmlVersion') ?? null,
      };
    },

    /**
     * An empty order. `externalProps` go into `<ExternalProps><Prop name value/>` (r_keeper 7.26 keeps
     * them and answers them back; older servers ignore the element).
     */
    async createOrder(order: {
      persistentComment: string;
      externalProps?: { name: string; value: string }[];
      nonPersistentComment: string | null;
      tableCode: string;
      waiterCode: string | null;
      stationCode: string | null;
      orderTypeCode: string | null;
      orderCategoryCode: string | null;
    }): Promise<Rk7CreatedOrder> {
      const body: XmlNode = {
        Order: {
          ...attrs({
            persistentComment: order.persistentComment,
            nonPersistentComment: order.nonPersistentComment,
          }),
          Table: attrs({ code: order.tableCode }),
          ...(order.externalProps?.length
            ? {
                ExternalProps: {
                  Prop: order.externalProps.map((p) => attrs({ name: p.name, value: p.value })),
                },
              }
            : {}),
          ...(order.waiterCode ? { Waiter: attrs({ code: order.waiterCode }) } : {}),
          ...(order.stationCode ? { Station: attrs({ code: order.stationCode }) } : {}),
          ...(order.orderTypeCode ? { OrderType: attrs({ code: order.orderTypeCode }) } : {}),
          ...(order.orderCategoryCode ? { OrderCategory: attrs({ code: order.orderCategoryCode }) } : {}),
        },
      };
      const a = await call('CreateOrder', {}, body);
      const guid = a.attr('guid') ?? attrOf(childOf(a.result, 'Order'), 'guid');
      if (!guid) throw new Error('CreateOrder answered Ok without the order guid');
      return { guid, visitId: a.attr('VisitID') ?? null, orderId: a.attr('OrderID') ?? null };
    },

    async saveOrder(input: {
      guid: string;
      stationCode: string | null;
      creatorCode: string | null;
      lines: Rk7DishLine[];
      prepay: { currencyCode: string; amount: number; reasonCode: string | null } | null;
      /** Discount lines with a manual amount (×100), e.g. a platform's partner discount. */
      discounts?: { code: string; amount: number }[];
      /** `sendtovdu`: r_keeper's own default is on. */
      sendToKds: boolean;
    }): Promise<{ unpaidSum: number | null }> {
      const combos: XmlNode[] = input.lines
        .filter((line) => line.combo)
        .map((line) => ({
          ...ref(line.dish),
          ...attrs({ quantity: line.quantity, price: line.price }),
          Component: (line.combo?.components ?? []).map((c) => ({
            ...ref(c.dish),
            ...attrs({ quantity: c.quantity }),
          })),
        }));
      const dishes: XmlNode[] = input.lines
        .filter((line) => !line.combo)
        .map((line) => {
          const modis: XmlNode[] = [
            ...line.modifiers.map((m) => ({ ...ref(m.modi), ...attrs({ count: m.count, price: m.price }) })),
            ...(line.openNames ?? []).map((o) => ({
              ...ref(o.modi),
              ...attrs({ count: 1, openName: o.text }),
            })),
          ];
          return {
            ...ref(line.dish),
            ...attrs({ quantity: line.quantity, price: line.price }),
            ...(modis.length ? { Modi: modis } : {}),
          };
        });
      const session: XmlNode = {
        ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
        ...(input.creatorCode ? { Creator: attrs({ code: input.creatorCode }) } : {}),
        ...(dishes.length ? { Dish: dishes } : {}),
        ...(combos.length ? { Combo: combos } : {}),
        ...(input.discounts?.length
          ? { Discount: input.discounts.map((d) => attrs({ code: d.code, amount: d.amount })) }
          : {}),
        ...(input.prepay
          ? {
              Prepay: {
                ...attrs({ code: input.prepay.currencyCode, amount: input.prepay.amount, promised: 1 }),
                ...(input.prepay.reasonCode ? { Reason: attrs({ code: input.prepay.reasonCode }) } : {}),
              },
            }
          : {}),
      };
      const a = await licensedCall(
        'SaveOrder',
        { sendtovdu: input.sendToKds ? '1' : '0' },
        { Order: attrs({ guid: input.guid }), Session: session },
      );
      const order = childOf(a.result, 'Order');
      const unpaid = attrOf(order, 'unpaidSum');
      return { unpaidSum: unpaid === undefined ? null : Number(unpaid) };
    },

    async payOrder(input: {
      guid: string;
      cashierCode: string | null;
      stationCode: string | null;
      currencyCode: string;
      amount: number;
    }) {
      await licensedCall(
        'PayOrder',
        {},
        {
          Order: attrs({ guid: input.guid }),
          ...(input.cashierCode ? { Cashier: attrs({ code: input.cashierCode }) } : {}),
          ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
          Payment: attrs({ code: input.currencyCode, amount: input.amount }),
        },
      );
    },

    /**
     * Takes every standing dish off an unpaid check, as r_keeper's SaveOrder documents it: a package
     * not yet printed is rewritten empty by its `uni` (its dishes, their modifiers and anything else in
     * it removed); a printed dish is voided with a `<Void>` inside the dish (quantity in thousandths,
     * the void reason by code), written in a new package, so the kitchen sees the void.
     */
    async voidOrder(input: {
      guid: string;
      stationCode: string | null;
      creatorCode: string | null;
      reasonCode: string | null;
      sessions: Rk7SavedSession[];
    }) {
      const station = input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {};
      const creator = input.creatorCode ? { Creator: attrs({ code: input.creatorCode }) } : {};
      const rewritten: XmlNode[] = input.sessions
        .filter((session) => !session.printed && session.uni !== null && session.dishes.length > 0)
        .map((session) => ({ ...attrs({ uni: session.uni }), ...station, ...creator }));
      const voided = input.sessions
        .filter((session) => session.printed)
        .flatMap((session) => session.dishes)
        .map((dish): XmlNode => ({
          ...attrs({ id: dish.id, line_guid: dish.lineGuid, quantity: dish.quantity, price: dish.price }),
          Void: {
            ...(input.reasonCode ? attrs({ code: input.reasonCode }) : {}),
            ...attrs({
              quantity: dish.quantity,
              amount: dish.price === null ? null : Math.round((dish.price * dish.quantity) / 1000),
            }),
          },
        }));
      const sessions: XmlNode[] = [
        ...rewritten,
        ...(voided.length ? [{ ...station, ...creator, Dish: voided }] : []),
      ];
      if (sessions.length === 0) return;
      await licensedCall('SaveOrder', {}, { Order: attrs({ guid: input.guid }), Session: sessions });
    },

    /** The subscription licence's current `seqNumber` for our instance, as r_keeper counts it. */
    getLicenceSeqNumber: readSeqNumber,

    /**
     * Returns a paid (closed) check: `MakeRetunGoods`, the licensed return-of-goods command
     * (docs/rkeeper.md §2, spelled as r_keeper spells it), by the cashier at the station.
     */
    async returnOrder(input: { guid: string; cashierCode: string | null; stationCode: string | null }) {
      await licensedCall(
        'MakeRetunGoods',
        {},
        {
          Order: attrs({ guid: input.guid }),
          ...(input.cashierCode ? { Cashier: attrs({ code: input.cashierCode }) } : {}),
          ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
        },
      );
    },

    async printBill(input: { guid: string; cashierCode: string | null; stationCode: string | null }) {
      await call(
        'PrintBill',
        {},
        {
          Order: attrs({ guid: input.guid }),
          ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
          ...(input.cashierCode ? { Cashier: attrs({ code: input.cashierCode }) } : {}),
        },
      );
    },

    async getOrder(guid: string): Promise<Rk7OrderInfo> {
      const a = await call('GetOrder', {}, { Order: attrs({ guid }) });
      const order = childOf(a.result, 'Order') ?? a.result;
      return orderInfoOf(order, guid);
    },

    /** Open orders' guids, comments and external props (where the server lists them). */
    async getOrderList(): Promise<
      { guid: string; persistentComment: string | null; externalProps: Record<string, string> }[]
    > {
      const a = await call('GetOrderList', { onlyOpened: '1' });
      const orders: {
        guid: string;
        persistentComment: string | null;
        externalProps: Record<string, string>;
      }[] = [];
      for (const visit of listOf(a.result['Visit'])) {
        const nested = listOf(childOf(visit, 'Orders')?.['Order']);
        for (const o of [...nested, ...listOf(visit['Order'])]) {
          const guid = attrOf(o, 'guid');
          if (guid)
            orders.push({
              guid,
              persistentComment: attrOf(o, 'persistentComment') ?? null,
              externalProps: externalPropsOf(o),
            });
        }
      }
      return orders;
    },

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

    /**
     * A reference (`MENUITEMS`, `MODIFIERS`…) with its version, to cache by: its active rows only
     * (drafts, deleted rows and the `Ident="0"` placeholder left out), as the hand-over reads it.
     */
    async getRefData(refName: string): Promise<{ xmlVersion: string | null; items: Rk7MenuItem[] }> {
      const read = await getRefItems(refName, { withChildItems: false });
      const items = read.items.filter(isActiveRow).map((item) => ({
        ident: attrOf(item, 'Ident') ?? '',
        code: attrOf(item, 'Code') ?? null,
        name: attrOf(item, 'Name') ?? '',
        status: attrOf(item, 'Status') ?? null,
        guid: attrOf(item, 'GUIDString') ?? null,
      }));
      return { xmlVersion: read.xmlVersion, items };
    },

    getRefItems,

    /**
     * The dishes on sale now at the station (stop-list and sale periods applied), with the price each
     * sells at (`Price`, ×100) where the answer gives one.
     */
    async getOrderMenu(
      stationCode: string | null,
    ): Promise<{ xmlVersion: string | null; dishIdents: Set<string>; prices: Map<string, number> }> {
      const a = await call('GetOrderMenu', {}, stationCode ? { Station: attrs({ code: stationCode }) } : {});
      const dishes = childOf(a.result, 'Dishes');
      const dishIdents = new Set<string>();
      const prices = new Map<string, number>();
      for (const d of listOf(dishes?.['Item'] ?? dishes?.['Dish'])) {
        const ident = attrOf(d, 'Ident') ?? attrOf(d, 'id');
        if (!ident || ident === '0') continue;
        dishIdents.add(ident);
        const price = rk7Price(attrOf(d, 'Price'));
        if (price !== null) prices.set(ident, price);
      }
      return { xmlVersion: a.attr('XmlVersion') ?? null, dishIdents, prices };
    },
  };
}

/** A reference row that is in use: `Status` active (or not given) and not the `Ident="0"` placeholder. */
export function isActiveRow(item: XmlNode): boolean {
  const ident = attrOf(item, 'Ident');
  if (!ident || ident === '0') return false;
  const status = attrOf(item, 'Status');
  return status === undefined || status === '' || status === 'rsActive' || status === '3';
}

/**
 * A price as r_keeper writes it: an integer is ×100 already (GetOrderMenu's `Price="11900"`), a
 * decimal is in major units (a price list's `"250.00"`). Null for none, or the unset sentinel
 * (9223372036854775807).
 */
export function rk7Price(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = text.trim().replace(',', '.');
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) >= 1e12) return null;
  return value.includes('.') ? Math.round(n * 100) : Math.round(n);
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

/** An order's `<ExternalProps><Prop name value/>` by name. */
function externalPropsOf(order: XmlNode): Record<string, string> {
  const props: Record<string, string> = {};
  for (const p of listOf(childOf(order, 'ExternalProps')?.['Prop'])) {
    const name = attrOf(p, 'name');
    if (name) props[name] = attrOf(p, 'value') ?? '';
  }
  return props;
}

function orderInfoOf(order: XmlNode, guid: string): Rk7OrderInfo {
  let dishCount = 0;
  const net = new Map<string, { id: string; quantity: number; price: number | null }>();
  const sessions: Rk7SavedSession[] = [];
  for (const session of listOf(order['Session'])) {
    const dishes: Rk7SavedDish[] = [];
    for (const dish of listOf(session['Dish'])) {
      dishCount += 1;
      const id = attrOf(dish, 'id');
      if (!id) continue;
      const price = attrOf(dish, 'price');
      const voided = listOf(dish['Void']).reduce((sum, v) => sum + Number(attrOf(v, 'quantity') ?? '0'), 0);
      const quantity = Number(attrOf(dish, 'quantity') ?? '0') - voided;
      const line = net.get(id) ?? { id, quantity: 0, price: price === undefined ? null : Number(price) };
      line.quantity += quantity;
      net.set(id, line);
      if (quantity > 0)
        dishes.push({
          id,
          lineGuid: attrOf(dish, 'line_guid') ?? null,
          uni: attrOf(dish, 'uni') ?? null,
          quantity,
          price: price === undefined ? null : Number(price),
        });
    }
    const printed = attrOf(session, 'printed');
    sessions.push({
      uni: attrOf(session, 'uni') ?? attrOf(session, 'sessionID') ?? null,
      printed: printed === '1' || printed === 'true',
      dishes,
    });
  }
  const pieces = attrOf(order, 'totalPieces');
  if (dishCount === 0 && pieces) dishCount = Number(pieces) > 0 ? 1 : 0;
  const unpaid = attrOf(order, 'unpaidSum');
  const sum = attrOf(order, 'orderSum');
  return {
    guid: attrOf(order, 'guid') ?? guid,
    visitId: attrOf(order, 'visit') ?? null,
    orderName: attrOf(order, 'orderName') ?? null,
    persistentComment: attrOf(order, 'persistentComment') ?? null,
    externalProps: externalPropsOf(order),
    unpaidSum: unpaid === undefined ? null : Number(unpaid),
    paid: attrOf(order, 'paid') === '1' || attrOf(order, 'paid') === 'true',
    dishCount,
    dishes: [...net.values()].filter((d) => d.quantity !== 0),
    sessions,
    orderSum: sum === undefined ? null : Number(sum),
  };
}
