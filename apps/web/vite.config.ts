import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import type { PluginOption } from 'vite';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
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

/**
 * `npm run build:stats -w @orderdesk/web`: the same build, plus a map of what each chunk holds
 * (bundle-stats/treemap.html to look at, bundle-stats/stats.json to read, module sizes gzipped),
 * kept out of dist/ so it is never served.
 */
function bundleStats(): PluginOption[] {
  if (!process.env.BUNDLE_STATS) return [];
  const common = { gzipSize: true, projectRoot: fileURLToPath(new URL('.', import.meta.url)) };
  return [
    visualizer({ ...common, filename: 'bundle-stats/treemap.html', template: 'treemap' }),
    visualizer({ ...common, filename: 'bundle-stats/stats.json', template: 'raw-data' }),
  ];
}

const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
const TEST_FILE = /\.test\.tsx?$/;

/** The test files that replace a module with vi.mock, as paths relative to this folder. */
function testFilesThatMock(): string[] {
  const root = fileURLToPath(new URL('./', import.meta.url));
  return readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `src/${file}`)
    .filter((file) => readFileSync(`${root}${file}`, 'utf8').includes('vi.mock('));
}

const MOCKING_TESTS = testFilesThatMock();

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Libraries every first screen runs (React with React DOM, the router, styling with MUI's theme and
 * the buttons, typography and progress every screen shows, i18n, queries) go in one chunk: one request,
 * compressed as one, instead of a dozen small shared chunks. Everything else (other MUI components,
 * the layout helpers only some screens use, forms, zod and the schemas, tooltips, toasts, Socket.IO)
 * stays split by the screens that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-is|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|transitions|ButtonBase|Button|Typography|SvgIcon|useLazyRipple|CssBaseline|Box|GlobalStyles|Paper|CircularProgress))(?![\\/](Grid|Stack|useMediaQuery|useRovingTabIndex)[\\/])|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|clsx|hoist-non-react-statics|use-sync-external-store|@babel[\\/]runtime)[\\/]/;

const firstScreens = firstScreenChunks({
  app: ['main.tsx', 'start.tsx'],
  signIn: 'features/auth/login-screen.tsx',
  shell: 'app/layout/main-layout.tsx',
  board: 'features/orders/pages.tsx',
});

export default defineConfig({
  plugins: [appVersionMeta(readAppVersion()), firstScreens.plugin, precompress(), ...bundleStats()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench reads it to measure what the first screens load.
    manifest: true,
    // The framework chunk (about 580 kB, 175 kB gzipped) is one chunk on purpose.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Libraries marked "use client" for server components: meaningless in this client-only app.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }, ...firstScreens.groups] },
      },
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
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Whole-app screen tests render lazy routes; a busy machine needs more than the default 5 s.
    testTimeout: 30_000,
    projects: [
      // Test files share a worker's loaded modules and page instead of importing React, MUI and the
      // texts again each (about half the suite's time). Each test renders its own tree; the setup file
      // clears the page, storage and timers after every test.
      {
        extends: true,
        test: {
          name: 'shared',
          include: [WEB_TESTS],
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
          isolate: false,
        },
      },
      // vi.mock replaces a module for every file loaded after it in the same worker: files that mock
      // get modules of their own.
      { extends: true, test: { name: 'isolated', include: MOCKING_TESTS } },
    ],
  },
});
