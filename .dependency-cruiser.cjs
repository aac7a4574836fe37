/* global module */
// Import rules of the server (apps/server/src), checked by `npm run lint` (`lint:imports`); figures with
// `node scripts/import-graph.mjs`. Violations that existed when a rule came in are listed in
// .dependency-cruiser-known-violations.json and reported as known; any new one fails the lint.
// Regenerate that list only when removing entries: `npx depcruise-baseline apps/server/src
// --config .dependency-cruiser.cjs --output-to .dependency-cruiser-known-violations.json`.

const SRC = '^apps/server/src/';

/**
 * The server's modules, from the top (the ones that use others) to the bottom (the ones used): a module
 * imports only modules below it, so the arrows between modules run one way and never form a loop.
 */
const MODULE_ORDER = [
  'webhooks',
  'pos-mending',
  'people',
  'auth',
  'users',
  'retention',
  'health',
  'catalog',
  'rkeeper',
  'menus',
  'orders',
  'reports',
  'licences',
  'venues',
  'platform-instances',
  'areas',
  'audit',
  // r_keeper's wire, the venue's connection and client, and its menu reading: the part of the r_keeper
  // module (modules/rkeeper/) that every module may use, as it uses none of them.
  'rkeeper/till',
];

/** A module's own folder and the folders nested in it that sit lower (rkeeper/till under rkeeper). */
const lowerOrSelf = (i) => MODULE_ORDER.slice(i + 1).join('|');

const moduleOrder = MODULE_ORDER.slice(1).map((name, i) => ({
  name: `modules-one-way-${name.replace('/', '-')}`,
  severity: 'error',
  comment: `modules/${name} sits below ${MODULE_ORDER.slice(0, i + 1).join(', ')}: it may not import them.`,
  from: { path: `${SRC}modules/${name}/` },
  to: {
    path: `${SRC}modules/(${MODULE_ORDER.slice(0, i + 1).join('|')})/`,
    pathNot: `${SRC}modules/(${lowerOrSelf(i)})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other (directly or round a loop) cannot be read or tested apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-imports-no-module',
      severity: 'error',
      comment:
        'db/ (schema, engines, migrations) is the bottom layer: it imports no module, job, route or adapter. ' +
        'A migration is frozen and carries what it needs.',
      from: { path: `${SRC}db/` },
      to: { path: `${SRC}(modules|jobs|http|hub|integrations|seed|security|app|main|app-context)` },
    },
    {
      name: 'migrations-import-only-db-types',
      severity: 'error',
      comment:
        'A migration imports only the engine type and other migrations, so it never changes after release.',
      from: { path: `${SRC}db/migrations/` },
      to: { path: SRC, pathNot: `${SRC}db/(database\\.ts|migrations/)` },
    },
    {
      name: 'http-hub-use-module-public-files',
      severity: 'error',
      comment:
        'http/ and hub/ know a module only through what it exports for them: its <module>.public.ts file.',
      from: { path: `${SRC}(http|hub)/` },
      to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/[^/]+/[^/]+\\.public\\.ts$` },
    },
    {
      name: 'lower-layers-import-no-upper-layer',
      severity: 'error',
      comment:
        'jobs/, integrations/, observability/, security/ and config.ts sit below the modules and the web layer: ' +
        'they import neither.',
      from: { path: `${SRC}(jobs|integrations|observability|security|config\\.ts)` },
      to: { path: `${SRC}(modules|http|hub|seed|app\\.ts|main\\.ts)` },
    },
    {
      name: 'only-composition-takes-the-app-context',
      severity: 'error',
      comment:
        'app-context.ts is what app.ts composes the server from; a module, the hub, http/ or a job declares ' +
        'what it needs in its own …Deps type instead (docs/code-style.md), so it can be built and tested ' +
        'from that alone.',
      from: { path: SRC, pathNot: `${SRC}(app\\.ts|main\\.ts|job-registry\\.ts|app-context\\.ts)$` },
      to: { path: `${SRC}app-context\\.ts$` },
    },
    {
      name: 'nothing-imports-seed-or-composition',
      severity: 'error',
      comment: 'seed/ and app.ts/main.ts assemble the server; only they import seed/.',
      from: { path: SRC, pathNot: `${SRC}(app\\.ts|main\\.ts|seed/)` },
      to: { path: `${SRC}(seed/|app\\.ts|main\\.ts)` },
    },
    ...moduleOrder,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: SRC,
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
};
