import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SessionGuard } from '../auth/session-guard';

/** What the people collections (admins, dealers, managers, operators) are built with. */
export interface PeopleDeps {
  db: Db;
  clock: Clock;
  /** Told to re-read ended sign-ins when a change takes access away from someone. */
  sessions: Pick<SessionGuard, 'refresh'>;
}
