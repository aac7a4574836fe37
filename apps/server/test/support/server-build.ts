import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built from the sources under test, for tests that start it in a process of its own. */
    serverBuild: string | null;
  }
}

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');

/**
 * Vitest's global set-up: builds the server once per run (`build.mjs`, about a second) for the tests that
 * start it as a process (test/support/server-process.ts). Started from a build, a server is up in half
 * the CPU time tsx takes to compile its sources on every start. The build goes into node_modules/.cache,
 * inside the package, so that its npm packages resolve as dist/'s do; dist/ itself is left alone.
 */
export default function setup(project: TestProject): () => void {
  const cache = path.join(SERVER_DIR, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'orderdesk-server-'));
  execFileSync(process.execPath, ['build.mjs', dir], { cwd: SERVER_DIR, stdio: 'inherit' });
  project.provide('serverBuild', path.join(dir, 'main.js'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
