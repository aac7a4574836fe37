import { attrOf, attrs, childOf, listOf, type XmlNode } from './rk7-xml';
import { rk7Ref as ref, type Rk7Ref, type Rk7Session } from './rk7-session';

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

/** The calls that make, fill, pay, void, return, print and read a check. */
export function rk7CheckCalls({ call, licensedCall }: Rk7Session) {
  return {
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
