import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

/** The product version shown to the version check (spec §4): the root package's version. */
function readAppVersion(): string {
  const rootPackage = fileURLToPath(new URL('../../package.json', import.meta.url));
  const parsed = JSON.parse(readFileSync(rootPackage, 'utf8')) as { version?: string };
  return parsed.version ?? '0.0.0';
}

function appVersionMeta(version: string): Plugin {
  return {
    name: 'orderdesk-app-version',
    transformIndexHtml: (html) => html.replaceAll('%APP_VERSION%', version),
  };
}

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), appVersionMeta(readAppVersion())],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench reads it to measure what the first screens load.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
