import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/database';

/* Timestamps are ISO-8601 UTC text on both engines: the arithmetic reports need, in each engine's words. */

/**
 * Whole seconds from one timestamp column to another as `wholeSeconds` counts them in the code: the
 * milliseconds between them, never below zero, half a second rounded up.
 */
export function wholeSecondsBetween(
  engine: Engine,
  fromColumn: string,
  toColumn: string,
): RawBuilder<number> {
  const from = sql.ref(fromColumn);
  const to = sql.ref(toColumn);
  return engine === 'sqlite'
    ? sql<number>`((max(0, cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)) + 500) / 1000)`
    : sql<number>`cast((greatest(0, cast(round(extract(epoch from (cast(${to} as timestamp) - cast(${from} as timestamp))) * 1000) as bigint)) + 500) / 1000 as integer)`;
}

/** An order id as the audit log keeps entity ids (text). */
export function idAsText(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'sqlite'
    ? sql<string>`cast(${sql.ref(column)} as text)`
    : sql<string>`cast(${sql.ref(column)} as varchar)`;
}
