// One lint setup for the whole repository; `boundaries` enforces the import arrows of the architecture.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    // Type-aware checks on the server: promises nobody awaits, promises passed where a plain callback
    // is expected, and switches that forget a case of a union. Limited to the rules that catch bugs, so
    // the type information costs one program build.
    files: ['apps/server/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // The server reads the time from the Clock it is built with, so tests move it instead of waiting.
    // A migration is frozen and carries what it needs.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/clock.ts', 'apps/server/src/db/migrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message:
            'Read the time from the injected Clock (src/clock.ts): ctx.clock.now(), clockIso(ctx.clock).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'Read the time from the injected Clock (src/clock.ts): new Date(ctx.clock.now()), clockIso(ctx.clock).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['packages/**', 'apps/**', 'tools/**', 'e2e/**', 'bench/**'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts' },
        { type: 'server-test', pattern: 'apps/server/test' },
        { type: 'server-integrations', pattern: 'apps/server/src/integrations' },
        { type: 'server-observability', pattern: 'apps/server/src/observability' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'web-entry', pattern: 'apps/web/src/{main,start}.tsx', mode: 'file' },
        { type: 'web-test', pattern: 'apps/web/src/test' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-hub', pattern: 'apps/web/src/hub' },
        { type: 'web', pattern: 'apps/web' },
        { type: 'tools', pattern: 'tools' },
        { type: 'e2e', pattern: 'e2e' },
        { type: 'bench', pattern: 'bench' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            // contracts are pure: they import nothing of ours.
            { from: 'contracts', allow: ['contracts'] },
            { from: 'server', allow: ['contracts', 'server', 'server-integrations', 'server-observability'] },
            // integrations speak to platforms; they never reach into routes or modules, only report metrics.
            {
              from: 'server-integrations',
              allow: ['contracts', 'server-integrations', 'server-observability'],
            },
            // metrics and logging are leaves every server layer may call.
            { from: 'server-observability', allow: ['contracts', 'server-observability'] },
            {
              from: 'server-test',
              allow: [
                'contracts',
                'server',
                'server-integrations',
                'server-observability',
                'server-test',
                'tools',
              ],
            },
            { from: 'web-entry', allow: ['contracts', 'web', 'web-app', 'web-entry'] },
            {
              from: 'web-test',
              allow: ['contracts', 'web', 'web-app', 'web-feature', 'web-hub', 'web-test'],
            },
            { from: 'web-app', allow: ['contracts', 'web', 'web-app', 'web-feature', 'web-hub'] },
            // A feature uses shared web code and itself, never another feature; the signed-in session
            // (features/auth) is the one every screen may read.
            {
              from: 'web-feature',
              allow: [
                'contracts',
                'web',
                ['web-feature', { feature: '${from.feature}' }],
                ['web-feature', { feature: 'auth' }],
                'web-hub',
              ],
            },
            // The hub is shared code: it patches the cache through the shared vocabulary in src/api
            // (order keys, order lists, venue keys, push listeners) and imports no feature.
            { from: 'web-hub', allow: ['contracts', 'web', 'web-hub'] },
            { from: 'web', allow: ['contracts', 'web'] },
            { from: 'tools', allow: ['contracts', 'tools'] },
            { from: 'e2e', allow: ['contracts', 'tools', 'e2e'] },
            { from: 'bench', allow: ['contracts', 'tools', 'bench', 'server', 'server-observability'] },
          ],
        },
      ],
    },
  },
  {
    // Web tests render screens with shared test providers; the arrows apply to the shipped code.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': 'off' },
  },
);
