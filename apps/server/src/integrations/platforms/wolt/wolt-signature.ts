import { createHmac, timingSafeEqual } from 'node:crypto';

export const WOLT_SIGNATURE_HEADER = 'wolt-signature';

export function signWoltBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** `WOLT-SIGNATURE` is the hex HMAC-SHA256 of the raw body; compared in constant time. */
export function isValidWoltSignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header.trim())) return false;
  const expected = Buffer.from(signWoltBody(rawBody, secret), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
