// A fake r_keeper 7 cash server built from r_keeper's XML interface documentation (docs/rkeeper.md),
// not from tools/: POST xmlinterface.xml with HTTP Basic; every answer an RK7QueryResult. SaveOrder as
// documented: quantity in thousandths, price ×100; a Session without `uni` adds a package, one with
// the `uni` of an unprinted package rewrites it; a printed dish is voided by a `<Void>` inside the dish
// (quantity in thousandths, the void reason by ref); `Discount` with a manual `amount`; a promised
// `Prepay`. Its dish codes differ from its idents (the documentation's example: Ident 1000189, Code 222).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (n) => ['Session', 'Dish', 'Modi', 'Void', 'Discount', 'Prepay', 'Item'].includes(n),
});
const esc = (v: unknown) =>
  String(v).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const attrsXml = (a: Record<string, unknown>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');

export const DOC_MENU = {
  dishes: [
    { Ident: '1000189', Code: '222', Name: 'Chicken burger' },
    { Ident: '1000190', Code: '223', Name: 'Lemonade' },
  ],
  modifiers: [
    { Ident: '2000301', Code: '301', Name: 'Cheese' },
    { Ident: '2000302', Code: '302', Name: 'Extra ice' },
  ],
};

interface SavedDish {
  id: string;
  uni: number;
  line_guid: string;
  quantity: number;
  price: number;
  modis: { id: string; count: number; price: number }[];
  voids: { ref: Record<string, string>; quantity: number }[];
}
interface SavedSession {
  uni: number;
  printed: boolean;
  dishes: SavedDish[];
  discounts: { code: string; amount: number }[];
  prepays: { code: string; amount: number; promised: boolean }[];
}
interface SavedOrder {
  guid: string;
  visit: number;
  orderIdent: number;
  persistentComment: string;
  sessions: SavedSession[];
}

export interface DocumentedRk7Call {
  command: string;
  xml: string;
  query: Node;
}

export async function startDocumentedRk7(opts: { login: string; password: string }) {
  const orders = new Map<string, SavedOrder>();
  const calls: DocumentedRk7Call[] = [];
  const state = {
    /** Service printing on save: the kitchen gets the package at once (r_keeper's printer routing). */
    printOnSave: true,
    /** The licence instance's next expected `seqNumber` (documented: 0 first, then +1 per call). */
    expectedSeq: 0,
    licensed: false,
  };
  let seq = 0;
  const guid = () => `{${(++seq).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000}`;

  const sumOf = (o: SavedOrder) => {
    let sum = 0;
    for (const s of o.sessions) {
      for (const d of s.dishes) {
        const standing = d.quantity - d.voids.reduce((a, v) => a + v.quantity, 0);
        const share = d.quantity === 0 ? 0 : standing / d.quantity;
        sum += Math.round((d.price * standing) / 1000);
        sum += Math.round(d.modis.reduce((a, m) => a + m.price * m.count, 0) * share);
      }
      sum -= s.discounts.reduce((a, x) => a + x.amount, 0);
    }
    return Math.max(0, sum);
  };
  const prepaid = (o: SavedOrder) =>
    o.sessions.reduce((a, s) => a + s.prepays.reduce((b, p) => b + p.amount, 0), 0);

  const orderXml = (o: SavedOrder) => {
    const sum = sumOf(o);
    const sessions = o.sessions
      .map((s) => {
        const dishes = s.dishes
          .map(
            (d) =>
              `<Dish${attrsXml({ id: d.id, uni: d.uni, line_guid: d.line_guid, quantity: d.quantity, price: d.price })}>` +
              d.modis.map((m) => `<Modi${attrsXml(m)}/>`).join('') +
              d.voids.map((v) => `<Void${attrsXml({ ...v.ref, quantity: v.quantity })}/>`).join('') +
              `</Dish>`,
          )
          .join('');
        const discounts = s.discounts.map((x) => `<Discount${attrsXml(x)}/>`).join('');
        const prepays = s.prepays
          .map(
            (p) => `<Prepay${attrsXml({ code: p.code, amount: p.amount, promised: p.promised ? 1 : 0 })}/>`,
          )
          .join('');
        return `<Session${attrsXml({ uni: s.uni, printed: s.printed ? 1 : 0 })}>${dishes}${discounts}${prepays}</Session>`;
      })
      .join('');
    return `<Order${attrsXml({
      visit: o.visit,
      orderIdent: o.orderIdent,
      guid: o.guid,
      persistentComment: o.persistentComment,
      orderSum: sum,
      unpaidSum: sum - prepaid(o),
      discountSum: 0,
      totalPieces: o.sessions.reduce((a, s) => a + s.dishes.reduce((b, d) => b + d.quantity, 0), 0),
      paid: 0,
    })}>${sessions}</Order>`;
  };

  const ok = (cmd: string, extra: Record<string, unknown> = {}, body = '') =>
    `<?xml version="1.0" encoding="utf-8"?><RK7QueryResult${attrsXml({ ServerVersion: '7.6.5.40', XmlVersion: '166', Status: 'Ok', CMD: cmd, ErrorText: '', ...extra })}>${body}</RK7QueryResult>`;
  const failed = (cmd: string, text: string) =>
    `<?xml version="1.0" encoding="utf-8"?><RK7QueryResult${attrsXml({ Status: 'Query Executing Error', CMD: cmd, ErrorText: text })}/>`;

  const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v ? [v as Node] : []);
  const ref = (n: Node): Record<string, string> => {
    for (const key of ['id', 'code', 'guid'])
      if (typeof n[key] === 'string') return { [key]: n[key] as string };
    return {};
  };
  const identOf = (n: Node, items: { Ident: string; Code: string }[]) =>
    typeof n['id'] === 'string'
      ? (n['id'] as string)
      : (items.find((i) => i.Code === n['code'])?.Ident ?? String(n['code'] ?? ''));

  function licenceRefusal(cmd: Node): string | null {
    if (!state.licensed) return null;
    const instance = (cmd['LicenseInfo'] as Node | undefined)?.['LicenseInstance'] as Node | undefined;
    const shown = Number(instance?.['seqNumber']);
    if (shown !== state.expectedSeq)
      return `Wrong seqNumber ${shown} of LicenseInstance, expected ${state.expectedSeq}`;
    state.expectedSeq += 1;
    return null;
  }

  function saveOrder(cmd: Node): string {
    const o = orders.get(String((cmd['Order'] as Node)['guid']));
    if (!o) return failed('SaveOrder', 'Order not found');
    const refusal = licenceRefusal(cmd);
    if (refusal) return failed('SaveOrder', refusal);
    for (const s of list(cmd['Session'])) {
      const dishes: SavedDish[] = [];
      for (const d of list(s['Dish'])) {
        const target = o.sessions.flatMap((x) => x.dishes).find((x) => x.line_guid === d['line_guid']);
        if (target) {
          for (const v of list(d['Void']))
            target.voids.push({ ref: ref(v), quantity: Number(v['quantity']) });
          continue;
        }
        dishes.push({
          id: identOf(d, DOC_MENU.dishes),
          uni: ++seq,
          line_guid: guid(),
          quantity: Number(d['quantity']),
          price: Number(d['price'] ?? 0),
          modis: list(d['Modi']).map((m) => ({
            id: identOf(m, DOC_MENU.modifiers),
            count: Number(m['count'] ?? 1),
            price: Number(m['price'] ?? 0),
          })),
          voids: [],
        });
      }
      const content = {
        dishes,
        discounts: list(s['Discount']).map((x) => ({ code: String(x['code']), amount: Number(x['amount']) })),
        prepays: list(s['Prepay']).map((p) => ({
          code: String(p['code']),
          amount: Number(p['amount']),
          promised: p['promised'] === '1' || p['promised'] === 'true',
        })),
      };
      if (s['uni'] !== undefined) {
        const existing = o.sessions.find((x) => x.uni === Number(s['uni']));
        if (!existing) return failed('SaveOrder', `Session ${String(s['uni'])} not found`);
        if (existing.printed) return failed('SaveOrder', 'A printed session cannot be rewritten');
        Object.assign(existing, content);
      } else if (dishes.length + content.discounts.length + content.prepays.length > 0) {
        o.sessions.push({ uni: ++seq, printed: state.printOnSave, ...content });
      }
    }
    return ok('SaveOrder', {}, orderXml(o));
  }

  function answer(xml: string): string {
    const query = parser.parse(xml) as Node;
    const cmd = ((query['RK7Query'] as Node)['RK7CMD'] ?? (query['RK7Query'] as Node)['RK7Command']) as Node;
    const name = String(cmd['CMD']);
    calls.push({ command: name, xml, query: cmd });
    switch (name) {
      case 'GetSystemInfo':
        return ok(name, {}, '<SystemInfo SystemVersion="7.6.5.40"/>');
      case 'GetRefData': {
        const items = cmd['RefName'] === 'MENUITEMS' ? DOC_MENU.dishes : DOC_MENU.modifiers;
        const rows = items.map(
          (i) => `<Item${attrsXml({ ...i, Status: 'rsActive', GUIDString: `{g-${i.Ident}}` })}/>`,
        );
        return ok(name, {}, `<RK7Reference><Items>${rows.join('')}</Items></RK7Reference>`);
      }
      case 'GetOrderMenu':
        return ok(
          name,
          {},
          `<Dishes>${DOC_MENU.dishes.map((d) => `<Item Ident="${d.Ident}"/>`).join('')}</Dishes>`,
        );
      case 'CreateOrder': {
        const order = cmd['Order'] as Node;
        const o: SavedOrder = {
          guid: guid(),
          visit: 356255787 + orders.size,
          orderIdent: 256 + orders.size,
          persistentComment: String(order['persistentComment'] ?? ''),
          sessions: [],
        };
        orders.set(o.guid, o);
        return ok(name, { VisitID: o.visit, OrderID: o.orderIdent, guid: o.guid });
      }
      case 'SaveOrder':
        return saveOrder(cmd);
      case 'GetOrder': {
        const o = orders.get(String((cmd['Order'] as Node)['guid']));
        return o ? ok(name, {}, orderXml(o)) : failed(name, 'Order not found');
      }
      case 'GetOrderList':
        return ok(
          name,
          {},
          [...orders.values()]
            .map(
              (o) =>
                `<Visit${attrsXml({ VisitID: o.visit })}><Orders><Order${attrsXml({ guid: o.guid, persistentComment: o.persistentComment })}/></Orders></Visit>`,
            )
            .join(''),
        );
      case 'GetXMLLicenseInstanceSeqNumber': {
        const info = cmd['LicenseInfo'] as Node;
        const instance = info['LicenseInstance'] as Node;
        // The number last used by the instance (the next call shows one more).
        return ok(
          name,
          {},
          `<LicenseInfo${attrsXml({ anchor: info['anchor'], licenseToken: info['licenseToken'] })}><LicenseInstance${attrsXml({ guid: instance['guid'], seqNumber: state.expectedSeq - 1 })}/></LicenseInfo>`,
        );
      }
      default:
        return failed(name, `Unknown command ${name}`);
    }
  }

  const expectedAuth = `Basic ${Buffer.from(`${opts.login}:${opts.password}`).toString('base64')}`;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (request.url !== '/rk7api/v0/xmlinterface.xml' || request.method !== 'POST') {
        response.statusCode = 404;
        return response.end();
      }
      if (request.headers.authorization !== expectedAuth) {
        response.statusCode = 401;
        return response.end();
      }
      response.setHeader('content-type', 'text/xml; charset=utf-8');
      response.end(answer(Buffer.concat(chunks).toString('utf8')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rk7api/v0/xmlinterface.xml`,
    calls,
    state,
    orders,
    orderSumOf: (g: string) => sumOf(orders.get(g)!),
    callsOf: (command: string) => calls.filter((c) => c.command === command),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type DocumentedRk7 = Awaited<ReturnType<typeof startDocumentedRk7>>;
