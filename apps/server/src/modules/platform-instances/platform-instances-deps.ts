import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { SecretBox } from '../../security/secret-box';

/**
 * What reading a venue's platform connections and readying them for a call take: the database, the
 * time, the box that opens their sealed credentials, and the platforms' configured addresses.
 */
export interface PlatformInstancesDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  config: Pick<AppConfig, 'WOLT_API_URL' | 'GLOVO_API_URL' | 'BOLT_API_URL' | 'WOLT_OAUTH_TOKEN_URL'>;
}
