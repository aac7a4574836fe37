import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/database';

/*
 * Timestamps are ISO-8601 UTC text on both engines. Reports group them by text prefix and move the
 * groups onto a venue's clock with that stretch's offset (one offset per segment, see venue-clock).
 */

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

/**
 * A cheap bucket of a timestamp column for a clock `offsetMinutes` from UTC: its UTC hour
 * (`YYYY-MM-DDTHH`), plus `1` when the offset is not whole hours and the minute lies past the point
 * where the local hour turns. Grouping by text prefixes avoids date arithmetic on every row;
 * `localHourOfBucket` turns a bucket into the venue-local hour.
 */
export function hourBucket(column: string, offsetMinutes: number): RawBuilder<string> {
  const turn = turnMinute(offsetMinutes);
  const ref = sql.ref(column);
  if (turn === 0) return sql<string>`substr(${ref}, 1, 13)`;
  const minute = String(turn).padStart(2, '0');
  return sql<string>`substr(${ref}, 1, 13) || case when substr(${ref}, 15, 2) >= ${sql.lit(minute)} then '1' else '' end`;
}

/** The minute of the UTC hour at which the local hour turns (0 for whole-hour offsets). */
function turnMinute(offsetMinutes: number): number {
  const part = ((offsetMinutes % 60) + 60) % 60;
  return part === 0 ? 0 : 60 - part;
}

/** Venue-local date, ISO weekday (1 Monday … 7 Sunday) and hour of a `hourBucket` value. */
export function localHourOfBucket(
  bucket: string,
  offsetMinutes: number,
): { date: string; weekday: number; hour: number } {
  const utc = Date.parse(`${bucket.slice(0, 13)}:00:00Z`);
  const turned = bucket.length > 13 ? turnMinute(offsetMinutes) : 0;
  const local = new Date(utc + (offsetMinutes + turned) * 60_000);
  const day = local.getUTCDay();
  return { date: local.toISOString().slice(0, 10), weekday: day === 0 ? 7 : day, hour: local.getUTCHours() };
}
