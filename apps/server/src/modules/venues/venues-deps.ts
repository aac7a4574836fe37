import type { TVenue } from '@orderdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Enqueue } from '../../jobs/job-spec';
import type { SecretBox } from '../../security/secret-box';
import type { PlatformInstancesDeps } from '../platform-instances/platform-instances-deps';

/**
 * What the venues module (the venue's settings, its online state, busy mode, schedule and the pushes of
 * them to the platforms) takes from the app: the database, the time, the durable job queue and a nudge
 * to the worker, the box of sealed credentials, the platforms' configured addresses, the boards'
 * `publishVenue`, a logger, and the rebuild of the report roll-ups when a venue's time zone changes
 * (given by app.ts from modules/reports, which reads venues). The app's context has all of them.
 */
export interface VenuesDeps {
  db: Db;
  clock: Clock;
  enqueue: Enqueue;
  secrets: SecretBox;
  config: PlatformInstancesDeps['config'];
  worker: { nudge(): void };
  hub: { publishVenue(venue: TVenue): void };
  log: FastifyBaseLogger;
  rebuildVenueRollups: (trx: Kysely<Database>, venueIds: number[]) => Promise<void>;
}
