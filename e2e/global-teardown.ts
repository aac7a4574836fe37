// Stops what the global set-up started and keeps the server's log beside the test results.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { E2EProcesses } from './global-setup';

const STOP_TIMEOUT_MS = 10_000;

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as typeof globalThis & { __orderdeskE2E?: E2EProcesses | undefined };
  const processes = state.__orderdeskE2E;
  if (!processes) return;
  state.__orderdeskE2E = undefined;

  const { server, simulator, rkeeper, platforms, dataDir, serverLog, database } = processes;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  await simulator.close();
  await rkeeper.close();
  await platforms?.close();
  await database?.drop();

  if (existsSync(serverLog)) {
    const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'test-results');
    mkdirSync(resultsDir, { recursive: true });
    copyFileSync(serverLog, join(resultsDir, 'server.log'));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
