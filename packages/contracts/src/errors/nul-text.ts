/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a value carrying one would fail its
 * insert with a 5xx. Bodies, queries and paths carrying one are refused as bad input instead,
 * on both engines alike.
 */

/** The path (`a.b.0`) of the first string or key in a parsed JSON value holding a NUL, if any. */
export function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** JSON text that may carry a NUL (only as the escape `\u0000`: raw control characters are not JSON). */
export const mayHoldNul = (jsonText: string): boolean => jsonText.includes('\\u0000');

export const NUL_MESSAGE = 'Text must not contain the NUL character';
