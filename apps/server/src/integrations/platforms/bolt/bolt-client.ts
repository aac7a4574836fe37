import type { PlatformConnection } from '../platform-adapter';
import { apiBase, platformFetch, requiredCredential } from '../venue-call-http';
import { BOLT_INTEGRATOR_HEADER, BOLT_SIGNATURE_HEADER, signBoltBody } from './bolt-signature';

export const BOLT = 'Bolt Food';

/**
 * One call to Bolt's POS API: every Bolt call is a POST whose exact body bytes are signed (serialised
 * once). Bodies are not published (partner-gated); ours name the store as `provider_id`.
 */
export function postSignedToBolt(
  connection: PlatformConnection,
  action: string,
  path: string,
  body: unknown,
): Promise<Response> {
  const raw = JSON.stringify(body);
  return platformFetch(BOLT, action, new URL(path, apiBase(connection, BOLT)), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [BOLT_INTEGRATOR_HEADER]: requiredCredential(connection, 'integratorId', BOLT),
      [BOLT_SIGNATURE_HEADER]: signBoltBody(raw, requiredCredential(connection, 'hmacSecret', BOLT)),
    },
    body: raw,
  });
}
