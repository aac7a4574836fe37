// Renders the web app's icons for its manifest and iOS's home screen from the SVGs in apps/web/public/, in
// the Chromium the tests use (hence here, beside Playwright): `node e2e/scripts/render-icons.mjs` (after
// `bash scripts/ensure-chromium.sh`). The PNGs are kept in git; run this again only when an SVG changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'public');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** [source SVG, size, output]: the rounded icon for "any", the full-bleed one where the platform shapes it. */
const ICONS = [
  ['favicon.svg', 192, 'icons/icon-192.png'],
  ['favicon.svg', 512, 'icons/icon-512.png'],
  ['icons/icon-maskable.svg', 512, 'icons/maskable-512.png'],
  ['icons/icon-maskable.svg', 180, 'icons/apple-touch-icon.png'],
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const [source, size, output] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(path.join(PUBLIC, source), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(PUBLIC, output), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
