import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { rssMiB } from '../stats';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const ADMIN_PASSWORD = 'Bench-admin-1234';
export const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';
export const WOLT_VENUE = 'bench-venue';
export const WOLT_API_KEY = 'bench-wolt-key';
/** Shared by every instance, as docs/operations.md asks of several instances on one database. */
const SECRETS_KEY = 'ab'.repeat(32);

export interface ServerProcess {
  url: string;
  pid: number;
  startupMs: number;
  rssMiB(): number;
  stop(): Promise<void>;
}

async function waitReady(url: string, proc: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not become ready`);
}

/** The built server (`apps/server/dist/main.js`) as `npm start` runs it, on SQLite or PostgreSQL. */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  woltApiUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const started = Date.now();
  // BENCH_NODE_ARGS: options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      // As deployed: a JSON line for every API request (the lines themselves are not kept).
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ADMIN_PASSWORD,
      ACCESS_TOKEN_TTL_SECONDS: '7200',
      DEMO_MODE: 'true',
      DEMO_WOLT_VENUE_ID: WOLT_VENUE,
      DEMO_WOLT_API_KEY: WOLT_API_KEY,
      WOLT_API_URL: opts.woltApiUrl,
      WOLT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SECRETS_KEY,
      JOB_POLL_INTERVAL_MS: '200',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitReady(url, proc, Date.now() + 60_000);
  const pid = proc.pid!;
  return {
    url,
    pid,
    startupMs: Date.now() - started,
    rssMiB: () => rssMiB(pid, (p) => fs.readFileSync(p, 'utf8')),
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function signInAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/Token/Access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
