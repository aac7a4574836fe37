// `npm run demo`: the built product beside a simulated Wolt that keeps sending orders, so a newcomer can
// sign in and watch orders arrive on the board.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ROUTES, healthContract } from '@orderdesk/contracts';
import { startDemoPlatforms, type DemoPlatforms } from './demo-platforms';
import { createRkeeperSimulator } from './rkeeper/index';
import { createWoltSimulator, type CreatedWoltOrder } from './wolt/index';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = resolve(REPO_ROOT, 'apps/server/dist/main.js');
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[demo] ${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function log(message: string) {
  console.log(`[demo] ${message}`);
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the server stopped before it was ready (exit ${server.exitCode ?? server.signalCode})`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`[demo] ${SERVER_ENTRY} is missing: run "npm run build" first (or use "npm run demo").`);
    process.exit(1);
  }

  const port = intFromEnv('PORT', 3000);
  const woltPort = intFromEnv('DEMO_WOLT_PORT', 4001);
  const fixedInterval = process.env.DEMO_ORDER_INTERVAL_SECONDS
    ? intFromEnv('DEMO_ORDER_INTERVAL_SECONDS', 0)
    : null;
  const webhookSecret = randomBytes(32).toString('hex');
  const apiKey = randomBytes(24).toString('hex');
  const woltVenueId = process.env.DEMO_WOLT_VENUE_ID || 'demo-wolt-venue';
  const adminLogin = process.env.ADMIN_LOGIN || 'admin';
  const adminPassword = process.env.ADMIN_PASSWORD || 'demo1234';
  const appUrl = `http://127.0.0.1:${port}`;

  const wolt = createWoltSimulator({
    webhookUrl: `${appUrl}/api/webhooks/wolt`,
    webhookSecret,
    woltVenueId,
    apiKey,
    venueName: 'Demo Bistro',
  });
  if (await portInUse(port)) {
    console.error(`[demo] port ${port} is taken: stop what listens there or set PORT to a free port.`);
    process.exit(1);
  }
  let woltUrl: string;
  try {
    woltUrl = await wolt.listen(woltPort);
  } catch (error) {
    console.error(
      `[demo] the simulated Wolt cannot listen on port ${woltPort} (${(error as Error).message}): ` +
        'set DEMO_WOLT_PORT to a free port.',
    );
    process.exit(1);
  }
  log(`simulated Wolt listening on ${woltUrl}`);

  const rkeeperPort = intFromEnv('DEMO_RKEEPER_PORT', 4002);
  const rkeeper = await createRkeeperSimulator({ password: randomBytes(12).toString('hex') });
  try {
    await rkeeper.listen(rkeeperPort);
  } catch (error) {
    console.error(
      `[demo] the simulated r_keeper cannot listen on port ${rkeeperPort} (${(error as Error).message}): ` +
        'set DEMO_RKEEPER_PORT to a free port.',
    );
    process.exit(1);
  }
  log(`simulated r_keeper cash server listening on ${rkeeper.url}`);

  const platformPorts: [number, number, number] = [
    intFromEnv('DEMO_GLOVO_PORT', 4003),
    intFromEnv('DEMO_BOLT_PORT', 4004),
    intFromEnv('DEMO_FUDY_PORT', 4005),
  ];
  let platforms: DemoPlatforms;
  try {
    platforms = await startDemoPlatforms(appUrl, platformPorts);
  } catch (error) {
    console.error(
      `[demo] a simulated platform cannot listen on ports ${platformPorts.join(', ')} ` +
        `(${(error as Error).message}): set DEMO_GLOVO_PORT, DEMO_BOLT_PORT and DEMO_FUDY_PORT to free ports.`,
    );
    process.exit(1);
  }
  log('simulated Glovo, Bolt Food and Fudy listening');

  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    // Its own process group: Ctrl-C reaches only the demo, which stops the server once and in order.
    detached: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      // The simulated Glovo fetches published menus from here.
      PUBLIC_URL: process.env.PUBLIC_URL || `http://127.0.0.1:${port}`,
      DEMO_MODE: 'true',
      WOLT_API_URL: woltUrl,
      WOLT_WEBHOOK_SECRET: webhookSecret,
      DEMO_WOLT_VENUE_ID: woltVenueId,
      DEMO_WOLT_API_KEY: apiKey,
      DEMO_RKEEPER_URL: rkeeper.xmlUrl,
      DEMO_RKEEPER_LOGIN: rkeeper.login,
      DEMO_RKEEPER_PASSWORD: rkeeper.password,
      DEMO_RKEEPER_FINGERPRINT: rkeeper.fingerprint,
      ...platforms.env,
      DATA_DIR: process.env.DATA_DIR || resolve(REPO_ROOT, 'data/demo'),
      ADMIN_LOGIN: adminLogin,
      ADMIN_PASSWORD: adminPassword,
    },
  });

  let trickle: NodeJS.Timeout | undefined;
  let stopping = false;

  const stop = async (signal: NodeJS.Signals | null, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(trickle);
    if (server.exitCode === null && server.signalCode === null) {
      log('stopping the server...');
      const exited = new Promise((done) => server.once('exit', done));
      server.kill(signal ?? 'SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await wolt.close();
    await rkeeper.close();
    await platforms.close();
    process.exit(exitCode);
  };

  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  // Never leave the server behind, whatever ends this process.
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  });
  server.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[demo] the server exited (${signal ?? `code ${code}`}); stopping the demo.`);
    void stop(null, code ?? 1);
  });

  try {
    await waitForHealth(`${appUrl}${healthContract.path}`, server);
  } catch (error) {
    console.error(`[demo] ${error instanceof Error ? error.message : String(error)}`);
    await stop(null, 1);
    return;
  }

  const reportOrder = async (created: CreatedWoltOrder) => {
    const { order } = created;
    const lines = order.items.reduce((sum, item) => sum + item.count, 0);
    log(
      `new Wolt order #${created.orderNumber} from ${order.consumer_name}: ${lines} item(s), ` +
        `${euros(order.basket_price.total.amount)} ${order.basket_price.total.currency}`,
    );
    const delivery = await created.delivery;
    if (!delivery.delivered && !stopping) {
      log(
        `the webhook did not take order #${created.orderNumber} after ${delivery.attempts} attempt(s) ` +
          `(last answer: ${delivery.lastHttpStatus ?? 'no response'})`,
      );
    }
  };
  const nextDelaySeconds = () => fixedInterval ?? 20 + Math.floor(Math.random() * 26);
  let sent = 0;
  /** Sends the next order; resolves once the server has taken it (or given up on it). */
  const sendOrder = async () => {
    if (stopping) return;
    // The demo orders take turns: Wolt, Glovo, Bolt Food, Fudy, so the board shows all four.
    const platform = (['wolt', 'glovo', 'bolt', 'fudy'] as const)[sent % 4]!;
    sent += 1;
    if (fixedInterval !== 0) trickle = setTimeout(() => void sendOrder(), nextDelaySeconds() * 1000);
    if (platform === 'wolt') await reportOrder(await wolt.createOrder());
    else log(await platforms.sendOrder(platform));
  };
  // The first order goes before the banner, so what it logs does not push the banner out of sight.
  await sendOrder();

  const board = APP_ROUTES['new-orders'];
  console.log(
    [
      '',
      '  OrderDesk demo is running',
      `    Open      ${appUrl}/login`,
      `    Admin     ${adminLogin} / ${adminPassword}`,
      `    Manager   demo.manager / demo1234   (the demo venue's board: ${appUrl}${board})`,
      `    Wolt      simulated at ${woltUrl}, venue "${woltVenueId}"`,
      `    r_keeper  simulated at ${rkeeper.url}: its checks at ${rkeeper.url}/_sim/checks`,
      ...platforms.describe(),
      fixedInterval === 0
        ? '    Orders    one sent (DEMO_ORDER_INTERVAL_SECONDS=0: no more)'
        : `    Orders    one sent, then one every ${fixedInterval ?? '20-45'} s`,
      '    Stop      Ctrl-C',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('[demo] failed:', error);
  process.exit(1);
});
