import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { precompress } from './build/precompress.ts';

/** The product version shown to the version check (docs/product.md §4): the root package's version. */
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
 * The app runs on Preact's React compatibility layer: the same React API (hooks, lazy, Suspense,
 * portals, useSyncExternalStore) for our code and for MUI, the router, queries and i18n, at about a
 * sixth of React DOM's size on the first load. Exact names only: `react-i18next` or `react-router`
 * must not match. Dev, build and the unit tests all run on it, so the tests test what ships.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's fallback for old React versions, CommonJS that would load React itself in tests.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * Libraries every first screen runs (Preact with its React compatibility layer, the router, styling with MUI's theme and the buttons,
 * typography and progress every screen shows, i18n, queries, zod) go in one chunk: one request,
 * compressed as one, instead of a dozen small shared chunks. Everything else (other MUI components,
 * the layout helpers only some screens use, forms, tooltips, toasts, Socket.IO) stays split by the
 * screens that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](preact|react-router|react-is|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|transitions|ButtonBase|Button|Typography|SvgIcon|useLazyRipple|CssBaseline|Box|GlobalStyles|Paper|CircularProgress))(?![\\/](Grid|Stack|useMediaQuery|useRovingTabIndex)[\\/])|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zod|clsx|hoist-non-react-statics|use-sync-external-store|@babel[\\/]runtime)[\\/]/;

export default defineConfig({
  plugins: [appVersionMeta(readAppVersion()), precompress()],
  resolve: {
    alias: REACT_ON_PREACT,
    // The browser's conditions (Vite's own for the client) in the unit tests too: Node's would pick
    // CommonJS builds (react-router's) that load React itself instead of the aliases.
    conditions: ['module', 'browser', 'development|production'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench reads it to measure what the first screens load.
    manifest: true,
    // The framework chunk (about 380 kB, 118 kB gzipped) is one chunk on purpose.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // Libraries marked "use client" for server components: meaningless in this client-only app.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        // The router falls back to plain state where the React build it runs on has no useOptimistic.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
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
    // Libraries that import React are bundled through the aliases too (left to Node, they would load
    // React itself and a second, separate renderer).
    server: { deps: { inline: true } },
    // Testing Library's CommonJS build would require React directly: its ES build takes the aliases.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    // Whole-app screen tests render lazy routes; a busy machine needs more than the default 5 s.
    testTimeout: 30_000,
  },
});
