import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  APP_ROUTES,
  roleFromName,
  type TTokenAccessRequest,
  type TTokenResponse,
} from '@orderdesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isSessionRefusal } from '../../api/api-error';
import { refreshSession, setSessionEvents } from '../../api/http-client';
import { clearTokens, readRefreshToken, storeTokens } from '../../lib/session-storage';
import { profileOf, profileQueryOptions } from './api/get-profile';
import { logoutRequest } from './api/logout';
import { sessionKeys } from './api/session-keys';
import { signInRequest } from './api/sign-in';
import { SessionContext, type Session, type SessionStatus } from './session-context';

/** The pause before the profile is asked for again when the last load got no answer. */
export const PROFILE_RETRY_DELAY_MS = 2_000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<SessionStatus>('idle');
  const [lastRefreshToken, setLastRefreshToken] = useState<string | null>(null);
  // The profile is put into the cache by sign-in, refresh or initialise; this only reads it.
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: false });

  const acceptTokens = useCallback(
    (response: TTokenResponse) => {
      storeTokens(response);
      queryClient.setQueryData(sessionKeys.profile(), profileOf(response));
      setStatus('authenticated');
    },
    [queryClient],
  );

  // Spec §4: tokens and every list go, and the user lands on login. Also what an expired session does.
  const endSession = useCallback(() => {
    clearTokens();
    void queryClient.cancelQueries();
    queryClient.clear();
    setStatus('idle');
    setLastRefreshToken(null);
    void navigate(APP_ROUTES.login, { replace: true });
  }, [navigate, queryClient]);

  useEffect(
    () =>
      setSessionEvents({
        onExpired: endSession,
        onRefreshed: (response) => queryClient.setQueryData(sessionKeys.profile(), profileOf(response)),
      }),
    [endSession, queryClient],
  );

  /** The user's own sign-out: the server revokes the refresh token, then the session ends here. */
  const signOut = useCallback(() => {
    const refreshToken = readRefreshToken();
    if (refreshToken) void logoutRequest(refreshToken).catch(() => undefined);
    endSession();
  }, [endSession]);

  const initialise = useCallback(() => {
    setStatus('loading');
    queryClient.fetchQuery(profileQueryOptions()).then(
      () => setStatus('authenticated'),
      (error: unknown) => {
        // Spec §8: a profile the server refuses ends the session. A load that got no answer (the
        // page reloading, the network gone) or was cancelled is no verdict: the tokens stay, and
        // the guard loads the profile again after a pause, showing its spinner meanwhile.
        if (isSessionRefusal(error)) {
          clearTokens();
          setStatus('failed');
        } else {
          const tryAgain = () => setStatus((current) => (current === 'loading' ? 'idle' : current));
          window.setTimeout(tryAgain, PROFILE_RETRY_DELAY_MS);
        }
      },
    );
  }, [queryClient]);

  const refreshWith = useCallback(
    (refreshToken: string) => {
      setLastRefreshToken(refreshToken);
      setStatus('loading');
      refreshSession(refreshToken).then(acceptTokens, () => setStatus('failed'));
    },
    [acceptTokens],
  );

  const signIn = useCallback(
    async (credentials: TTokenAccessRequest) => {
      const response = await signInRequest(credentials);
      acceptTokens(response);
      return profileOf(response);
    },
    [acceptTokens],
  );

  const value = useMemo<Session>(() => {
    const firstRole = profile?.roleNames[0];
    return {
      status: status === 'authenticated' && !profile ? 'idle' : status,
      profile,
      role: firstRole ? roleFromName(firstRole) : undefined,
      lastRefreshToken,
      initialise,
      refreshWith,
      signIn,
      signOut,
    };
  }, [status, profile, lastRefreshToken, initialise, refreshWith, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
