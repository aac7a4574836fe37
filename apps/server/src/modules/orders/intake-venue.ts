import type { TVenueSettings } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { OrdersModuleDeps } from './orders-module-deps';
import { readCacheOf } from '../../db/read-cache';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { settingsOf } from '../venues/venue-settings.repository';

/** What taking in a new order needs to know of its venue. */
export interface IntakeVenue {
  settings: TVenueSettings;
  /** The venue hands its orders to r_keeper. */
  handsOver: boolean;
  defaultCookingMinutes: number;
}

/**
 * The venue's settings, its POS hand-over and its default cooking time, in one query, kept a moment
 * (db/read-cache.ts: any write to the venue or its POS connection through this process is seen at
 * once); 404 without the venue.
 */
export async function readIntakeVenue(
  ctx: Pick<OrdersModuleDeps, 'db' | 'clock'>,
  venueId: number,
): Promise<IntakeVenue> {
  const cache = readCacheOf<IntakeVenue>(ctx, 'intake-venue', ['venues', 'pos_connections']);
  const venue = await cache.get(String(venueId), () => readUncached(ctx.db.kysely, venueId));
  if (!venue) throw AppError.notFound('Venue');
  return venue;
}

async function readUncached(db: Kysely<Database>, venueId: number): Promise<IntakeVenue | undefined> {
  const row = await db
    .selectFrom('venues')
    .select((eb) => [
      'venues.settings',
      'venues.time_zone_id',
      'venues.max_cooking_time_minutes',
      'venues.wolt_expires_at',
      'venues.bolt_expires_at',
      'venues.fudy_expires_at',
      'venues.default_cooking_time_minutes',
      eb
        .selectFrom('pos_connections')
        .select('pos_connections.is_enabled')
        .whereRef('pos_connections.venue_id', '=', 'venues.id')
        .as('pos_enabled'),
    ])
    .where('venues.id', '=', venueId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    settings: settingsOf(row),
    handsOver: row.pos_enabled === 1,
    defaultCookingMinutes: row.default_cooking_time_minutes,
  };
}
