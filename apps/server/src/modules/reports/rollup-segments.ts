import { venueZoneName } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import { settingsOf, SETTINGS_COLUMNS } from '../venues/venue-settings.repository';
import { offsetSegments } from './venue-clock';

/** The venue-local date, ISO weekday and hour (`HH`) of a timestamp column on a clock `offsetMinutes` from UTC. */
export function localParts(engine: Engine, offsetMinutes: number, column = 'created_at') {
  if (engine === 'sqlite') {
    const shift = `'${offsetMinutes >= 0 ? '+' : ''}${offsetMinutes} minutes'`;
    return {
      date: `strftime('%Y-%m-%d', ${column}, ${shift})`,
      weekday: `((cast(strftime('%w', ${column}, ${shift}) as integer) + 6) % 7 + 1)`,
      hour: `strftime('%H', ${column}, ${shift})`,
    };
  }
  const local = `(cast(${column} as timestamp) + interval '${offsetMinutes} minutes')`;
  return {
    date: `to_char(${local}, 'YYYY-MM-DD')`,
    weekday: `cast(extract(isodow from ${local}) as integer)`,
    hour: `to_char(${local}, 'HH24')`,
  };
}

/** One stretch of the orders of venues on one clock with one UTC offset: `created_at` in [from, to). */
export interface RollupSegment {
  venueIds: number[];
  from: string;
  to: string;
  offsetMinutes: number;
}

/**
 * The stretches a roll-up of the venues (all when `venueIds` is omitted) is rebuilt by: per clock, the
 * span of its venues' orders cut where the clock's offset changes, so daylight-saving changes split
 * the work at the exact instant.
 */
export async function rollupSegments(db: Kysely<Database>, venueIds?: number[]): Promise<RollupSegment[]> {
  let venues = db.selectFrom('venues').select(['id', ...SETTINGS_COLUMNS]);
  if (venueIds) {
    if (venueIds.length === 0) return [];
    venues = venues.where('id', 'in', venueIds);
  }
  const byZone = new Map<string, number[]>();
  for (const row of await venues.execute()) {
    const zone = venueZoneName(settingsOf(row));
    byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
  }
  const segments: RollupSegment[] = [];
  for (const [zone, ids] of byZone) {
    const span = await db
      .selectFrom('orders')
      .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
      .where('venue_id', 'in', ids)
      .executeTakeFirst();
    if (!span?.first || !span.last) continue;
    const fromMs = Date.parse(span.first);
    const toMs = Date.parse(span.last) + 1;
    for (const segment of offsetSegments(zone, fromMs, toMs)) {
      // The first and last segment reach the span's edges; their bounds are widened to catch every order.
      const from = segment.from === new Date(fromMs).toISOString() ? span.first : segment.from;
      const to = segment.to === new Date(toMs).toISOString() ? `${span.last}~` : segment.to;
      segments.push({ venueIds: ids, from, to, offsetMinutes: segment.offsetMinutes });
    }
  }
  return segments;
}
