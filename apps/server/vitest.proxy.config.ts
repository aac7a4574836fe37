import { defineConfig } from 'vitest/config';

// The proxy test (test/proxy/): nginx in front of two built instances on PostgreSQL. Its own step of the
// test command (scripts/test-proxy.sh), after the build; the server suites leave it out.
export default defineConfig({
  test: {
    include: ['test/proxy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
