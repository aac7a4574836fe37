// Starts the simulated Wolt in this process and the built server beside it, on a fresh SQLite data folder.
// Tests find the simulator through E2E_WOLT_SIM_URL and the app through the config's baseURL (E2E_APP_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, closeSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoPlatforms, type DemoPlatforms } from '../tools/src/demo-platforms';
import { seededRandom } from '../tools/src/seeded-random';
import { createRkeeperSimulator, type RkeeperSimulator } from '../tools/src/rkeeper/index';
import { createWoltSimulator, type WoltSimulator } from '../tools/src/wolt/index';
import { createE2EDatabase, type E2EDatabase } from './support/e2e-database';
import {
  ADMIN,
  APP_URL,
  CHROMIUM_AVAILABLE,
  E2E_PORT,
  E2E_WOLT_VENUE_ID,
  REPO_ROOT,
  SERVER_ENTRY,
  WEB_DIST,
} from './support/e2e-env';

const HEALTH_TIMEOUT_MS = 60_000;

export interface E2EProcesses {
  /** The PostgreSQL database of a run on that engine (E2E_DATABASE_URL), dropped at the end. */
  database?: E2EDatabase | undefined;
  simulator: WoltSimulator;
  rkeeper: RkeeperSimulator;
  platforms: DemoPlatforms | undefined;
  server: ChildProcess | undefined;
  dataDir: string;
  serverLog: string;
}

/** What the global set-up started, kept on globalThis for the global teardown (same process). */
const e2eState = globalThis as typeof globalThis & { __orderdeskE2E?: E2EProcesses | undefined };

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitForHealth(server: ChildProcess, serverLog: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited before it was ready. Its log:\n${logTail(serverLog)}`);
    }
    try {
      const response = await fetch(`${APP_URL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(
    `${APP_URL}/api/health did not answer within ${HEALTH_TIMEOUT_MS / 1000} s. Log:\n${logTail(serverLog)}`,
  );
}

export default async function globalSetup(): Promise<void> {
  if (!CHROMIUM_AVAILABLE) return; // The tests skip themselves; nothing to start.

  for (const [path, what] of [
    [SERVER_ENTRY, 'the built server'],
    [WEB_DIST, 'the built web app'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing (${what}): run "npm run build" first.`);
  }
  if (await portInUse(E2E_PORT)) {
    throw new Error(`Port ${E2E_PORT} is taken: stop what listens there or set E2E_PORT to a free port.`);
  }

  const webhookSecret = randomBytes(32).toString('hex');
  const apiKey = randomBytes(24).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'orderdesk-e2e-'));
  const serverLog = join(dataDir, 'server.log');

  const simulator = createWoltSimulator({
    webhookUrl: `${APP_URL}/api/webhooks/wolt`,
    webhookSecret,
    woltVenueId: E2E_WOLT_VENUE_ID,
    apiKey,
    venueName: 'Demo Bistro',
    retryIntervalMs: 1_000,
    // The orders it makes up (delivery or takeaway, options, notes) are the same on every run.
    random: seededRandom(20261129),
  });
  const rkeeper = await createRkeeperSimulator();
  const processes: E2EProcesses = {
    simulator,
    rkeeper,
    platforms: undefined,
    server: undefined,
    dataDir,
    serverLog,
  };
  e2eState.__orderdeskE2E = processes;

  try {
    const simulatorUrl = await simulator.listen(0);
    const rkeeperUrl = await rkeeper.listen(0);
    const platforms = await startDemoPlatforms(APP_URL, [0, 0, 0]);
    processes.platforms = platforms;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      // Glovo fetches published menus from here.
      PUBLIC_URL: APP_URL,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      WOLT_API_URL: simulatorUrl,
      WOLT_WEBHOOK_SECRET: webhookSecret,
      DEMO_WOLT_VENUE_ID: E2E_WOLT_VENUE_ID,
      DEMO_WOLT_API_KEY: apiKey,
      DEMO_RKEEPER_URL: rkeeper.xmlUrl,
      DEMO_RKEEPER_LOGIN: rkeeper.login,
      DEMO_RKEEPER_PASSWORD: rkeeper.password,
      DEMO_RKEEPER_FINGERPRINT: rkeeper.fingerprint,
      ...platforms.env,
      // The kitchen display's Ready is looked for every 2 s instead of 15, so its spec waits seconds.
      KDS_POLL_SECONDS: '2',
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // A fresh database every run, whatever the developer's shell points at: SQLite, or with
    // E2E_DATABASE_URL a new PostgreSQL database on that server.
    delete env.DATABASE_URL;
    const pgServer = process.env.E2E_DATABASE_URL;
    if (pgServer) {
      processes.database = await createE2EDatabase(pgServer);
      env.DATABASE_URL = processes.database.url;
    }

    const logFd = openSync(serverLog, 'a');
    processes.server = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    await waitForHealth(processes.server, serverLog);

    process.env.E2E_WOLT_SIM_URL = simulatorUrl;
    process.env.E2E_WOLT_API_KEY = apiKey;
    process.env.E2E_RKEEPER_SIM_URL = rkeeperUrl;
    process.env.E2E_GLOVO_SIM_URL = platforms.glovo.url;
    process.env.E2E_BOLT_SIM_URL = platforms.bolt.url;
    process.env.E2E_FUDY_SIM_URL = platforms.fudy.url;
    process.env.E2E_APP_URL = APP_URL;
    process.env.E2E_SERVER_LOG = serverLog;
    console.log(`[e2e] app ${APP_URL}, simulated Wolt ${simulatorUrl}, server log ${serverLog}`);
  } catch (error) {
    const { default: globalTeardown } = await import('./global-teardown');
    await globalTeardown();
    throw error;
  }
}
