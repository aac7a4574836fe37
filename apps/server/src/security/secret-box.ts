import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** Seals and opens short secrets (platform credentials) with AES-256-GCM. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was sealed with another key or was changed. */
  open(sealed: string): string;
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url: a fresh random IV per value, the tag authenticates. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
