import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run, copied for each test file (test/support/template-database.ts).
    globalSetup: ['test/support/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
