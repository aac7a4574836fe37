import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the login is unknown, so both paths take the same time. */
export const DUMMY_PASSWORD_HASH = hashPassword('not-a-real-password');
