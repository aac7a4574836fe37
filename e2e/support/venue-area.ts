// Puts a venue into an area. Restaurants cannot be edited in the app yet, so this writes the test
// server's own database (SQLite in WAL mode, which takes a second writer); switch to the venue
// endpoint once there is one.
import Database from 'better-sqlite3';
import { dirname, join } from 'node:path';

export function placeVenueInArea(venueId: number, areaId: number): void {
  const serverLog = process.env.E2E_SERVER_LOG;
  if (!serverLog) throw new Error('E2E_SERVER_LOG is not set: the global set-up did not run');
  const db = new Database(join(dirname(serverLog), 'orderdesk.db'));
  try {
    db.prepare('UPDATE venues SET area_id = ? WHERE id = ?').run(areaId, venueId);
  } finally {
    db.close();
  }
}
