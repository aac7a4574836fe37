// A cash server that answers with recorded-form r_keeper 7 answers (test/fixtures/rk7-recorded/): the
// references and GetOrderMenu from the files, in the root form or wrapped in `CommandResult` as 7.25
// servers answer; CreateOrder, SaveOrder, GetOrder and GetOrderList kept in memory as r_keeper
// documents them; refusals queued per command with r_keeper's status, words and `RK7ErrorN`. HTTPS with
// a self-signed certificate and HTTP Basic, like a real one.
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { generate } from 'selfsigned';

const FIXTURES = join(__dirname, '..', 'fixtures', 'rk7-recorded');
const REFERENCES: Record<string, string> = {
  CATEGLIST: 'categlist.xml',
  MENUITEMS: 'menuitems.xml',
  MODIGROUPS: 'modigroups.xml',
  MODIFIERS: 'modifiers.xml',
  MODISCHEMES: 'modischemes.xml',
  COMBOSCHEMES: 'comboschemes.xml',
};

/** One recorded answer file as r_keeper wrote it. */
export const recordedAnswer = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (n) => ['Session', 'Dish', 'Modi', 'Combo', 'Component'].includes(n),
});
const esc = (v: unknown) =>
  String(v).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export interface RecordedRefusal {
  status?: string;
  errorText: string;
  errorN?: number;
  /** How many calls it answers (1 when left out). */
  times?: number;
}

export interface RecordedCall {
  command: string;
  xml: string;
}

export interface RecordedOrder {
  guid: string;
  persistentComment: string;
  sessions: { dishes: { id: string; quantity: string; price: string | null; modis: string[] }[] }[];
}

/**
 * Rewrites a root-form answer into the `RK7Command` form: the root keeps the server's version and says
 * `Ok`; the result, with its own `CMD`, `Status` and `ErrorText`, goes inside `CommandResult`.
 */
export function wrapInCommandResult(xml: string): string {
  const open = /<RK7QueryResult([^>]*?)(\/?)>/.exec(xml);
  if (!open) return xml;
  const attrs = Object.fromEntries([...open[1]!.matchAll(/(\w[\w-]*)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const rootKeys = ['ServerVersion', 'XmlVersion', 'NetName'];
  const rootAttrs = rootKeys.filter((k) => attrs[k] !== undefined).map((k) => ` ${k}="${attrs[k]}"`);
  const resultAttrs = Object.entries(attrs)
    .filter(([k]) => !rootKeys.includes(k))
    .map(([k, v]) => ` ${k}="${v}"`);
  const inner = open[2] ? '' : xml.slice(open.index + open[0].length, xml.lastIndexOf('</RK7QueryResult>'));
  return `${xml.slice(0, open.index)}<RK7QueryResult${rootAttrs.join('')} Status="Ok"><CommandResult${resultAttrs.join('')}>${inner}</CommandResult></RK7QueryResult>`;
}

export async function startRecordedRk7(opts: { login: string; password: string }) {
  const pems = await generate([{ name: 'commonName', value: 'rk7-recorded.local' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const calls: RecordedCall[] = [];
  const orders: RecordedOrder[] = [];
  const refusals = new Map<string, RecordedRefusal[]>();
  let form: 'root' | 'commandResult' = 'root';
  let xmlVersion = 1934;
  /** Answers put in place of the recorded ones, by `GetRefData:<RefName>` or command. */
  const overrides = new Map<string, string>();
  let seq = 0;

  const written = (xml: string) => {
    const versioned = xml.replace(/XmlVersion="\d+"/, `XmlVersion="${xmlVersion}"`);
    return form === 'commandResult' ? wrapInCommandResult(versioned) : versioned;
  };
  const ok = (cmd: string, attrs: Record<string, string> = {}, inner = '') =>
    `<?xml version="1.0" encoding="UTF-8"?><RK7QueryResult ServerVersion="7.7.1.131" XmlVersion="1934" NetName="MIDSERVER" Status="Ok" CMD="${cmd}" ErrorText="" DateTime="2026-11-20T12:05:00" WorkTime="0" Processed="1"${Object.entries(
      attrs,
    )
      .map(([k, v]) => ` ${k}="${esc(v)}"`)
      .join('')}>${inner}</RK7QueryResult>`;
  const refusal = (cmd: string, r: RecordedRefusal) =>
    `<?xml version="1.0" encoding="UTF-8"?><RK7QueryResult ServerVersion="7.7.1.131" XmlVersion="1934" NetName="MIDSERVER" Status="${esc(r.status ?? 'Query Executing Error')}" CMD="${cmd}" ErrorText="${esc(r.errorText)}" DateTime="2026-11-20T12:05:00" WorkTime="0" Processed="1"${r.errorN ? ` RK7ErrorN="${r.errorN}"` : ''}/>`;

  const orderXml = (o: RecordedOrder) =>
    `<Order guid="${o.guid}" persistentComment="${esc(o.persistentComment)}" paid="0">${o.sessions
      .map(
        (s, i) =>
          `<Session uni="${i + 1}" printed="1">${s.dishes
            .map(
              (d) => `<Dish id="${d.id}" quantity="${d.quantity}"${d.price ? ` price="${d.price}"` : ''}/>`,
            )
            .join('')}</Session>`,
      )
      .join('')}</Order>`;

  function run(cmd: string, q: Node): string {
    switch (cmd) {
      case 'GetSystemInfo':
        return ok(cmd, {}, '<SystemInfo SystemTime="2026-11-20T12:05:00" RestCode="199990001"/>');
      case 'GetRefData': {
        const file = REFERENCES[String(q['RefName'] ?? '').toUpperCase()];
        return file
          ? recordedAnswer(file)
          : refusal(cmd, { status: 'Bad Query Parameters', errorText: 'Unknown reference' });
      }
      case 'GetOrderMenu':
        return recordedAnswer('getordermenu.xml');
      case 'CreateOrder': {
        const order = q['Order'] as Node;
        const guid = `{0A0B0C0D-0000-4000-8000-${String(++seq).padStart(12, '0')}}`;
        orders.push({ guid, persistentComment: String(order['persistentComment'] ?? ''), sessions: [] });
        return ok(cmd, { VisitID: String(5000 + seq), OrderID: String(seq), guid });
      }
      case 'SaveOrder': {
        const order = orders.find((o) => o.guid === (q['Order'] as Node)['guid']);
        if (!order) return refusal(cmd, { errorText: 'Order not found' });
        for (const s of (q['Session'] as Node[] | undefined) ?? []) {
          const lines = [
            ...((s['Dish'] as Node[] | undefined) ?? []),
            ...((s['Combo'] as Node[] | undefined) ?? []),
          ];
          order.sessions.push({
            dishes: lines.map((d) => ({
              id: String(d['id']),
              quantity: String(d['quantity']),
              price: d['price'] === undefined ? null : String(d['price']),
              modis: ((d['Modi'] as Node[] | undefined) ?? []).map((m) => String(m['id'] ?? m['openName'])),
            })),
          });
        }
        return ok(cmd, {}, orderXml(order));
      }
      case 'GetOrder': {
        const order = orders.find((o) => o.guid === (q['Order'] as Node)['guid']);
        return order ? ok(cmd, {}, orderXml(order)) : refusal(cmd, { errorText: 'Order not found' });
      }
      case 'GetOrderList':
        return ok(
          cmd,
          {},
          orders
            .map(
              (o) =>
                `<Visit VisitID="1"><Orders><Order guid="${o.guid}" persistentComment="${esc(o.persistentComment)}"/></Orders></Visit>`,
            )
            .join(''),
        );
      default:
        return refusal(cmd, { status: 'Unknown command', errorText: `Unknown command ${cmd}` });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const basic = Buffer.from(`${opts.login}:${opts.password}`).toString('base64');
    if (req.headers.authorization !== `Basic ${basic}`) {
      res.writeHead(401).end();
      return;
    }
    const q = ((parser.parse(body) as Node)['RK7Query'] as Node)['RK7CMD'] as Node;
    const cmd = String(q['CMD']);
    calls.push({ command: cmd, xml: body });
    const queued = refusals.get(cmd)?.[0];
    let xml: string;
    if (queued) {
      queued.times = (queued.times ?? 1) - 1;
      if (queued.times <= 0) refusals.get(cmd)!.shift();
      xml = refusal(cmd, queued);
    } else xml = overrides.get(`${cmd}:${String(q['RefName'] ?? '').toUpperCase()}`) ?? run(cmd, q);
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(written(xml));
  }

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    xmlUrl: `https://127.0.0.1:${port}/rk7api/v0/xmlinterface.xml`,
    fingerprint: new X509Certificate(pems.cert).fingerprint256,
    calls,
    orders,
    callsOf: (command: string) => calls.filter((c) => c.command === command),
    /** Answers the next call(s) of `command` with this refusal. */
    refuse(command: string, r: RecordedRefusal) {
      refusals.set(command, [...(refusals.get(command) ?? []), { ...r }]);
    },
    setForm(next: 'root' | 'commandResult') {
      form = next;
    },
    /** Answers `GetRefData` of this reference with `xml` (null: the recorded one again). */
    answerRefWith(refName: string, xml: string | null) {
      if (xml === null) overrides.delete(`GetRefData:${refName}`);
      else overrides.set(`GetRefData:${refName}`, xml);
    },
    /** Raises `XmlVersion`, as r_keeper does when a reference was edited: the references are read again. */
    bumpXmlVersion() {
      xmlVersion += 1;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RecordedRk7 = Awaited<ReturnType<typeof startRecordedRk7>>;
