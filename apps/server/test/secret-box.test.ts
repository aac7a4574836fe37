import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/security/secret-box';
import { loadSecretsKey, parseSecretsKey } from '../src/security/secrets-key';
import { loadConnection } from '../src/modules/platform-instances/connections';
import { seedVenue, startTestApp } from './support/test-app';

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

  it('moves a plain-text API key of an older connection into its sealed secrets at start-up', async () => {
    const app = await startTestApp();
    const venueId = await seedVenue(app);
    const now = new Date().toISOString();
    const { id } = await app.ctx.db.kysely
      .insertInto('platform_instances')
      .values({
        venue_id: venueId,
        platform: 'wolt',
        external_venue_id: 'legacy-store',
        api_key: 'legacy-plain-key',
        is_enabled: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.stop();
    const again = await startTestApp({}, app.database);
    try {
      const row = await again.ctx.db.kysely
        .selectFrom('platform_instances')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.api_key).toBeNull();
      expect(row.secrets).not.toContain('legacy-plain-key');
      expect((await loadConnection(again.ctx, id))?.credentials).toEqual({ apiKey: 'legacy-plain-key' });
    } finally {
      await again.close();
    }
  });
});
