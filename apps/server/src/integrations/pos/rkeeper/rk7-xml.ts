import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * r_keeper 7 XML interface (docs/rkeeper.md): every request is `<RK7Query><RK7CMD CMD="…">…`, every
 * answer an `<RK7QueryResult Status … ErrorText …>`. HTTP 200 comes back for logical errors too, so an
 * answer is a failure unless `Status="Ok"` and no `ErrorText` is given.
 */

/** An element: attributes as `@name`, children by tag (an array for repeated tags), `#text` for text. */
export type XmlNode = { [key: string]: string | number | XmlNode | XmlNode[] | undefined };

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
  processEntities: true,
});

/** Tags that may repeat in answers: always read as arrays. */
const REPEATED = new Set([
  'Item',
  'Dish',
  'Modi',
  'Session',
  'Visit',
  'Order',
  'Error',
  'Prepay',
  'Payment',
  'Guest',
  'Combo',
  'Component',
  'Void',
  'Discount',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** The request body for one command. */
export function buildRk7Query(
  cmd: string,
  attributes: Record<string, string>,
  children: XmlNode = {},
): string {
  const rk7cmd: XmlNode = { '@CMD': cmd, ...prefixed(attributes), ...children };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ RK7Query: { RK7CMD: rk7cmd } }) as string}`;
}

function prefixed(attributes: Record<string, string>): XmlNode {
  return Object.fromEntries(Object.entries(attributes).map(([k, v]) => [`@${k}`, v]));
}

/** Attributes of an element as `{ '@name': value }`, for building children. */
export function attrs(values: Record<string, string | number | null | undefined>): XmlNode {
  const out: XmlNode = {};
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined) out[`@${k}`] = String(v);
  return out;
}

/** A logical failure the cash server reported, in its own words. */
export class Rk7Error extends Error {
  constructor(
    message: string,
    readonly status: string,
  ) {
    super(message);
    this.name = 'Rk7Error';
  }
}

export interface Rk7Answer {
  /** The `RK7QueryResult` element: attributes as `@name`, children by tag. */
  result: XmlNode;
  attr(name: string): string | undefined;
}

/** Reads an answer; throws `Rk7Error` with r_keeper's error text unless it says `Status="Ok"`. */
export function parseRk7Answer(xml: string): Rk7Answer {
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new Rk7Error(`The cash server's answer is not XML: ${(error as Error).message}`, 'Unreadable');
  }
  const result = doc['RK7QueryResult'];
  if (!result || typeof result !== 'object' || Array.isArray(result)) {
    throw new Rk7Error('The cash server answered without an RK7QueryResult', 'Unreadable');
  }
  const attr = (name: string) => textOf(result[`@${name}`]);
  const status = attr('Status') ?? '';
  const errors = listOf(result['Error'])
    .map((e) => textOf(e['@ErrorText']) ?? textOf(e['@Text']))
    .filter((t): t is string => !!t);
  const errorText = attr('ErrorText') || errors.join('; ');
  if (status !== 'Ok' || errorText) {
    throw new Rk7Error(errorText || `The cash server answered ${status || 'without a status'}`, status);
  }
  return { result, attr };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A child read as a list, whether absent, one or many. */
export function listOf(value: unknown): XmlNode[] {
  if (value === undefined || value === null || typeof value !== 'object') return [];
  return (Array.isArray(value) ? value : [value]) as XmlNode[];
}

/** An attribute of an element, case-insensitively (r_keeper versions differ in case: `guid`/`GUID`). */
export function attrOf(node: XmlNode | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const lower = `@${name.toLowerCase()}`;
  for (const [k, v] of Object.entries(node)) if (k.toLowerCase() === lower) return textOf(v);
  return undefined;
}

/** A child element (the first when repeated). */
export function childOf(node: XmlNode | undefined, tag: string): XmlNode | undefined {
  return listOf(node?.[tag])[0];
}
