// Debian's nginx in front of two built instances on one PostgreSQL database, configured with the very file
// the compose file uses (deploy/nginx/orderdesk.conf.template): TLS terminated by nginx, the OrderHub's
// WebSocket upgraded through it, webhooks spread over both instances. A board connected through nginx
// receives every order, whichever instance took its webhook, and an accept made on the other instance;
// a client on HTTP long-polling stays on one instance (nginx's address affinity on the hub's path).
//
// Run by scripts/test-proxy.sh (its own step of the test command, after the build), never by the server
// suites: it needs the build, PostgreSQL and an nginx binary (NGINX_PATH, default the one on PATH).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HUB_PATH, HubEvent, OrderStatus, type TOrder, type TTokenResponse } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { Agent, fetch as undiciFetch, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWoltSimulator, type CreatedWoltOrder, type WoltSimulator } from '../../../../tools/src/wolt';
import { freePort, startServerProcess, stopGracefully, type ServerChild } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const TEMPLATE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'deploy',
  'nginx',
  'orderdesk.conf.template',
);
const SECRET = 'proxy-webhook-secret-0123456789';
const ORDERS = 12;
const DEMO_VENUE_ID = 1;
const WEBHOOK_ROUTE = 'route="/api/webhooks/wolt"';

let database: TestDatabase;
let wolt: WoltSimulator;
let dir: string;
let nginx: ChildProcess | undefined;
let nginxLog = '';
let proxyUrl: string;
let ca: string;
const instances: ServerChild[] = [];
const boards: Socket[] = [];

/** The template with its ${ORDERDESK_*} filled, as the nginx image's envsubst does. */
function fillTemplate(values: Record<string, string>): string {
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{(ORDERDESK_[A-Z0-9_]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the template names ${name}, which the test does not fill`);
    return value;
  });
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\nnginx: ${nginxLog}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One instance's own count of a metric (each instance reports only itself), over the lines with `label`. */
async function metric(instance: ServerChild, name: string, label = ''): Promise<number> {
  const text = await (await fetch(`${instance.url}/api/metrics`)).text();
  const lines = text.split('\n').filter((l) => l.startsWith(name) && l.includes(label));
  return lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-nginx-'));
  fs.chmodSync(dir, 0o755);
  const [httpPort, httpsPort, portA, portB] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  proxyUrl = `https://127.0.0.1:${httpsPort}`;

  // The certificate the operator would mount, made for this run.
  fs.mkdirSync(path.join(dir, 'certs'));
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'certs', 'orderdesk.key'),
      '-out',
      path.join(dir, 'certs', 'orderdesk.crt'),
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`);
  ca = fs.readFileSync(path.join(dir, 'certs', 'orderdesk.crt'), 'utf8');
  // Every fetch of this process (the Wolt simulator's webhooks included) trusts that certificate.
  setGlobalDispatcher(new Agent({ connect: { ca } }));

  fs.writeFileSync(
    path.join(dir, 'orderdesk.conf'),
    fillTemplate({
      ORDERDESK_INSTANCE_1: `127.0.0.1:${portA}`,
      ORDERDESK_INSTANCE_2: `127.0.0.1:${portB}`,
      ORDERDESK_HTTP_PORT: String(httpPort),
      ORDERDESK_HTTPS_PORT: String(httpsPort),
    }),
  );
  // nginx.conf of the container image, made to run unprivileged-style from a folder of its own.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      '  include orderdesk.conf;',
      '}',
      '',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(dir, 'temp'));

  database = await createTestDatabase();
  wolt = createWoltSimulator({
    // Through nginx: webhooks are spread over both instances, as a platform's would be.
    webhookUrl: `${proxyUrl}/api/webhooks/wolt`,
    webhookSecret: SECRET,
    woltVenueId: 'proxy-venue',
    apiKey: 'proxy-api-key',
    maxRetries: 20,
    retryIntervalMs: 200,
  });
  const env = {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl!,
    ADMIN_PASSWORD: 'Proxy-admin-1234',
    DEMO_MODE: 'true',
    DEMO_WOLT_VENUE_ID: 'proxy-venue',
    DEMO_WOLT_API_KEY: 'proxy-api-key',
    WOLT_API_URL: await wolt.listen(0),
    WOLT_WEBHOOK_SECRET: SECRET,
    SECRETS_KEY: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    JOB_POLL_INTERVAL_MS: '50',
  };
  // One instance first: it migrates and seeds; then the second, as docs/operations.md says to upgrade.
  instances.push(await startServerProcess(portA, { ...env, DATA_DIR: path.join(dir, 'a') }, { built: true }));
  instances.push(await startServerProcess(portB, { ...env, DATA_DIR: path.join(dir, 'b') }, { built: true }));

  nginx = spawn(
    process.env['NGINX_PATH'] || 'nginx',
    ['-e', 'stderr', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  await until('nginx answers /api/ready', async () => {
    if (nginx!.exitCode !== null) throw new Error(`nginx exited (${nginx!.exitCode}): ${nginxLog}`);
    const res = await fetch(`${proxyUrl}/api/ready`);
    return res.ok ? true : undefined;
  }).catch((error: unknown) => {
    throw new Error(`nginx did not come up: ${String(error)}\n${nginxLog}`);
  });
}, 120_000);

afterAll(async () => {
  for (const board of boards) board.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    // Fast shutdown: a graceful one (SIGQUIT) waits out a long-poll still open, up to 25 s.
    nginx.kill('SIGTERM');
    await exited;
  }
  for (const instance of instances) await stopGracefully(instance);
  await wolt?.close();
  await database?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function signIn(url: string, userName: string, password: string): Promise<TTokenResponse> {
  const res = await fetch(`${url}/api/Token/Access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TTokenResponse;
}

describe('nginx in front of two instances on one PostgreSQL database', () => {
  it('metrics are not served through the balancer (each instance is scraped on its own)', async () => {
    expect((await fetch(`${proxyUrl}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${instances[0]!.url}/api/metrics`)).status).toBe(200);
  });

  it('plain HTTP is sent to HTTPS', async () => {
    const httpPort = Number(
      /listen (\d+);/.exec(fs.readFileSync(path.join(dir, 'orderdesk.conf'), 'utf8'))![1],
    );
    const res = await undiciFetch(`http://127.0.0.1:${httpPort}/venues`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/venues');
  });

  it('a board through nginx receives every order, whichever instance took it, and an accept made on the other instance', async () => {
    const session = await signIn(proxyUrl, 'demo.manager', 'demo1234');
    // The board as the web app opens it: WebSocket only, the token in the handshake's auth.
    const board = io(proxyUrl, {
      path: HUB_PATH,
      auth: { token: session.accessToken },
      query: { venueId: String(DEMO_VENUE_ID) },
      reconnection: false,
      transports: ['websocket'],
      ca,
    });
    boards.push(board);
    const pushes: TOrder[] = [];
    board.on(HubEvent.ORDER_UPDATED, (event: { order: TOrder }) => pushes.push(event.order));
    const opened = await new Promise<string>((resolve) => {
      board.on('connect', () => resolve('connected'));
      board.on('connect_error', (error) => resolve(error.message));
    });
    expect(opened).toBe('connected');

    // Which instance holds the board: the one whose hub counts a connection.
    const holder = await until('an instance holds the board', async () => {
      for (const instance of instances) {
        if ((await metric(instance, 'orderdesk_hub_connections')) >= 1) return instance;
      }
      return undefined;
    });
    const other = instances.find((i) => i !== holder)!;

    const created: CreatedWoltOrder[] = [];
    for (let i = 0; i < ORDERS; i++) created.push(await wolt.createOrder());
    const deliveries = await Promise.all(created.map((c) => c.delivery));
    expect(deliveries.every((d) => d.delivered)).toBe(true);

    const wanted = new Set(created.map((c) => c.orderId));
    const onBoard = () =>
      new Set(pushes.filter((o) => wanted.has(o.platformOrderId)).map((o) => o.platformOrderId));
    await until('every order is on the board', async () => (onBoard().size === ORDERS ? true : undefined));
    expect(onBoard()).toEqual(wanted);
    // nginx spread the webhooks: both instances answered some, so some orders reached the board through
    // the fan-out between instances.
    for (const instance of instances) {
      const webhooks = await metric(instance, 'orderdesk_http_request_duration_seconds_count', WEBHOOK_ROUTE);
      expect(webhooks).toBeGreaterThan(0);
    }

    // Accept the first order on the instance that does not hold the board.
    const first = pushes.find((o) => o.platformOrderId === created[0]!.orderId)!;
    const operator = await signIn(other.url, 'demo.manager', 'demo1234');
    const accept = await fetch(`${other.url}/api/orders/accept`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator.accessToken}` },
      body: JSON.stringify({ id: first.id, cookingTimeInMinutes: 15, isForce: true }),
    });
    expect(accept.status, await accept.clone().text()).toBe(200);

    const accepted = await until('the accept is on the board', async () =>
      pushes.find((o) => o.id === first.id && o.statusId === OrderStatus.PRODUCTION),
    );
    expect(accepted).toMatchObject({
      id: first.id,
      statusId: OrderStatus.PRODUCTION,
      adjustedTimeInMinutes: 15,
    });
    expect(board.connected).toBe(true);
  }, 60_000);
  it('a Socket.IO client on HTTP long-polling keeps to one instance (the affinity the hub needs)', async () => {
    // No other hub connection open: it would draw nginx's choice away from its instance by itself.
    for (const board of boards.splice(0)) board.close();
    await until('no instance holds a board', async () => {
      const held = await Promise.all(instances.map((i) => metric(i, 'orderdesk_hub_connections')));
      return held.every((n) => n === 0) ? true : undefined;
    });
    const session = await signIn(proxyUrl, 'demo.manager', 'demo1234');
    // Long-polling sends each session's requests separately: on another instance than the one holding
    // the session they are refused ("Session ID unknown"). nginx keeps one address on one instance.
    const board = io(proxyUrl, {
      path: HUB_PATH,
      auth: { token: session.accessToken },
      query: { venueId: String(DEMO_VENUE_ID) },
      reconnection: false,
      transports: ['polling'],
      ca,
    });
    boards.push(board);
    const pushes: TOrder[] = [];
    board.on(HubEvent.ORDER_UPDATED, (event: { order: TOrder }) => pushes.push(event.order));
    const closed: string[] = [];
    board.on('disconnect', (reason) => closed.push(reason));
    const opened = await new Promise<string>((resolve) => {
      board.on('connect', () => resolve('connected'));
      board.on('connect_error', (error) => resolve(error.message));
    });
    expect(opened).toBe('connected');

    const created: CreatedWoltOrder[] = [];
    for (let i = 0; i < 4; i++) created.push(await wolt.createOrder());
    expect((await Promise.all(created.map((c) => c.delivery))).every((d) => d.delivered)).toBe(true);
    const wanted = new Set(created.map((c) => c.orderId));
    await until('every order reached the polling board', async () =>
      wanted.size ===
      new Set(pushes.filter((o) => wanted.has(o.platformOrderId)).map((o) => o.platformOrderId)).size
        ? true
        : undefined,
    );
    expect(board.io.engine.transport.name).toBe('polling');
    expect(closed).toEqual([]);
  }, 60_000);
});
