// Bundles the server into dist/main.js and the SQLite backup command into dist/backup.js; npm packages stay
// external, the workspace contracts are bundled in. `node build.mjs <folder>` builds into another folder
// (the server tests' own build), which must sit inside this package for the packages to resolve.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/backup.ts'],
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@orderdesk/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
