import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The run's build of the sources under test (test/support/server-build.ts, the suite's global set-up). */
function fromSources(): string[] {
  const build = inject('serverBuild');
  if (!build) throw new Error('no server build: run through vitest.config.ts, whose global set-up makes it');
  return [build];
}

export interface ServerChild {
  process: ChildProcess;
  url: string;
  /** What the server wrote to stderr, for the failure message of a test. */
  stderr(): string;
}

/**
 * The server in a process of its own, built from the sources under test (the run's own build); with
 * `built: true` the package's dist/main.js, as production runs it (`npm run build` first).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  { built = false }: { built?: boolean } = {},
): Promise<ServerChild> {
  const args = built ? ['dist/main.js'] : fromSources();
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { process: child, url, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready: ${stderr}`);
}

/** SIGKILL, as a crash or the OOM killer would: no shutdown hook runs. */
export async function killHard(child: ServerChild): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((r) => child.process.once('exit', r));
  child.process.kill('SIGKILL');
  await exited;
}

export async function stopGracefully(child: ServerChild): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((r) => child.process.once('exit', r));
  child.process.kill('SIGTERM');
  await exited;
}
