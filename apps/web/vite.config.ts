import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { precompress } from './build/precompress.ts';

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

/**
 * Libraries every first screen runs (React, the router, styling with MUI's theme and the buttons,
 * typography and progress every screen shows, i18n, queries, zod) go in one chunk: one request,
 * compressed as one, instead of a dozen small shared chunks. Everything else (other MUI components,
 * the layout helpers only some screens use, forms, tooltips, toasts, Socket.IO) stays split by the
 * screens that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-is|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|transitions|ButtonBase|Button|Typography|SvgIcon|useLazyRipple|CssBaseline|Box|GlobalStyles|Paper|CircularProgress))(?![\\/](Grid|Stack|useMediaQuery|useRovingTabIndex)[\\/])|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zod|clsx|hoist-non-react-statics|use-sync-external-store|@babel[\\/]runtime)[\\/]/;

export default defineConfig({
  plugins: [react(), appVersionMeta(readAppVersion()), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench reads it to measure what the first screens load.
    manifest: true,
    // The framework chunk (about 630 kB, 190 kB gzipped) is one chunk on purpose.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
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
    // Whole-app screen tests render lazy routes; a busy machine needs more than the default 5 s.
    testTimeout: 30_000,
  },
});
