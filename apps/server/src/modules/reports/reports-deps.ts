import type { Clock } from '../../clock';
import type { Db } from '../../db/database';

/** What the reports take from the app: the database and the time. The app's context has both. */
export interface ReportsDeps {
  db: Db;
  clock: Clock;
}
