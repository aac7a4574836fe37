import { seedVenues, type BenchStore } from './bench-store';
import { WOLT_VENUE } from './server-process';

export interface ConnectedVenue {
  venueId: number;
  /** The venue's store id at Wolt: the `venue_id` its webhooks carry. */
  woltVenueId: string;
}

/**
 * `count` venues that take Wolt orders: the demo venue (1) and copies of it, each with a copy of its
 * Wolt connection under a store id of its own and, where venue 1 hands over to r_keeper, a copy of
 * that connection and of its item mappings. Sealed secrets are copied as they are (every instance
 * shares the bench's SECRETS_KEY). Written before any order arrives, so no cache has them yet.
 */
export async function seedConnectedVenues(store: BenchStore, count: number): Promise<ConnectedVenue[]> {
  const venues: ConnectedVenue[] = [{ venueId: 1, woltVenueId: WOLT_VENUE }];
  if (count <= 1) return venues;
  const ids = await seedVenues(store, count - 1);
  const [wolt] = await store.query(
    "SELECT * FROM platform_instances WHERE venue_id = 1 AND platform = 'wolt'",
  );
  if (!wolt) throw new Error('venue 1 has no Wolt connection');
  const [pos] = await store.query('SELECT * FROM pos_connections WHERE venue_id = 1');
  const mappings = await store.query('SELECT * FROM pos_item_mappings WHERE venue_id = 1');
  for (const [i, venueId] of ids.entries()) {
    const woltVenueId = `${WOLT_VENUE}-${i + 2}`;
    await store.insertCopies('platform_instances', wolt, [
      { venue_id: venueId, external_venue_id: woltVenueId, name: `Bench Wolt store ${i + 2}` },
    ]);
    if (pos) await insertRow(store, 'pos_connections', { ...pos, venue_id: venueId });
    for (const mapping of mappings) {
      const { id: _id, ...row } = mapping;
      await insertRow(store, 'pos_item_mappings', { ...row, venue_id: venueId });
    }
    venues.push({ venueId, woltVenueId });
  }
  return venues;
}

async function insertRow(store: BenchStore, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  await store.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
  );
}
