import { defineConfig } from '@playwright/test';
import { APP_URL, CHROMIUM_AVAILABLE, CHROMIUM_PATH, E2E_OUTPUT_DIR, IN_CI } from './support/e2e-env';

// The suite drives the machine's Chromium; no browser is ever downloaded.
if (!CHROMIUM_AVAILABLE) {
  if (IN_CI)
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH} (CI=true): install chromium-headless-shell or set CHROMIUM_PATH`,
    );
  console.warn(
    [
      '',
      '####################################################################',
      `#  NOTICE: no Chromium at ${CHROMIUM_PATH}: the browser tests are SKIPPED.`,
      '#  Install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.',
      '####################################################################',
      '',
    ].join('\n'),
  );
}

/**
 * The two runs (SQLite, PostgreSQL) go side by side. A spec whose way through the server differs between
 * the engines (an order's life, the hand-over, two platforms, the reports' SQL) runs in both; the rest
 * (screens, roles, settings, markup and layout) run in one of them each, so the two runs take about the
 * same time. The server suites run every endpoint on both engines.
 */
const ONE_ENGINE_SPECS = {
  sqlite: [
    'accessibility',
    'alarms',
    'navigation',
    'order-ticket',
    'pos-mapping',
    'role-dealer',
    'role-manager',
    'sign-in-lockout',
    'small-screen',
    'texts-formats',
  ],
  postgres: [
    'board-rush',
    'busy-mode',
    'licence-request',
    'menu',
    'people-chain',
    'preorder-release',
    'rkeeper-kds-ready',
    'role-admin',
    'role-operator',
    'screens-phone',
    'security-headers',
    'sound-blocked',
    'venue-schedule',
    'venue-setup',
  ],
};
const otherEngineSpecs = (
  process.env.E2E_DATABASE_URL ? ONE_ENGINE_SPECS.sqlite : ONE_ENGINE_SPECS.postgres
).map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests',
  testIgnore: otherEngineSpecs,
  outputDir: E2E_OUTPUT_DIR,
  workers: 1,
  retries: IN_CI ? 1 : 0,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
