import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { freePort, startServerProcess } from './support/server-process';
import { createTestDatabase } from './support/test-database';

describe('TRUST_PROXY', () => {
  it('true stops the server at start-up, telling the operator to name the proxies', async () => {
    const database = await createTestDatabase();
    try {
      const started = startServerProcess(await freePort(), {
        DATA_DIR: database.dataDir,
        ADMIN_PASSWORD: 'Admin-pass-1234',
        TRUST_PROXY: 'true',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      });
      const error = await started.then(
        () => 'started',
        (err: Error) => err.message,
      );
      expect(error).toMatch(/the server exited \(1\)/);
      expect(error).toContain('TRUST_PROXY: TRUST_PROXY=true would believe X-Forwarded-For from any client');
      expect(error).toContain('TRUST_PROXY=1');
    } finally {
      await database.drop();
    }
  });

  it('takes a hop count or the proxies’ addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/Name your proxies instead/);
  });
});
