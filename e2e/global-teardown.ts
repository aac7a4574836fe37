// Stops what the global set-up started and keeps the server's log beside the test results.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { E2EProcesses } from './global-setup';
import { E2E_OUTPUT_DIR } from './support/e2e-env';

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
    mkdirSync(E2E_OUTPUT_DIR, { recursive: true });
    copyFileSync(serverLog, join(E2E_OUTPUT_DIR, 'server.log'));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
