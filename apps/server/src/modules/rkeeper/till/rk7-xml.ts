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
  'CommandResult',
  'Prop',
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

/** A logical failure the cash server reported, in its own words and, where it gave one, its number. */
export class Rk7Error extends Error {
  constructor(
    message: string,
    readonly status: string,
    /** `RK7ErrorN`, or the `n` of `UCSERR(n)` in the text; null when the answer carries none. */
    readonly errorNumber: number | null = errorNumberIn(message),
  ) {
    super(message);
    this.name = 'Rk7Error';
  }
}

/** The number r_keeper writes into some error texts as `UCSERR(n)`. */
export function errorNumberIn(text: string): number | null {
  const match = /UCSERR\s*\(\s*(\d+)\s*\)/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** Statuses that report success: `No changes` answers a `lastversion` read whose data stood still. */
const SUCCESS_STATUSES = new Set(['Ok', 'No changes']);

export interface Rk7Answer {
  /**
   * The command's result: the `RK7QueryResult` element, or for the `RK7Command` form the
   * `CommandResult` inside it; attributes as `@name`, children by tag.
   */
  result: XmlNode;
  /** `Status` of the element the result is in (`No changes` for an unchanged `lastversion` read). */
  status: string;
  /** An attribute of the result, else of the `RK7QueryResult` around it (`XmlVersion`, `ServerVersion`). */
  attr(name: string): string | undefined;
}

/**
 * Reads an answer in either of r_keeper's forms (docs/rkeeper.md §1): the result on the root
 * `RK7QueryResult` (the `RK7CMD` request), or inside `<CommandResult CMD Status ErrorText>` (the
 * `RK7Command` request). `Status` is checked at both levels, and an `ErrorText`, an `RK7ErrorN` or an
 * `<Error>` entry at either is a refusal; throws `Rk7Error` with r_keeper's words and number.
 */
export function parseRk7Answer(xml: string): Rk7Answer {
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new Rk7Error(`The cash server's answer is not XML: ${(error as Error).message}`, 'Unreadable');
  }
  const root = doc['RK7QueryResult'];
  if (!root || typeof root !== 'object' || Array.isArray(root)) {
    throw new Rk7Error('The cash server answered without an RK7QueryResult', 'Unreadable');
  }
  refuseUnlessOk(root);
  const wrapped = listOf(root['CommandResult']);
  const result = wrapped[0] ?? root;
  if (result !== root) refuseUnlessOk(result);
  const attr = (name: string) => textOf(result[`@${name}`]) ?? textOf(root[`@${name}`]);
  const status = textOf(result['@Status']) ?? textOf(root['@Status']);
  if (!status) throw new Rk7Error('The cash server answered without a status', 'Unreadable');
  return { result, status, attr };
}

function refuseUnlessOk(element: XmlNode) {
  const status = textOf(element['@Status']);
  const entries = listOf(element['Error']);
  const texts = entries
    .map((e) => textOf(e['@ErrorText']) ?? textOf(e['@Text']))
    .filter((t): t is string => !!t);
  const errorText = textOf(element['@ErrorText']) || texts.join('; ');
  const numbers = [element, ...entries]
    .map((e) => Number(textOf(e['@RK7ErrorN']) ?? NaN))
    .filter((n) => Number.isInteger(n) && n > 0);
  const failed = (status !== undefined && !SUCCESS_STATUSES.has(status)) || !!errorText || numbers.length > 0;
  if (!failed) return;
  const message = errorText || `The cash server answered ${status || 'without a status'}`;
  throw new Rk7Error(message, status ?? '', numbers[0] ?? errorNumberIn(message));
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
