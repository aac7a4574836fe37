import { tokenAccessEndpoint, type TTokenAccessRequest, type TTokenResponse } from '@orderdesk/contracts';
import { callContract } from '../../../api/http-client';

export function signInRequest(credentials: TTokenAccessRequest): Promise<TTokenResponse> {
  return callContract(tokenAccessEndpoint, { body: credentials });
}
