import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** `%text%` for LIKE, lower-cased, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "expression contains pattern", the same on SQLite and PostgreSQL. */
export function textContains(expression: Expression<string | null>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`;
}

/** Lower-cased text to sort by, so both engines order letters the same regardless of case. */
export function lowerText(expression: Expression<string | null>): RawBuilder<string | null> {
  return sql<string | null>`lower(${expression})`;
}
