// Measures start-up time, memory, and the time from a platform's order to the live board and from
// Accept to the platform, against the built server on SQLite. Writes bench/reports/latest.{md,json}.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HUB_PATH, HubEvent, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import { io } from 'socket.io-client';
import { createWoltSimulator } from '../../tools/src/wolt';
import { rssMiB, summarise } from './stats';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 200);
const CONCURRENCY = 10;
const PORT = Number(process.env['BENCH_PORT'] ?? 3299);
const SECRET = 'bench-webhook-secret-0123456789';
const API_KEY = 'bench-wolt-key';
const base = `http://127.0.0.1:${PORT}`;
const readFile = (p: string) => fs.readFileSync(p, 'utf8');

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become healthy');
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

async function main(): Promise<void> {
  const wolt = createWoltSimulator({
    webhookUrl: `${base}/api/webhooks/wolt`,
    webhookSecret: SECRET,
    woltVenueId: 'bench-venue',
    apiKey: API_KEY,
  });
  const woltUrl = await wolt.listen(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-bench-'));
  const started = Date.now();
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-admin-1234',
      DEMO_MODE: 'true',
      DEMO_WOLT_VENUE_ID: 'bench-venue',
      DEMO_WOLT_API_KEY: API_KEY,
      WOLT_API_URL: woltUrl,
      WOLT_WEBHOOK_SECRET: SECRET,
      JOB_POLL_INTERVAL_MS: '200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(Date.now() + 30_000);
    const startupMs = Date.now() - started;
    const rssIdle = rssMiB(server.pid!, readFile);

    const login = await fetch(`${base}/api/Token/Access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'Bench-admin-1234' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const board = io(base, {
      path: HUB_PATH,
      auth: { token: accessToken },
      query: { venueId: 1 },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      board.on('connect', () => resolve());
      board.on('connect_error', reject);
    });

    const sentAt = new Map<string, number>();
    const arrivals = new Map<string, { orderId: number; ms: number }>();
    board.on(HubEvent.ORDER_UPDATED, ({ order }: TOrderUpdatedEvent) => {
      const sent = sentAt.get(order.platformOrderId);
      if (sent !== undefined && order.statusId === 1 && !arrivals.has(order.platformOrderId)) {
        arrivals.set(order.platformOrderId, { orderId: order.id, ms: Date.now() - sent });
      }
    });

    // One order at a time: the latency a venue sees on an ordinary evening.
    const single: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = Date.now();
      const created = await wolt.createOrder();
      sentAt.set(created.orderId, t);
      while (!arrivals.has(created.orderId) && Date.now() - t < 10_000)
        await new Promise((r) => setTimeout(r, 2));
      single.push(arrivals.get(created.orderId)?.ms ?? Number.NaN);
      arrivals.delete(created.orderId);
    }

    const loadStart = Date.now();
    await inBatches(
      Array.from({ length: ORDERS }, (_, i) => i),
      CONCURRENCY,
      async () => {
        const t = Date.now();
        const created = await wolt.createOrder();
        sentAt.set(created.orderId, t);
      },
    );
    while (arrivals.size < ORDERS && Date.now() - loadStart < 120_000)
      await new Promise((r) => setTimeout(r, 20));
    const ingestSeconds = (Date.now() - loadStart) / 1000;

    const acceptLatencies: number[] = [];
    const acceptStart = Date.now();
    await inBatches([...arrivals.values()], CONCURRENCY, async ({ orderId }) => {
      const t = Date.now();
      const res = await fetch(`${base}/api/orders/accept`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ id: orderId, cookingTimeInMinutes: 15 }),
      });
      if (!res.ok) throw new Error(`accept failed: ${res.status}`);
      acceptLatencies.push(Date.now() - t);
    });
    const accepted = () =>
      wolt.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/accept') && c.status === 200).length;
    while (accepted() < arrivals.size && Date.now() - acceptStart < 120_000)
      await new Promise((r) => setTimeout(r, 20));
    const acceptToPlatformSeconds = (Date.now() - acceptStart) / 1000;
    const rssLoaded = rssMiB(server.pid!, readFile);
    board.close();

    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      database: 'SQLite (WAL, synchronous=FULL)',
      orders: ORDERS,
      concurrency: CONCURRENCY,
      startupMs,
      rssIdleMiB: rssIdle,
      rssAfterLoadMiB: rssLoaded,
      singleOrderToBoardMs: summarise(single),
      webhookToBoardMs: summarise([...arrivals.values()].map((a) => a.ms)),
      ordersOnBoard: arrivals.size,
      ingestSeconds,
      acceptHttpMs: summarise(acceptLatencies),
      acceptsAtPlatform: accepted(),
      acceptToPlatformSeconds,
    };
    const md = [
      '# Benchmark report',
      '',
      `${result.date} — ${result.machine} — ${result.database}`,
      '',
      '| measure | value |',
      '|---|---|',
      `| start-up to healthy | ${result.startupMs} ms |`,
      `| memory (RSS) idle / after load | ${result.rssIdleMiB} MiB / ${result.rssAfterLoadMiB} MiB |`,
      `| one order at a time, webhook → board p50 / p95 / max | ${result.singleOrderToBoardMs.p50} / ${result.singleOrderToBoardMs.p95} / ${result.singleOrderToBoardMs.max} ms |`,
      `| burst of orders (concurrency ${CONCURRENCY}) | ${result.ordersOnBoard} of ${ORDERS} on the board in ${ingestSeconds.toFixed(1)} s |`,
      `| burst, webhook → board p50 / p95 / p99 / max | ${Object.values(result.webhookToBoardMs).join(' / ')} ms |`,
      `| PATCH accept p50 / p95 / p99 / max | ${Object.values(result.acceptHttpMs).join(' / ')} ms |`,
      `| accepts at the platform | ${result.acceptsAtPlatform} in ${acceptToPlatformSeconds.toFixed(1)} s |`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(ROOT, 'bench/reports/latest.md'), md);
    fs.writeFileSync(path.join(ROOT, 'bench/reports/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(md);
  } finally {
    server.kill('SIGTERM');
    await wolt.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
