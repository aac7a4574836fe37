// Import rules of the server (apps/server/src), checked by `npm run lint` (see docs/architecture.md).
// Layers, top to bottom: main/app -> http, hub -> modules -> jobs -> integrations -> db -> observability,
// security, config. A layer imports only the layers below it; modules depend on each other in one
// direction (no cycles, file or folder).
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/server/src',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
};
