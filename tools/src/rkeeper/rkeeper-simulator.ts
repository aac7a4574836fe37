// A simulated r_keeper 7 cash server: the XML interface over HTTPS with Basic auth and a self-signed
// certificate (docs/rkeeper.md), holding checks in memory, with faults on demand and a control API under
// /_sim for tests and the demo.
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { X509Certificate, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { generate } from 'selfsigned';
import { simRkeeperMenu, type RkSimDish, type RkSimModifier } from './rkeeper-menu';
import { simRefDataItems } from './rkeeper-refdata';

export type RkFault =
  /** Connections are cut before any answer. */
  | 'down'
  /** Answers after `delayMs`. */
  | 'slow'
  /** `Status="Query Executing Error"` with an ErrorText. */
  | 'status-error'
  /** The XML licence is refused. */
  | 'licence-error'
  /** The command is carried out, then the connection is cut before the answer. */
  | 'drop-after-commit'
  /**
   * A request that comes on a kept-open connection finds it closed by the server (`socket hang up`):
   * not read, not carried out. Requests on new connections are answered.
   */
  | 'drop-kept-open';

/** Where the server writes a command's result: on the root, or inside `CommandResult` (7.25). */
export type RkAnswerForm = 'root' | 'commandResult';

export interface RkFaultRule {
  fault: RkFault;
  /** `RK7ErrorN` of a refusal (e.g. 2133 shift open too long, 2172 shift closing, 2219 order locked). */
  errorN?: number;
  /** Only this command (all when left out). */
  command?: string;
  /** How many calls it hits; every call until cleared when left out. */
  times?: number;
  delayMs?: number;
  errorText?: string;
}

export interface RkSimLine {
  dishIdent: string;
  name: string;
  /** Thousandths. */
  quantity: number;
  /** ×100 */
  price: number;
  modifiers: { ident: string | null; name: string; count: number; price: number; openName: string | null }[];
  /** A combo's component dishes (the line is the combo dish itself). */
  components?: { dishIdent: string; name: string; quantity: number }[];
  /** The line's guid, by which a `<Void>` names it. */
  lineGuid?: string;
  /** Thousandths voided (`<Void>` inside the dish), with the void reason's code. */
  voided?: number;
  voidReason?: string | null;
  /**
   * The dish's kitchen-display state (`kdsstate`: `sent` when saved with `sendtovdu`, then `started`,
   * `ready`, `taken`…), set by `/_sim/kds` as the kitchen's screen would.
   */
  kdsState?: string;
}

export interface RkSimCheck {
  guid: string;
  visitId: string;
  orderId: string;
  orderName: string;
  persistentComment: string;
  /** `ExternalProps` given to CreateOrder (7.26), by name. */
  externalProps?: Record<string, string>;
  nonPersistentComment: string;
  tableCode: string | null;
  sessions: {
    lines: RkSimLine[];
    prepays: { code: string; amount: number; promised: boolean }[];
    /** Service-printed on save (r_keeper prints the kitchen tickets when the order is saved). */
    printed?: boolean;
  }[];
  payments: { code: string; amount: number }[];
  printed: number;
  closed: boolean;
  /** Paid and then returned (`MakeRetunGoods`). */
  returned: boolean;
  /** Raised by every change of the order (GetOrderList's `Version`, GetOrder's `version`). */
  version?: number;
}

export interface RkReceivedCall {
  command: string;
  xml: string;
  at: string;
  /** The Basic auth user of the call. */
  login: string | null;
}

export interface RkeeperSimulatorOptions {
  login?: string;
  password?: string;
  host?: string;
  /** Checks only `LicenseInfo` is present when set (subscription licence). */
  requireLicence?: boolean;
}

export interface RkeeperSimulator {
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
  /** `https://127.0.0.1:port/rk7api/v0/xmlinterface.xml` once listening. */
  readonly xmlUrl: string;
  readonly url: string;
  /** SHA-256 of the certificate, `AB:CD:…`, to pin. */
  readonly fingerprint: string;
  readonly login: string;
  readonly password: string;
  checks(): RkSimCheck[];
  calls(): RkReceivedCall[];
  addFault(rule: RkFaultRule): void;
  clearFaults(): void;
  /** Dish codes taken off sale (stop-list). */
  setStopList(codes: string[]): void;
  /** Raises `XmlVersion`, as r_keeper does when a reference was edited at the manager station. */
  bumpXmlVersion(): void;
  /** Answers from now on in this form. */
  setAnswerForm(form: RkAnswerForm): void;
  /**
   * The kitchen display marks the dishes of a check (every check when `guid` is left out) with
   * `state` (`ready` by default), as a cook's touch does: the order's version and the orders table's
   * version go up. Answers how many dishes were marked.
   */
  markKds(opts?: { guid?: string; state?: string }): number;
  reset(): void;
}

const VERSION = '7.6.5.40';
const FIRST_XML_VERSION = 1847;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
});
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  isArray: (name) =>
    ['Dish', 'Modi', 'Prepay', 'Payment', 'Session', 'Combo', 'Component', 'Void', 'Discount'].includes(name),
});

type Node = Record<string, unknown>;

export async function createRkeeperSimulator(opts: RkeeperSimulatorOptions = {}): Promise<RkeeperSimulator> {
  const login = opts.login ?? 'delivery';
  const password = opts.password ?? 'rk7-sim-password';
  const pems = await generate([{ name: 'commonName', value: 'rk7-cash-server.local' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const menu = simRkeeperMenu();
  const dishesByIdent = new Map<string, RkSimDish>(menu.dishes.map((d) => [d.ident, d]));
  const dishesByCode = new Map<string, RkSimDish>(menu.dishes.map((d) => [d.code, d]));
  const modsByIdent = new Map<string, RkSimModifier>(menu.modifiers.map((m) => [m.ident, m]));
  const modsByCode = new Map<string, RkSimModifier>(menu.modifiers.map((m) => [m.code, m]));

  let checks: RkSimCheck[] = [];
  // Looked up by every call on a check: a shift of tens of thousands of checks must not make each call
  // scan them all (the bench's hand-over would measure the simulator instead of the server).
  const checkByGuid = new Map<string, RkSimCheck>();
  const checkByVisit = new Map<string, RkSimCheck>();
  const visitKey = (visit: string | undefined, ident: string | undefined) => `${visit}/${ident}`;
  let calls: RkReceivedCall[] = [];
  let faults: RkFaultRule[] = [];
  let stopList = new Set<string>();
  let xmlVersion = FIRST_XML_VERSION;
  let nextVisit = 356_255_000;
  let nextOrder = 250;
  let baseUrl = '';
  let fingerprint = '';
  let answerForm: RkAnswerForm = 'root';
  /** The orders table's version: GetOrderList's `lastversion`, raised by every change of any order. */
  let listVersion = 1;
  const touch = (check: RkSimCheck) => {
    listVersion += 1;
    check.version = (check.version ?? 1) + 1;
  };
  /** Connections that carried a request already: a later request on one came on a kept-open connection. */
  const servedSockets = new WeakSet<object>();

  /**
   * An answer as the server writes it: the result on the root `RK7QueryResult` (the `RK7CMD` form), or,
   * in the `commandResult` form (7.25 servers answering `RK7Command`), inside a `CommandResult` with
   * its own `CMD`, `Status` and `ErrorText` under a root that says `Ok`.
   */
  const written = (cmd: string, result: Node) => {
    const root = {
      '@ServerVersion': VERSION,
      '@XmlVersion': String(xmlVersion),
      '@NetName': 'MIDSERVER',
    };
    const body =
      answerForm === 'commandResult'
        ? { ...root, '@Status': 'Ok', '@Processed': '1', CommandResult: { '@CMD': cmd, ...result } }
        : { ...root, '@CMD': cmd, ...result };
    return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ RK7QueryResult: body }) as string}`;
  };

  const answer = (cmd: string, attrs: Record<string, string>, children: Node = {}) =>
    written(cmd, {
      '@Status': 'Ok',
      '@ErrorText': '',
      '@DateTime': new Date().toISOString().slice(0, 19),
      '@WorkTime': '3',
      '@Processed': '1',
      ...prefix(attrs),
      ...children,
    });

  /** A refusal: r_keeper's words, and its number (`RK7ErrorN`) when the fault names one. */
  const failure = (cmd: string, status: string, errorText: string, errorN?: number) =>
    written(cmd, {
      '@Status': status,
      '@ErrorText': errorText,
      '@DateTime': new Date().toISOString().slice(0, 19),
      ...(errorN ? { '@RK7ErrorN': String(errorN) } : {}),
      Error: { ...(errorN ? { '@RK7ErrorN': String(errorN) } : {}), '@ErrorText': errorText },
    });

  function findRef<T>(
    node: Node | undefined,
    byIdent: Map<string, T>,
    byCode: Map<string, T>,
  ): T | undefined {
    if (!node) return undefined;
    const id = str(node['@id']) ?? str(node['@ident']);
    if (id !== undefined) return byIdent.get(id);
    const code = str(node['@code']);
    return code === undefined ? undefined : byCode.get(code);
  }

  function orderOf(node: Node | undefined): RkSimCheck | undefined {
    const guid = str(node?.['@guid']);
    if (guid) return checkByGuid.get(guid);
    return checkByVisit.get(visitKey(str(node?.['@visit']), str(node?.['@orderIdent'])));
  }

  function orderXml(c: RkSimCheck): Node {
    const total = c.sessions
      .flatMap((s) => s.lines)
      .reduce(
        (sum, l) =>
          sum +
          Math.round((l.price * (l.quantity - (l.voided ?? 0))) / 1000) +
          Math.round(
            (l.modifiers.reduce((m, x) => m + x.price * x.count, 0) * (l.quantity - (l.voided ?? 0))) /
              (l.quantity || 1),
          ),
        0,
      );
    const paid = c.payments.reduce((s, p) => s + p.amount, 0);
    const pieces = c.sessions.flatMap((s) => s.lines).reduce((s, l) => s + l.quantity - (l.voided ?? 0), 0);
    return {
      '@visit': c.visitId,
      '@orderIdent': c.orderId,
      '@guid': c.guid,
      '@orderName': c.orderName,
      '@persistentComment': c.persistentComment,
      ...externalPropsXml(c),
      '@orderSum': String(total),
      '@unpaidSum': String(Math.max(0, total - paid)),
      '@totalPieces': String(pieces),
      '@paid': c.closed ? '1' : '0',
      '@version': String(c.version ?? 1),
      Session: c.sessions.map((s, i) => ({
        '@sessionID': String(i + 1),
        '@uni': String(i + 1),
        '@printed': s.printed === false ? '0' : '1',
        Dish: s.lines.map((l) => ({
          '@id': l.dishIdent,
          '@name': l.name,
          ...(l.lineGuid ? { '@line_guid': l.lineGuid } : {}),
          '@quantity': String(l.quantity),
          '@price': String(l.price),
          ...(l.kdsState ? { '@kdsstate': l.kdsState } : {}),
          ...(l.voided
            ? {
                Void: [{ ...(l.voidReason ? { '@code': l.voidReason } : {}), '@quantity': String(l.voided) }],
              }
            : {}),
          Modi: l.modifiers.map((m) => ({
            ...(m.ident ? { '@id': m.ident } : {}),
            '@name': m.name,
            '@count': String(m.count),
            '@price': String(m.price),
            ...(m.openName ? { '@openName': m.openName } : {}),
          })),
        })),
      })),
    };
  }

  /** Carries out one command; returns the answer XML. */
  function run(cmd: string, rk7cmd: Node): string {
    const licensed = cmd === 'SaveOrder' || cmd === 'PayOrder' || cmd === 'MakeRetunGoods';
    if (licensed && opts.requireLicence && !rk7cmd['LicenseInfo']) {
      return failure(cmd, 'Query Executing Error', 'No license for XML SaveOrder');
    }
    switch (cmd) {
      case 'GetSystemInfo':
        return answer(
          cmd,
          {},
          {
            SystemInfo: { '@SystemVersion': VERSION, '@RestCode': '199990001', '@NetName': 'MIDSERVER' },
          },
        );
      case 'CreateOrder': {
        const order = rk7cmd['Order'] as Node | undefined;
        if (!order || !order['Table']) return failure(cmd, 'Query Executing Error', 'Table is required');
        const check: RkSimCheck = {
          guid: `{${randomUUID().toUpperCase()}}`,
          visitId: String(nextVisit++),
          orderId: String(nextOrder++),
          orderName: '',
          persistentComment: str(order['@persistentComment']) ?? '',
          externalProps: externalPropsIn(order),
          nonPersistentComment: str(order['@nonPersistentComment']) ?? '',
          tableCode: str((order['Table'] as Node)['@code']) ?? null,
          sessions: [],
          payments: [],
          printed: 0,
          closed: false,
          returned: false,
        };
        check.orderName = `${check.tableCode ?? ''}.${check.orderId}`;
        checks.push(check);
        checkByGuid.set(check.guid, check);
        checkByVisit.set(visitKey(check.visitId, check.orderId), check);
        touch(check);
        return answer(cmd, { VisitID: check.visitId, OrderID: check.orderId, guid: check.guid });
      }
      case 'SaveOrder': {
        const check = orderOf(rk7cmd['Order'] as Node);
        if (!check) return failure(cmd, 'Query Executing Error', 'Order not found');
        // A printed dish is voided by a `<Void>` inside the dish, named by its line_guid (docs/rkeeper.md).
        const sessionsIn = (rk7cmd['Session'] as Node[] | undefined) ?? [];
        const standing = check.sessions.flatMap((s) => s.lines);
        let voids = 0;
        for (const s of sessionsIn)
          for (const dish of (s['Dish'] as Node[] | undefined) ?? []) {
            const target = standing.find((l) => l.lineGuid && l.lineGuid === str(dish['@line_guid']));
            const marks = (dish['Void'] as Node[] | undefined) ?? [];
            if (!target || marks.length === 0) continue;
            for (const v of marks) {
              const q = Number(str(v['@quantity']) ?? '0');
              if ((target.voided ?? 0) + q > target.quantity)
                return failure(cmd, 'Query Executing Error', `More "${target.name}" voided than ordered`);
              target.voided = (target.voided ?? 0) + q;
              target.voidReason = str(v['@code']) ?? str(v['@id']) ?? null;
              voids += 1;
            }
          }
        if (voids > 0) {
          touch(check);
          return answer(cmd, {}, { Order: orderXml(check) });
        }
        const session = sessionsIn[0] ?? {};
        const lines: RkSimLine[] = [];
        for (const dish of (session['Dish'] as Node[] | undefined) ?? []) {
          const found = findRef(dish, dishesByIdent, dishesByCode);
          if (!found)
            return failure(
              cmd,
              'Query Executing Error',
              `Dish ${str(dish['@id']) ?? str(dish['@code'])} not found`,
            );
          const quantity = Number(str(dish['@quantity']) ?? '1000');
          // A negative quantity takes portions off the order (a void), which the stop-list never blocks.
          if (quantity > 0 && stopList.has(found.code))
            return failure(cmd, 'Query Executing Error', `Dish "${found.name}" is on the stop list`);
          const modifiers: RkSimLine['modifiers'] = [];
          for (const modi of (dish['Modi'] as Node[] | undefined) ?? []) {
            const openName = str(modi['@openName']) ?? null;
            const mod = findRef(modi, modsByIdent, modsByCode);
            if (!mod && !openName)
              return failure(
                cmd,
                'Query Executing Error',
                `Modifier ${str(modi['@id']) ?? str(modi['@code'])} not found`,
              );
            modifiers.push({
              ident: mod?.ident ?? null,
              name: mod?.name ?? openName ?? '',
              count: Number(str(modi['@count']) ?? '1'),
              price: Number(str(modi['@price']) ?? '0'),
              openName,
            });
          }
          lines.push({
            dishIdent: found.ident,
            name: found.name,
            quantity,
            price: Number(str(dish['@price']) ?? String(found.price)),
            modifiers,
            lineGuid: `{${randomUUID().toUpperCase()}}`,
            ...(str(rk7cmd['@sendtovdu']) === '0' ? {} : { kdsState: 'sent' }),
          });
        }
        for (const combo of (session['Combo'] as Node[] | undefined) ?? []) {
          const found = findRef(combo, dishesByIdent, dishesByCode);
          if (!found)
            return failure(cmd, 'Query Executing Error', `Combo ${str(combo['@id']) ?? ''} not found`);
          const components: NonNullable<RkSimLine['components']> = [];
          for (const part of (combo['Component'] as Node[] | undefined) ?? []) {
            const dish = findRef(part, dishesByIdent, dishesByCode);
            if (!dish)
              return failure(
                cmd,
                'Query Executing Error',
                `Combo component ${str(part['@id']) ?? ''} not found`,
              );
            components.push({
              dishIdent: dish.ident,
              name: dish.name,
              quantity: Number(str(part['@quantity']) ?? '1000'),
            });
          }
          if (components.length === 0)
            return failure(cmd, 'Query Executing Error', `Combo "${found.name}" has no components`);
          lines.push({
            dishIdent: found.ident,
            name: found.name,
            quantity: Number(str(combo['@quantity']) ?? '1000'),
            price: Number(str(combo['@price']) ?? String(found.price)),
            modifiers: [],
            components,
          });
        }
        const prepays = ((session['Prepay'] as Node[] | undefined) ?? []).map((p) => ({
          code: str(p['@code']) ?? str(p['@id']) ?? '',
          amount: Number(str(p['@amount']) ?? '0'),
          promised: str(p['@promised']) === '1',
        }));
        if (check.closed) return failure(cmd, 'Query Executing Error', 'The order is closed (paid)');
        const netOf = (ident: string) =>
          check.sessions
            .flatMap((s) => s.lines)
            .filter((l) => l.dishIdent === ident)
            .reduce((sum, l) => sum + l.quantity, 0);
        const over = lines.find((l) => l.quantity < 0 && netOf(l.dishIdent) + l.quantity < 0);
        if (over) return failure(cmd, 'Query Executing Error', `More "${over.name}" voided than ordered`);
        check.sessions.push({ lines, prepays });
        touch(check);
        return answer(cmd, {}, { Order: orderXml(check) });
      }
      case 'PayOrder': {
        const check = orderOf(rk7cmd['Order'] as Node);
        if (!check) return failure(cmd, 'Query Executing Error', 'Order not found');
        const unpaid = Number(orderXml(check)['@unpaidSum']);
        const payments = ((rk7cmd['Payment'] as Node[] | undefined) ?? []).map((p) => ({
          code: str(p['@code']) ?? str(p['@id']) ?? '',
          amount: Number(str(p['@amount']) ?? '0'),
        }));
        const sum = payments.reduce((s, p) => s + p.amount, 0);
        if (sum !== unpaid)
          return failure(
            cmd,
            'Query Executing Error',
            `Payment ${sum} does not equal the unpaid sum ${unpaid}`,
          );
        check.payments.push(...payments);
        check.closed = true;
        touch(check);
        return answer(cmd, {}, { Order: orderXml(check) });
      }
      case 'MakeRetunGoods': {
        const check = orderOf(rk7cmd['Order'] as Node);
        if (!check) return failure(cmd, 'Query Executing Error', 'Order not found');
        if (!check.closed) return failure(cmd, 'Query Executing Error', 'Only a paid order can be returned');
        if (check.returned) return failure(cmd, 'Query Executing Error', 'The order is already returned');
        // The return is kept as a session of the same dishes, negative, so the check nets to nothing.
        const lines = check.sessions
          .flatMap((s) => s.lines)
          .map((l) => ({ ...l, quantity: -l.quantity, modifiers: [] }));
        check.sessions.push({ lines, prepays: [] });
        check.returned = true;
        touch(check);
        return answer(cmd, {}, { Order: orderXml(check) });
      }
      case 'PrintBill': {
        const check = orderOf(rk7cmd['Order'] as Node);
        if (!check) return failure(cmd, 'Query Executing Error', 'Order not found');
        check.printed += 1;
        return answer(cmd, {});
      }
      case 'GetOrder': {
        const check = orderOf(rk7cmd['Order'] as Node);
        if (!check) return failure(cmd, 'Query Executing Error', 'Order not found');
        return answer(cmd, {}, { Order: orderXml(check) });
      }
      case 'GetOrderList': {
        // `lastversion`: the orders table's version the caller last saw; the same answers `No changes`.
        if (str(rk7cmd['@lastversion']) === String(listVersion))
          return written(cmd, {
            '@Status': 'No changes',
            '@ErrorText': '',
            '@DateTime': new Date().toISOString().slice(0, 19),
            '@Processed': '1',
          });
        const open = checks.filter((c) => !c.closed || str(rk7cmd['@onlyOpened']) !== '1');
        return answer(
          cmd,
          { lastversion: String(listVersion) },
          {
            Visit: open.map((c) => ({
              '@VisitID': c.visitId,
              Orders: {
                Order: [
                  {
                    '@OrderID': c.orderId,
                    '@Version': String(c.version ?? 1),
                    '@crc32': String(c.version ?? 1),
                    '@guid': c.guid,
                    '@OrderName': c.orderName,
                    '@persistentComment': c.persistentComment,
                    ...externalPropsXml(c),
                    '@Paid': c.closed ? '1' : '0',
                  },
                ],
              },
            })),
          },
        );
      }
      case 'GetRefData': {
        const ref = str(rk7cmd['@RefName'])?.toUpperCase() ?? '';
        const items = simRefDataItems(menu, ref, str(rk7cmd['@OnlyActive']) === '1');
        if (!items) return failure(cmd, 'Query Executing Error', `Unknown reference ${ref}`);
        return answer(cmd, {}, { RK7Reference: { '@Name': ref, Items: { Item: items } } });
      }
      case 'GetOrderMenu':
        return answer(
          cmd,
          {},
          {
            Dishes: {
              Item: menu.dishes
                .filter((d) => !stopList.has(d.code))
                .map((d) => ({ '@Ident': d.ident, '@Price': String(d.price) })),
            },
          },
        );
      default:
        return failure(cmd, 'Query Executing Error', `Unknown command ${cmd}`);
    }
  }

  function takeFault(cmd: string): RkFaultRule | undefined {
    const rule = faults.find((f) => f.fault !== 'drop-kept-open' && (!f.command || f.command === cmd));
    if (rule && rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) faults = faults.filter((f) => f !== rule);
    }
    return rule;
  }

  function authorised(req: IncomingMessage): string | null | false {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return user === login && rest.join(':') === password ? user : false;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (servedSockets.has(req.socket)) {
      const drop = faults.find((f) => f.fault === 'drop-kept-open');
      if (drop) {
        if (drop.times !== undefined && --drop.times <= 0) faults = faults.filter((f) => f !== drop);
        req.socket.destroy();
        return;
      }
    }
    servedSockets.add(req.socket);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').split('?')[0];

    if (path?.startsWith('/_sim/')) return control(path, req.method ?? 'GET', body, res);
    if (req.method !== 'POST' || path !== '/rk7api/v0/xmlinterface.xml') {
      res.writeHead(404).end();
      return;
    }
    const user = authorised(req);
    if (user === false) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="RK7"' }).end();
      return;
    }
    let rk7cmd: Node;
    let cmd: string;
    try {
      const doc = parser.parse(body) as Node;
      rk7cmd = ((doc['RK7Query'] as Node)['RK7CMD'] as Node) ?? {};
      cmd = str(rk7cmd['@CMD']) ?? '';
    } catch {
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(failure('', 'Query Syntax Error', 'XML parse error'));
      return;
    }
    calls.push({ command: cmd, xml: body, at: new Date().toISOString(), login: user });
    const fault = takeFault(cmd);
    if (fault?.fault === 'down') {
      req.socket.destroy();
      return;
    }
    if (fault?.fault === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs ?? 5_000));
    const xml =
      fault?.fault === 'status-error'
        ? failure(
            cmd,
            'Query Executing Error',
            fault.errorText ?? 'Cash server is busy: shift is not open',
            fault.errorN,
          )
        : fault?.fault === 'licence-error'
          ? failure(
              cmd,
              'Query Executing Error',
              fault.errorText ?? 'License for XML interface is not found',
              fault.errorN,
            )
          : run(cmd, rk7cmd);
    if (fault?.fault === 'drop-after-commit') {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
  }

  function control(path: string, method: string, body: string, res: ServerResponse) {
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (method === 'GET' && path === '/_sim/checks') return json(200, checks);
    if (method === 'GET' && path === '/_sim/calls') return json(200, calls);
    if (method === 'POST' && path === '/_sim/faults') {
      sim.addFault(JSON.parse(body || '{}') as RkFaultRule);
      return json(200, faults);
    }
    if (method === 'DELETE' && path === '/_sim/faults') {
      sim.clearFaults();
      return json(200, []);
    }
    if (method === 'PUT' && path === '/_sim/stop-list') {
      sim.setStopList((JSON.parse(body || '[]') as string[]).map(String));
      return json(200, [...stopList]);
    }
    if (method === 'POST' && path === '/_sim/kds') {
      const marked = sim.markKds(JSON.parse(body || '{}') as { guid?: string; state?: string });
      return json(200, { marked });
    }
    if (method === 'POST' && path === '/_sim/reset') {
      sim.reset();
      return json(200, {});
    }
    return json(404, { error: 'unknown control call' });
  }

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  const sim: RkeeperSimulator = {
    async listen(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, opts.host ?? '127.0.0.1', resolve));
      const address = server.address() as AddressInfo;
      baseUrl = `https://127.0.0.1:${address.port}`;
      return baseUrl;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    get url() {
      return baseUrl;
    },
    get xmlUrl() {
      return `${baseUrl}/rk7api/v0/xmlinterface.xml`;
    },
    get fingerprint() {
      return fingerprint;
    },
    login,
    password,
    checks: () => checks,
    calls: () => calls,
    addFault: (rule) => faults.push({ ...rule }),
    clearFaults: () => {
      faults = [];
    },
    setStopList: (codes) => {
      stopList = new Set(codes);
    },
    bumpXmlVersion: () => {
      xmlVersion += 1;
    },
    setAnswerForm: (form) => {
      answerForm = form;
    },
    markKds: ({ guid, state = 'ready' } = {}) => {
      let marked = 0;
      for (const check of checks.filter((c) => guid === undefined || c.guid === guid)) {
        const lines = check.sessions
          .flatMap((s) => s.lines)
          .filter((l) => l.quantity - (l.voided ?? 0) > 0 && l.kdsState !== state);
        for (const line of lines) line.kdsState = state;
        marked += lines.length;
        if (lines.length > 0) touch(check);
      }
      return marked;
    },
    reset: () => {
      checks = [];
      checkByGuid.clear();
      checkByVisit.clear();
      calls = [];
      faults = [];
      stopList = new Set();
      answerForm = 'root';
    },
  };
  fingerprint = certificateFingerprint(pems.cert);
  return sim;
}

/** The same `fingerprint256` a TLS client sees. */
function certificateFingerprint(certPem: string): string {
  return new X509Certificate(certPem).fingerprint256;
}

function prefix(attrs: Record<string, string>): Node {
  return Object.fromEntries(Object.entries(attrs).map(([k, v]) => [`@${k}`, v]));
}

/** CreateOrder's `<ExternalProps><Prop name value/>`, as a 7.26 server keeps them. */
function externalPropsIn(order: Node): Record<string, string> {
  const holder = order['ExternalProps'] as Node | undefined;
  const props = holder?.['Prop'];
  const list = (Array.isArray(props) ? props : props ? [props] : []) as Node[];
  return Object.fromEntries(
    list.map((p) => [str(p['@name']) ?? '', str(p['@value']) ?? '']).filter(([k]) => k),
  );
}

function externalPropsXml(c: RkSimCheck): Node {
  const entries = Object.entries(c.externalProps ?? {});
  return entries.length
    ? { ExternalProps: { Prop: entries.map(([name, value]) => ({ '@name': name, '@value': value })) } }
    : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
