// kill -9 of the server while webhooks arrive: Wolt retries what was not acknowledged, and after a
// restart every order is stored exactly once; nothing acknowledged is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWoltSimulator, type CreatedWoltOrder, type WoltSimulator } from '../../../tools/src/wolt';
import type { Db } from '../src/db/database';
import { openDatabase } from '../src/db/database';
import { RETENTION_JOB } from '../src/modules/retention/retention.job';
import {
  freePort,
  killHard,
  startServerProcess,
  stopGracefully,
  type ServerChild,
} from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SECRET = 'fault-webhook-secret-0123456789';
const ORDERS = 120;

let database: TestDatabase;
let wolt: WoltSimulator;
let port: number;
let env: Record<string, string>;
let server: ServerChild | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  wolt = createWoltSimulator({
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/wolt`,
    webhookSecret: SECRET,
    woltVenueId: 'fault-venue',
    apiKey: 'fault-api-key',
    // Like Wolt: a refused connection or a non-200 answer is retried.
    maxRetries: 600,
    retryIntervalMs: 50,
    webhookTimeoutMs: 5000,
  });
  env = {
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ADMIN_PASSWORD: 'Fault-admin-1234',
    DEMO_MODE: 'true',
    DEMO_WOLT_VENUE_ID: 'fault-venue',
    DEMO_WOLT_API_KEY: 'fault-api-key',
    WOLT_API_URL: await wolt.listen(0),
    WOLT_WEBHOOK_SECRET: SECRET,
    JOB_POLL_INTERVAL_MS: '50',
    // On PostgreSQL a job the killed instance held is taken again when its lease ends.
    JOB_LEASE_MS: '2000',
  };
});

afterAll(async () => {
  if (server) await stopGracefully(server);
  await wolt.close();
  await database.drop();
});

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('kill -9 of the server while webhooks arrive', () => {
  it('loses no acknowledged order and stores none twice', async () => {
    server = await startServerProcess(port, env);
    const created: CreatedWoltOrder[] = [];
    const acknowledged = () =>
      new Set(wolt.webhooks.filter((a) => a.httpStatus === 200).map((a) => a.orderId));

    // Orders keep coming, a few at a time, for the whole test.
    const sending = (async () => {
      for (let i = 0; i < ORDERS; i++) {
        created.push(await wolt.createOrder());
        await new Promise((r) => setTimeout(r, 15));
      }
    })();

    await waitUntil('some orders are acknowledged', async () => acknowledged().size >= 25);
    await killHard(server);
    const acknowledgedBeforeKill = acknowledged();
    // Down for a moment while Wolt keeps sending and retrying.
    await new Promise((r) => setTimeout(r, 400));
    server = await startServerProcess(port, env);
    await sending;
    const deliveries = await Promise.all(created.map((c) => c.delivery));
    expect(deliveries.every((d) => d.delivered)).toBe(true);
    // The kill came while orders were still arriving: some had been acknowledged, others not yet.
    expect(acknowledgedBeforeKill.size).toBeGreaterThan(0);
    expect(created.length).toBeGreaterThan(acknowledgedBeforeKill.size);

    const db: Db = openDatabase(
      database.databaseUrl
        ? { databaseUrl: database.databaseUrl }
        : { sqliteFile: `${database.dataDir}/orderdesk.db` },
    );
    try {
      const stored = async () =>
        db.kysely.selectFrom('orders').select(['platform_order_id']).where('platform', '=', 'wolt').execute();
      await waitUntil('every order is stored', async () => (await stored()).length >= created.length);
      await waitUntil('no job is left', async () => {
        const open = await db.kysely
          .selectFrom('jobs')
          .select('id')
          .where('status', 'in', ['pending', 'running'])
          // The daily retention sweep always has its next run waiting.
          .where('type', '!=', RETENTION_JOB)
          .executeTakeFirst();
        return open === undefined;
      });

      const ids = (await stored()).map((r) => r.platform_order_id);
      // Every order Wolt placed, each exactly once: the ones acknowledged before the kill included.
      expect(ids.length).toBe(created.length);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...acknowledgedBeforeKill].filter((id) => !ids.includes(id))).toEqual([]);
      expect(new Set(ids)).toEqual(new Set(created.map((c) => c.orderId)));
      const dead = await db.kysely
        .selectFrom('jobs')
        .select('last_error')
        .where('status', '=', 'dead')
        .execute();
      expect(dead).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
