import { tokenLogoutEndpoint } from '@orderdesk/contracts';
import { callContract } from '../../../api/http-client';

/** Revokes the refresh token on the server; quiet, since the user is signed out here either way. */
export function logoutRequest(refreshToken: string): Promise<void> {
  return callContract(tokenLogoutEndpoint, { body: { refreshToken }, silent: true });
}
