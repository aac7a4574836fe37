// kill -9 of the server while a slow r_keeper is answering CreateOrder and SaveOrder: every call was
// written down before it was sent, so after a restart the hand-over looks each check up instead of
// writing it again. r_keeper ends up with exactly one check per order, its dishes saved once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRkeeperSimulator, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { createWoltSimulator, type CreatedWoltOrder, type WoltSimulator } from '../../../tools/src/wolt';
import { RETENTION_JOB } from '../src/modules/retention/retention.job';
import { openDatabase, type Db } from '../src/db/database';
import {
  freePort,
  killHard,
  startServerProcess,
  stopGracefully,
  type ServerChild,
} from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SECRET = 'fault-webhook-secret-0123456789';
const ORDERS = 40;
const RK_ANSWER_MS = 800;

let database: TestDatabase;
let wolt: WoltSimulator;
let rk: RkeeperSimulator;
let env: Record<string, string>;
let port: number;
let server: ServerChild | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  rk = await createRkeeperSimulator();
  await rk.listen(0);
  wolt = createWoltSimulator({
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/wolt`,
    webhookSecret: SECRET,
    woltVenueId: 'fault-venue',
    apiKey: 'fault-api-key',
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
    DEMO_RKEEPER_URL: rk.xmlUrl,
    DEMO_RKEEPER_LOGIN: rk.login,
    DEMO_RKEEPER_PASSWORD: rk.password,
    DEMO_RKEEPER_FINGERPRINT: rk.fingerprint,
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
  await rk.close();
  await database.drop();
});

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const received = (command: string) => rk.calls().filter((c) => c.command === command).length;
/** Calls r_keeper received and has not carried out yet (it carries them out before it answers). */
const createsUnderWay = () => received('CreateOrder') - rk.checks().length;
const savesUnderWay = () => received('SaveOrder') - rk.checks().reduce((n, c) => n + c.sessions.length, 0);

describe('kill -9 of the server while r_keeper is answering slowly', () => {
  it('leaves one check per order with its dishes saved once', async () => {
    rk.addFault({ fault: 'slow', command: 'CreateOrder', delayMs: RK_ANSWER_MS });
    rk.addFault({ fault: 'slow', command: 'SaveOrder', delayMs: RK_ANSWER_MS });
    server = await startServerProcess(port, env);
    const created: CreatedWoltOrder[] = [];
    const sending = (async () => {
      for (let i = 0; i < ORDERS; i++) {
        created.push(await wolt.createOrder());
        await new Promise((r) => setTimeout(r, 30));
      }
    })();

    await waitUntil(
      'CreateOrder and SaveOrder are both under way',
      () => createsUnderWay() > 0 && savesUnderWay() > 0,
    );
    const cutCreates = createsUnderWay();
    const cutSaves = savesUnderWay();
    await killHard(server);
    // r_keeper carries out what it was answering; nobody hears the answers.
    await waitUntil(
      'r_keeper finished the calls it had',
      () => createsUnderWay() === 0 && savesUnderWay() === 0,
    );
    server = await startServerProcess(port, env);
    await sending;
    await Promise.all(created.map((c) => c.delivery));

    const db: Db = openDatabase(
      database.databaseUrl
        ? { databaseUrl: database.databaseUrl }
        : { sqliteFile: `${database.dataDir}/orderdesk.db` },
    );
    try {
      await waitUntil('every order is in r_keeper', async () => {
        const rows = await db.kysely
          .selectFrom('orders')
          .select('id')
          .where('platform', '=', 'wolt')
          .where('is_created_in_rkeeper', '=', 1)
          .execute();
        return rows.length === ORDERS;
      });
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
      const orders = await db.kysely
        .selectFrom('orders')
        .select(['platform_order_id', 'pos_guid'])
        .where('platform', '=', 'wolt')
        .execute();

      expect(cutCreates).toBeGreaterThan(0);
      expect(cutSaves).toBeGreaterThan(0);
      const checks = rk.checks();
      // One check per order, each the one the order keeps, each order's mark on exactly one check.
      expect(checks).toHaveLength(ORDERS);
      expect(new Set(orders.map((o) => o.pos_guid))).toEqual(new Set(checks.map((c) => c.guid)));
      for (const order of orders) {
        expect(
          checks.filter((c) => c.persistentComment.endsWith(` ${order.platform_order_id}`)),
        ).toHaveLength(1);
      }
      // Dishes written once: one session per check, with dishes.
      expect(checks.map((c) => c.sessions.length)).toEqual(checks.map(() => 1));
      expect(checks.every((c) => c.sessions[0]!.lines.length > 0)).toBe(true);
    } finally {
      await db.close();
    }
  }, 180_000);
});
