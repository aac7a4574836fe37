import type { Clock } from '../../clock';
import type { Db } from '../../db/database';

/** What the signed-in user's own profile and settings are built with. */
export interface UsersDeps {
  db: Db;
  clock: Clock;
}
