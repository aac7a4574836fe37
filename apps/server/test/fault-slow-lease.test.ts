// A hand-over slower than its job lease (JOB_LEASE_MS set far below r_keeper's answer time): the
// running job renews its lease, so it is never taken again while it runs, and r_keeper hears each
// order's CreateOrder and SaveOrder once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRkeeperSimulator, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { createWoltSimulator, type WoltSimulator } from '../../../tools/src/wolt';
import { openDatabase, type Db } from '../src/db/database';
import { freePort, startServerProcess, stopGracefully, type ServerChild } from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SECRET = 'lease-webhook-secret-0123456789';
const ORDERS = 10;

let database: TestDatabase;
let wolt: WoltSimulator;
let rk: RkeeperSimulator;
let server: ServerChild | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  rk = await createRkeeperSimulator();
  await rk.listen(0);
  wolt = createWoltSimulator({
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/wolt`,
    webhookSecret: SECRET,
    woltVenueId: 'lease-venue',
    apiKey: 'lease-api-key',
    maxRetries: 600,
    retryIntervalMs: 50,
    webhookTimeoutMs: 5000,
  });
  rk.addFault({ fault: 'slow', command: 'CreateOrder', delayMs: 2500 });
  rk.addFault({ fault: 'slow', command: 'SaveOrder', delayMs: 2500 });
  server = await startServerProcess(port, {
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ADMIN_PASSWORD: 'Lease-admin-1234',
    DEMO_MODE: 'true',
    DEMO_WOLT_VENUE_ID: 'lease-venue',
    DEMO_WOLT_API_KEY: 'lease-api-key',
    DEMO_RKEEPER_URL: rk.xmlUrl,
    DEMO_RKEEPER_LOGIN: rk.login,
    DEMO_RKEEPER_PASSWORD: rk.password,
    DEMO_RKEEPER_FINGERPRINT: rk.fingerprint,
    WOLT_API_URL: await wolt.listen(0),
    WOLT_WEBHOOK_SECRET: SECRET,
    JOB_POLL_INTERVAL_MS: '50',
    // A hand-over takes 5 s or more here: five times this lease. (Renewed every third of it; a lease
    // much shorter than a second would lapse on a busy machine whose event loop runs late.)
    JOB_LEASE_MS: '1000',
  });
});

afterAll(async () => {
  if (server) await stopGracefully(server);
  await wolt.close();
  await rk.close();
  await database.drop();
});

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a hand-over slower than its job lease', () => {
  it('runs once: one CreateOrder and one SaveOrder per order', async () => {
    const created = await Promise.all(Array.from({ length: ORDERS }, () => wolt.createOrder()));
    await Promise.all(created.map((c) => c.delivery));
    const db: Db = openDatabase(
      database.databaseUrl
        ? { databaseUrl: database.databaseUrl }
        : { sqliteFile: `${database.dataDir}/orderdesk.db` },
    );
    // The most tries any hand-over job showed while it was in the table (a finished one leaves it): a
    // second claim of a running hand-over would show 2 for the seconds it runs.
    let mostTries = 0;
    const noteTries = async () => {
      const rows = await db.kysely
        .selectFrom('jobs')
        .select('attempts')
        .where('type', '=', 'pos.handover')
        .execute();
      mostTries = Math.max(mostTries, ...rows.map((row) => row.attempts));
      return rows.length;
    };
    try {
      await waitUntil('every order is in r_keeper', async () => {
        await noteTries();
        const rows = await db.kysely
          .selectFrom('orders')
          .select('id')
          .where('is_created_in_rkeeper', '=', 1)
          .execute();
        return rows.length === ORDERS;
      });
      await waitUntil(
        'every hand-over job has finished (and left the job table)',
        async () => (await noteTries()) === 0,
      );
      // The hand-over's journal: each call written down before it was sent, once per order.
      const journal = await db.kysely
        .selectFrom('order_attempts')
        .select(['order_id', 'operation'])
        .where('target', '=', 'pos')
        .where('operation', 'in', ['CreateOrder', 'SaveOrder'])
        .execute();

      const received = (command: string) => rk.calls().filter((c) => c.command === command).length;
      expect(received('CreateOrder')).toBe(ORDERS);
      expect(received('SaveOrder')).toBe(ORDERS);
      expect(rk.checks().map((c) => c.sessions.length)).toEqual(Array.from({ length: ORDERS }, () => 1));
      // Each hand-over was claimed once and ran once: never taken again while it ran.
      expect(mostTries).toBe(1);
      const callsOf = (operation: string) => journal.filter((row) => row.operation === operation);
      expect(new Set(callsOf('CreateOrder').map((row) => row.order_id)).size).toBe(ORDERS);
      expect(callsOf('CreateOrder')).toHaveLength(ORDERS);
      expect(new Set(callsOf('SaveOrder').map((row) => row.order_id)).size).toBe(ORDERS);
      expect(callsOf('SaveOrder')).toHaveLength(ORDERS);
    } finally {
      await db.close();
    }
  }, 120_000);
});
