/** What the auth module offers the HTTP layer and the hub (they import nothing else of it). */
export type { AccessTokens } from './access-token';
export type { SessionGuard } from './session-guard';
