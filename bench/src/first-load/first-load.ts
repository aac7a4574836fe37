// What a browser downloads before the first screen: the entry chunk, every chunk it imports
// statically (Vite preloads them), and the route's own lazy chunk with its static imports, read
// from the build's manifest and weighed gzipped as served.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The first screens a user meets, each with its own target (report.ts). */
export type FirstScreen = 'sign-in' | 'board';

export interface ScreenLoad {
  id: FirstScreen;
  screen: string;
  /** Source modules of the route's lazy chunks (layout and page), as named in the manifest. */
  routeModules: string[];
  jsGzipKiB: number;
  jsRawKiB: number;
  files: number;
  /** The heaviest files of that load, gzipped. */
  largest: { file: string; gzipKiB: number }[];
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically (never dynamic imports: those load later). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function measureScreen(
  distDir: string,
  manifest: Manifest,
  id: FirstScreen,
  screen: string,
  routeModules: string[],
): ScreenLoad {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const keys = staticClosure(manifest, entry);
  for (const routeModule of routeModules) {
    const route = Object.keys(manifest).find((k) => k.endsWith(routeModule));
    if (!route) throw new Error(`No chunk for ${routeModule} in the build manifest`);
    staticClosure(manifest, route, keys);
  }
  let gzip = 0;
  let raw = 0;
  let files = 0;
  const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
  const sizes: { file: string; gzipKiB: number }[] = [];
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const bytes = fs.readFileSync(path.join(distDir, file));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gzipped;
    files++;
    sizes.push({ file: path.basename(file), gzipKiB: kib(gzipped) });
  }
  const largest = sizes.sort((a, b) => b.gzipKiB - a.gzipKiB).slice(0, 3);
  return { id, screen, routeModules, jsGzipKiB: kib(gzip), jsRawKiB: kib(raw), files, largest };
}

/**
 * What the app loads before any screen renders: the app it starts (src/start.tsx, imported once zod
 * is configured) and the texts of the default language (loaded on demand, awaited before render).
 */
const APP_START = ['src/start.tsx', 'src/i18n/en.json'];

/**
 * The sign-in screen and the order board, the two first screens a user meets: the entry, the app
 * start, the layout and the page, with every chunk those import statically.
 */
export function measureFirstLoads(distDir: string): ScreenLoad[] {
  const manifest = readManifest(distDir);
  return [
    measureScreen(distDir, manifest, 'sign-in', 'sign-in', [
      ...APP_START,
      'src/features/auth/login-screen.tsx',
    ]),
    measureScreen(distDir, manifest, 'board', 'board (new orders)', [
      ...APP_START,
      'src/app/layout/main-layout.tsx',
      'src/features/orders/pages.tsx',
    ]),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '..', '..', '..', 'apps', 'web', 'dist');
  console.table(measureFirstLoads(dist));
}
