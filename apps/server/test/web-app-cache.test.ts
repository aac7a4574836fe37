import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const PAGE = '<!doctype html><title>OrderDesk</title>';
let app: TestApp;
beforeAll(async () => {
  const database = await createTestDatabase();
  const dist = path.join(database.dataDir, 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  // The build's compressed copy of the page, as browsers that accept it get it.
  fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(PAGE));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"OrderDesk"}');
  app = await startTestApp({ WEB_DIST_DIR: dist }, database);
});
afterAll(() => app.close());

describe('the web app after a release', () => {
  it('the page is revalidated on every load, whichever way it is reached or encoded', async () => {
    for (const url of ['/', '/index.html', '/venues', '/new-orders-id/5']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await app.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} ${encoding}`).toBe(200);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
  });

  it("the build's hashed assets are kept for good, files at fixed names for an hour", async () => {
    const asset = await app.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing file answers 404, not the page (a chunk of an older release fails visibly)', async () => {
    for (const url of ['/assets/missing.js', '/assets/old-chunk.css', '/assets/deeper/x', '/favicon.ico']) {
      const res = await app.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ errors: { general: ['The file was not found'] } });
    }
  });
});
