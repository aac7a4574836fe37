import { createHmac } from 'node:crypto';

/** `WOLT-SIGNATURE`: hex HMAC-SHA256 of the exact raw body bytes, keyed with the venue's webhook secret. */
export function woltSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}
