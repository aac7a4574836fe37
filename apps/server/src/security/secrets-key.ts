import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createSecretBox, type SecretBox } from './secret-box';

export const SECRETS_KEY_FILE = 'secrets.key';
const KEY_CHECK_NAME = 'secrets_key_check';
const KEY_CHECK_TEXT = 'orderdesk secrets key';

/** `SECRETS_KEY`: 32 bytes as 64 hex digits or base64 (`openssl rand -base64 32`). */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)');
  }
  return key;
}

/**
 * The key from `SECRETS_KEY`, or else the one in `DATA_DIR/secrets.key`, created (mode 600) on first
 * start. It is kept apart from the database on purpose: a copy of the database alone opens no secret.
 */
export function loadSecretsKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseSecretsKey(configured);
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: read that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseSecretsKey(fs.readFileSync(file, 'utf8'));
}

/**
 * The secret box of this database. A value sealed with the first key is kept in the database; an
 * instance started with another key (a second server without the shared `SECRETS_KEY`, a lost key
 * file) refuses to start instead of failing on every platform call later.
 */
export async function openSecretBox(db: Kysely<Database>, key: Buffer): Promise<SecretBox> {
  const box = createSecretBox(key);
  await db
    .insertInto('app_secrets')
    .values({ name: KEY_CHECK_NAME, value: box.seal(KEY_CHECK_TEXT) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', KEY_CHECK_NAME)
    .executeTakeFirstOrThrow();
  let opened: string | undefined;
  try {
    opened = box.open(row.value);
  } catch {
    opened = undefined;
  }
  if (opened !== KEY_CHECK_TEXT) {
    throw new Error(
      'The secrets key differs from the one the stored platform credentials were sealed with: ' +
        'set SECRETS_KEY (or DATA_DIR/secrets.key) to the original key on every server instance',
    );
  }
  return box;
}
