import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/security/secret-box';
import { loadSecretsKey, parseSecretsKey } from '../src/security/secrets-key';
import { startTestApp } from './support/test-app';

describe('secret box', () => {
  it('seals with a fresh IV each time and opens only with the same key, untampered', () => {
    const key = Buffer.alloc(32, 7);
    const box = createSecretBox(key);
    const a = box.seal('wolt-api-key');
    const b = box.seal('wolt-api-key');
    expect(a).not.toBe(b);
    expect(a).not.toContain('wolt-api-key');
    expect(box.open(a)).toBe('wolt-api-key');
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(a)).toThrow();
    const parts = a.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), data.toString('base64url')].join('.'))).toThrow();
  });

  it('takes SECRETS_KEY as hex or base64 of 32 bytes, else generates one file once', () => {
    expect(parseSecretsKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSecretsKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
    expect(() => parseSecretsKey('short')).toThrow(/32 bytes/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-key-'));
    const first = loadSecretsKey(undefined, dir);
    expect(loadSecretsKey(undefined, dir)).toEqual(first);
    expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses to start with a key other than the one the database was sealed with', async () => {
    const app = await startTestApp({ SECRETS_KEY: 'cd'.repeat(32) });
    await app.stop();
    await expect(startTestApp({ SECRETS_KEY: 'ef'.repeat(32) }, app.database)).rejects.toThrow(
      /secrets key differs/,
    );
    const again = await startTestApp({ SECRETS_KEY: 'cd'.repeat(32) }, app.database);
    await again.close();
  });
});
