import { createHmac } from 'node:crypto';

export const BOLT_INTEGRATOR_HEADER = 'x-external-integrator-id';
export const BOLT_SIGNATURE_HEADER = 'x-server-authorization-hmac-sha256';

/** base64 HMAC-SHA256 of the exact bytes sent, keyed with the integrator's secret (docs/platforms.md §3). */
export function signBoltBody(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
