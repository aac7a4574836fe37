import { aboutMeEndpoint, type TAboutMe, type TTokenResponse } from '@orderdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { sessionKeys } from './session-keys';

export function getProfile(signal?: AbortSignal): Promise<TAboutMe> {
  return callContract(aboutMeEndpoint, { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The profile part of a token answer (the tokens themselves stay in session storage only). */
export function profileOf(response: TTokenResponse): TAboutMe {
  const { accessToken: _access, refreshToken: _refresh, expiresIn: _expiresIn, ...profile } = response;
  return profile;
}
