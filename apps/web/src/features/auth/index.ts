export { SessionProvider } from './session-provider';
export { useSession, type Session, type SessionStatus } from './session-context';
export { profileQueryOptions } from './api/get-profile';
export { sessionKeys } from './api/session-keys';
