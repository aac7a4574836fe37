// Settings shared by the Playwright config, its global set-up and the tests.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = resolve(REPO_ROOT, 'apps/server/dist/main.js');
/** The built web app the server serves; WEB_DIST_DIR points the server (and this check) elsewhere. */
export const WEB_DIST = process.env.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist');

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/** Where a run writes its results (screenshots, traces, the server's log); two runs at once need two. */
export const E2E_OUTPUT_DIR = resolve(REPO_ROOT, 'e2e', process.env.E2E_OUTPUT_DIR ?? 'test-results');
/**
 * Where the screenshots a person looks at after a run go: `e2e/screenshots/`, and `postgres/` inside it
 * for the run on PostgreSQL (the two runs go side by side and would overwrite each other's pictures).
 */
export const SCREENSHOTS_DIR = resolve(
  REPO_ROOT,
  'e2e/screenshots',
  process.env.E2E_DATABASE_URL ? 'postgres' : '',
);
export const APP_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { login: 'admin', password: 'Admin-e2e-1234' } as const;
export const E2E_WOLT_VENUE_ID = 'e2e-wolt-venue';

/** Debian's headless shell when it is installed (lighter on a test run), else its full Chromium. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
export const CHROMIUM_AVAILABLE = existsSync(CHROMIUM_PATH);
export const IN_CI = process.env.CI === 'true';

/** Set by the global set-up: the simulated Wolt's base URL (its control API lives under /_sim). */
export function woltSimulatorUrl(): string {
  const url = process.env.E2E_WOLT_SIM_URL;
  if (!url) throw new Error('E2E_WOLT_SIM_URL is not set: the global set-up did not run');
  return url;
}

/** Set by the global set-up: the API key the simulated Wolt takes (`WOLT-API-KEY`). */
export function woltSimulatorApiKey(): string {
  const key = process.env.E2E_WOLT_API_KEY;
  if (!key) throw new Error('E2E_WOLT_API_KEY is not set: the global set-up did not run');
  return key;
}

/** Set by the global set-up: the simulated r_keeper's base URL (HTTPS, self-signed; control API under /_sim). */
export function rkeeperSimulatorUrl(): string {
  const url = process.env.E2E_RKEEPER_SIM_URL;
  if (!url) throw new Error('E2E_RKEEPER_SIM_URL is not set: the global set-up did not run');
  return url;
}

/** Set by the global set-up: a simulated platform's base URL (control API under /_sim). */
export function platformSimulatorUrl(platform: 'glovo' | 'bolt' | 'fudy'): string {
  const name = `E2E_${platform.toUpperCase()}_SIM_URL`;
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: the global set-up did not run`);
  return url;
}
