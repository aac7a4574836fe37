import { createHmac, timingSafeEqual } from 'node:crypto';

/** Our Fudy connector contract: hex HMAC-SHA256 of the raw body, keyed with the connection's webhook secret. */
export const FUDY_SIGNATURE_HEADER = 'x-fudy-signature';

export function signFudyBody(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function isValidFudySignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signFudyBody(rawBody, secret), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
