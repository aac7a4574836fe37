import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess, stopGracefully, type ServerChild } from './support/server-process';
import { createTestDatabase, testEngine } from './support/test-database';

/** Connections open to `database` as PostgreSQL counts them, seen through a connection of our own. */
async function connectionsTo(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** A server on a database of its own with `pool` settings; `check` runs against it, then both go. */
async function withServer(
  pool: Record<string, string>,
  check: (server: ServerChild, databaseUrl: string) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase();
  const server = await startServerProcess(await freePort(), {
    DATA_DIR: database.dataDir,
    ADMIN_PASSWORD: 'Admin-pass-1234',
    DATABASE_URL: database.databaseUrl!,
    ...pool,
  });
  try {
    await check(server, database.databaseUrl!);
  } finally {
    await stopGracefully(server);
    await database.drop();
  }
}

describe.runIf(testEngine() === 'postgres')('the PostgreSQL pool', () => {
  it('opens DATABASE_POOL_KEPT connections before the server answers, and keeps them idle', () =>
    withServer({ DATABASE_POOL_SIZE: '8', DATABASE_POOL_KEPT: '6' }, async (_server, databaseUrl) => {
      // Six kept, and the hub's listener beside them where it holds one of its own.
      expect(await connectionsTo(databaseUrl)).toBeGreaterThanOrEqual(6);
      expect(await connectionsTo(databaseUrl)).toBeLessThanOrEqual(8);
    }));

  it('closes the connections a rush opened beyond the kept ones after DATABASE_POOL_IDLE_SECONDS idle', () =>
    withServer(
      { DATABASE_POOL_SIZE: '8', DATABASE_POOL_KEPT: '1', DATABASE_POOL_IDLE_SECONDS: '2' },
      async (server, databaseUrl) => {
        // The one kept, and the hub's listener beside it where it holds one of its own.
        const kept = 2;
        // A rush: readiness checks at once, each a query on a connection of its own while it lasts.
        await Promise.all(Array.from({ length: 60 }, () => fetch(`${server.url}/api/ready`)));
        const grown = await connectionsTo(databaseUrl);
        expect(grown).toBeGreaterThan(kept + 1);
        // Closed after 2 s of idleness, well before pg-pool's own 10 s.
        const closedBy = Date.now() + 8000;
        let now = grown;
        while (now > kept && Date.now() < closedBy) {
          await new Promise((r) => setTimeout(r, 250));
          now = await connectionsTo(databaseUrl);
        }
        expect(now).toBeLessThanOrEqual(kept);
      },
    ));
});
