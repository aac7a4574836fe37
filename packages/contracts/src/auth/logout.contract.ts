import { defineContract } from '../api/define-contract';
import { ZNoContent } from '../api/entity-id';
import { ZTokenRefreshRequest } from './token.contract';

/** The refresh token is the credential here, so an expired access token does not stop a sign-out. */
export const tokenLogoutContract = defineContract({
  method: 'POST',
  path: '/api/Token/Logout',
  summary: 'Sign out: revokes the refresh token and every token rotated from the same sign-in',
  tags: ['auth'],
  access: 'public',
  body: ZTokenRefreshRequest,
  response: ZNoContent,
  successStatus: 204,
});
