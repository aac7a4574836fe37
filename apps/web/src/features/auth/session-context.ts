import { createContext, useContext } from 'react';
import type { TAboutMe, TRole, TTokenAccessRequest } from '@orderdesk/contracts';

/** idle: nothing loaded; loading: profile or refresh under way; failed: the last attempt failed. */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'failed';

export interface Session {
  status: SessionStatus;
  profile: TAboutMe | undefined;
  /** The first role of the profile (the main one). */
  role: TRole | undefined;
  /** The refresh token of the last redirect link tried, so a link is used once. */
  lastRefreshToken: string | null;
  /** Loads the profile with the stored token. */
  initialise: () => void;
  /** Signs in with a refresh token from a redirect link. */
  refreshWith: (refreshToken: string) => void;
  signIn: (credentials: TTokenAccessRequest) => Promise<TAboutMe>;
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
