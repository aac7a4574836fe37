import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { AccessTokens } from './access-token';
import type { SessionGuard } from './session-guard';

/** What signing in, refreshing and signing out are built with. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  /** Told to re-read ended sign-ins after a sign-out. */
  sessions: Pick<SessionGuard, 'refresh'>;
  config: Pick<
    AppConfig,
    | 'REFRESH_TOKEN_TTL_DAYS'
    | 'LOGIN_MAX_FAILURES'
    | 'LOGIN_LOCK_MINUTES'
    | 'LOGIN_IP_MAX_FAILURES'
    | 'LOGIN_IP_WINDOW_MINUTES'
  >;
}
