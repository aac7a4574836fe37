import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/database';

/*
 * Timestamps are ISO-8601 UTC text on both engines. A report shifts them by a zone's offset (one
 * offset per segment, see venue-clock) and reads the venue-local date and hour from the result.
 */

function shifted(engine: Engine, column: string, offsetMinutes: number): RawBuilder<unknown> {
  const minutes = Math.trunc(offsetMinutes);
  if (engine === 'sqlite') return sql`datetime(${sql.ref(column)}, ${sql.lit(`${minutes} minutes`)})`;
  return sql`(cast(${sql.ref(column)} as timestamp) + make_interval(mins => ${sql.lit(minutes)}))`;
}

/** `YYYY-MM-DD` of a timestamp column on a clock `offsetMinutes` from UTC. */
export function localDate(engine: Engine, column: string, offsetMinutes: number): RawBuilder<string> {
  const local = shifted(engine, column, offsetMinutes);
  return engine === 'sqlite'
    ? sql<string>`substr(${local}, 1, 10)`
    : sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
}

/** Hour 0-23 of a timestamp column on a clock `offsetMinutes` from UTC. */
export function localHour(engine: Engine, column: string, offsetMinutes: number): RawBuilder<number> {
  const local = shifted(engine, column, offsetMinutes);
  return engine === 'sqlite'
    ? sql<number>`cast(substr(${local}, 12, 2) as integer)`
    : sql<number>`cast(extract(hour from ${local}) as integer)`;
}

/** Whole seconds from one timestamp column to another. */
export function secondsBetween(engine: Engine, fromColumn: string, toColumn: string): RawBuilder<number> {
  const from = sql.ref(fromColumn);
  const to = sql.ref(toColumn);
  return engine === 'sqlite'
    ? sql<number>`cast(round((julianday(${to}) - julianday(${from})) * 86400) as integer)`
    : sql<number>`cast(round(extract(epoch from (cast(${to} as timestamp) - cast(${from} as timestamp)))) as integer)`;
}

/** An order id as the audit log keeps entity ids (text). */
export function idAsText(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'sqlite'
    ? sql<string>`cast(${sql.ref(column)} as text)`
    : sql<string>`cast(${sql.ref(column)} as varchar)`;
}
