// Bundles the demo launcher into one file for `npm run demo`. Our workspace packages (`@orderdesk/*`) are
// TypeScript sources, so they go into the bundle; every other package stays external and is loaded from
// node_modules at run time.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalPackagesExceptOurs = {
  name: 'external-packages-except-ours',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@orderdesk/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [resolve(here, 'src/demo.ts')],
  outfile: resolve(here, 'dist/demo.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackagesExceptOurs],
});

console.log('tools: built dist/demo.js');
