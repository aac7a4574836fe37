import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The proxy test needs the build and nginx: its own step (vitest.proxy.config.ts, scripts/test-proxy.sh).
    exclude: [...configDefaults.exclude, 'test/proxy/**'],
    environment: 'node',
    // One migrated database per run, copied for each test file (test/support/template-database.ts), and
    // one build of the server for the tests that start it as a process (test/support/server-build.ts).
    globalSetup: ['test/support/template-database.ts', 'test/support/server-build.ts'],
    // Test files share a worker's loaded modules instead of importing the whole server again each
    // (about 5 minutes of the suite's 6). Each file builds its own app and database, so no state is
    // shared through them; module-level caches are keyed by the app's context.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
