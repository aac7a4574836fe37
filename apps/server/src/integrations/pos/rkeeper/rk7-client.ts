import { attrOf, attrs, buildRk7Query, childOf, listOf, parseRk7Answer, type XmlNode } from './rk7-xml';
import { postRk7Xml, type Rk7Endpoint } from './rk7-transport';

/** The subscription licence shown on SaveOrder and PayOrder (docs/rkeeper.md §2); absent when perpetual. */
export interface Rk7Licence {
  anchor: string;
  token: string;
  instanceGuid: string;
  /** Called once per licensed call for the next `seqNumber`. */
  nextSeqNumber(): Promise<number>;
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

export interface Rk7OrderInfo {
  guid: string;
  visitId: string | null;
  orderName: string | null;
  persistentComment: string | null;
  unpaidSum: number | null;
  paid: boolean;
  /** Dish lines already saved into the order. */
  dishCount: number;
  /** Saved dishes netted by ident (thousandths; a void or return writes them back negative). */
  dishes: { id: string; quantity: number; price: number | null }[];
}

export interface Rk7MenuItem {
  ident: string;
  code: string | null;
  name: string;
  status: string | null;
  guid: string | null;
}

export type Rk7Client = ReturnType<typeof createRk7Client>;

export function createRk7Client(opts: Rk7ClientOptions) {
  async function call(command: string, cmdAttrs: Record<string, string>, children: XmlNode = {}) {
    const request = buildRk7Query(command, cmdAttrs, children);
    const startedAt = new Date();
    const answered = await opts.journal?.({ command, startedAt });
    let answer: string | null = null;
    const finish = async (error: Error | null) => {
      const record = {
        command,
        request,
        answer,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        error,
      };
      opts.onCall?.(record);
      await answered?.(record);
    };
    let parsed: ReturnType<typeof parseRk7Answer>;
    try {
      answer = await postRk7Xml(opts.endpoint, request, opts.timeoutMs);
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

    async createOrder(order: {
      persistentComment: string;
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
        ...(input.prepay
          ? {
              Prepay: {
                ...attrs({ code: input.prepay.currencyCode, amount: input.prepay.amount, promised: 1 }),
                ...(input.prepay.reasonCode ? { Reason: attrs({ code: input.prepay.reasonCode }) } : {}),
              },
            }
          : {}),
      };
      const a = await call(
        'SaveOrder',
        { sendtovdu: input.sendToKds ? '1' : '0' },
        { Order: attrs({ guid: input.guid }), Session: session, ...(await licenceInfo()) },
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
      await call(
        'PayOrder',
        {},
        {
          Order: attrs({ guid: input.guid }),
          ...(input.cashierCode ? { Cashier: attrs({ code: input.cashierCode }) } : {}),
          ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
          Payment: attrs({ code: input.currencyCode, amount: input.amount }),
          ...(await licenceInfo()),
        },
      );
    },

    /**
     * Voids an unpaid check: a `SaveOrder` session writing every saved dish back with a negative
     * quantity (docs/rkeeper.md §3: negative quantities take portions off an order), so the check
     * holds nothing and owes nothing; the till then offers to delete the empty order.
     */
    async voidOrder(input: {
      guid: string;
      stationCode: string | null;
      creatorCode: string | null;
      dishes: { id: string; quantity: number; price: number | null }[];
    }) {
      const dishes: XmlNode[] = input.dishes.map((d) => ({
        ...attrs({ id: d.id, quantity: -d.quantity, price: d.price }),
      }));
      await call(
        'SaveOrder',
        {},
        {
          Order: attrs({ guid: input.guid }),
          Session: {
            ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
            ...(input.creatorCode ? { Creator: attrs({ code: input.creatorCode }) } : {}),
            Dish: dishes,
          },
          ...(await licenceInfo()),
        },
      );
    },

    /**
     * Returns a paid (closed) check: `MakeRetunGoods`, the licensed return-of-goods command
     * (docs/rkeeper.md §2, spelled as r_keeper spells it), by the cashier at the station.
     */
    async returnOrder(input: { guid: string; cashierCode: string | null; stationCode: string | null }) {
      await call(
        'MakeRetunGoods',
        {},
        {
          Order: attrs({ guid: input.guid }),
          ...(input.cashierCode ? { Cashier: attrs({ code: input.cashierCode }) } : {}),
          ...(input.stationCode ? { Station: attrs({ code: input.stationCode }) } : {}),
          ...(await licenceInfo()),
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

    /** Open orders' guids and comments (the comment when the server lists it). */
    async getOrderList(): Promise<{ guid: string; persistentComment: string | null }[]> {
      const a = await call('GetOrderList', { onlyOpened: '1' });
      const orders: { guid: string; persistentComment: string | null }[] = [];
      for (const visit of listOf(a.result['Visit'])) {
        const nested = listOf(childOf(visit, 'Orders')?.['Order']);
        for (const o of [...nested, ...listOf(visit['Order'])]) {
          const guid = attrOf(o, 'guid');
          if (guid) orders.push({ guid, persistentComment: attrOf(o, 'persistentComment') ?? null });
        }
      }
      return orders;
    },

    /** A reference (`MENUITEMS`, `MODIFIERS`…) with its version, to cache by. */
    async getRefData(refName: string): Promise<{ xmlVersion: string | null; items: Rk7MenuItem[] }> {
      const a = await call('GetRefData', { RefName: refName, onlyActive: '1' });
      const reference = childOf(a.result, 'RK7Reference');
      const items = listOf(childOf(reference, 'Items')?.['Item'] ?? reference?.['Item']).map((item) => ({
        ident: attrOf(item, 'Ident') ?? '',
        code: attrOf(item, 'Code') ?? null,
        name: attrOf(item, 'Name') ?? '',
        status: attrOf(item, 'Status') ?? null,
        guid: attrOf(item, 'GUIDString') ?? null,
      }));
      return { xmlVersion: a.attr('XmlVersion') ?? null, items: items.filter((i) => i.ident) };
    },

    /**
     * A reference's items as r_keeper wrote them (attributes and `RIChildItems`), for readers that
     * need more than ident, code and name (the menu import).
     */
    async getRefItems(refName: string): Promise<{ xmlVersion: string | null; items: XmlNode[] }> {
      const a = await call('GetRefData', { RefName: refName, onlyActive: '1', WithChildItems: '1' });
      const reference = childOf(a.result, 'RK7Reference');
      const items = listOf(childOf(reference, 'Items')?.['Item'] ?? reference?.['Item']);
      return { xmlVersion: a.attr('XmlVersion') ?? null, items };
    },

    /** Idents of the dishes on sale now at the station (stop-list and sale periods applied). */
    async getOrderMenu(
      stationCode: string | null,
    ): Promise<{ xmlVersion: string | null; dishIdents: Set<string> }> {
      const a = await call('GetOrderMenu', {}, stationCode ? { Station: attrs({ code: stationCode }) } : {});
      const dishes = childOf(a.result, 'Dishes');
      const idents = listOf(dishes?.['Item'] ?? dishes?.['Dish'])
        .map((d) => attrOf(d, 'Ident') ?? attrOf(d, 'id'))
        .filter((v): v is string => !!v);
      return { xmlVersion: a.attr('XmlVersion') ?? null, dishIdents: new Set(idents) };
    },
  };
}

function orderInfoOf(order: XmlNode, guid: string): Rk7OrderInfo {
  let dishCount = 0;
  const net = new Map<string, { id: string; quantity: number; price: number | null }>();
  for (const session of listOf(childOf(order, 'Session') ? order['Session'] : undefined)) {
    dishCount += listOf(session['Dish']).length;
    for (const dish of listOf(session['Dish'])) {
      const id = attrOf(dish, 'id');
      if (!id) continue;
      const price = attrOf(dish, 'price');
      const line = net.get(id) ?? { id, quantity: 0, price: price === undefined ? null : Number(price) };
      line.quantity += Number(attrOf(dish, 'quantity') ?? '0');
      net.set(id, line);
    }
  }
  const pieces = attrOf(order, 'totalPieces');
  if (dishCount === 0 && pieces) dishCount = Number(pieces) > 0 ? 1 : 0;
  const unpaid = attrOf(order, 'unpaidSum');
  return {
    guid: attrOf(order, 'guid') ?? guid,
    visitId: attrOf(order, 'visit') ?? null,
    orderName: attrOf(order, 'orderName') ?? null,
    persistentComment: attrOf(order, 'persistentComment') ?? null,
    unpaidSum: unpaid === undefined ? null : Number(unpaid),
    paid: attrOf(order, 'paid') === '1' || attrOf(order, 'paid') === 'true',
    dishCount,
    dishes: [...net.values()].filter((d) => d.quantity !== 0),
  };
}
