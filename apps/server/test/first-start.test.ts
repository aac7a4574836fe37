import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { registerErrorHandler } from '../src/http/error-handler';
import Fastify from 'fastify';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened) await app.close().catch(() => undefined);
});

describe('first start', () => {
  it('creates the admin with a generated password, shown once, and never again', async () => {
    const database = await createTestDatabase();
    const first = await startTestApp({ ADMIN_PASSWORD: '' }, database).catch(() => null);
    // An empty ADMIN_PASSWORD is refused by the config check rather than used.
    expect(first).toBeNull();

    const env = { ADMIN_LOGIN: 'owner' } as Record<string, string>;
    const app = await startTestApp(env, database).catch(() => null);
    expect(app).not.toBeNull();
    expect(app!.adminCreated).toBe(true);

    await app!.stop();
    const again = await startTestApp(env, database);
    opened.push(again);
    expect(again.adminCreated).toBe(false);
    expect(again.generatedAdminPassword).toBeUndefined();
  });

  it('generates and reports a password when none is configured', async () => {
    const database = await createTestDatabase();
    const app = await startTestApp({ ADMIN_LOGIN: 'root' }, database, { omit: ['ADMIN_PASSWORD'] });
    opened.push(app);
    expect(app.generatedAdminPassword).toMatch(/^[\w-]{12,}$/);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      payload: { userName: 'root', password: app.generatedAdminPassword },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('web app', () => {
  it('serves index.html for browser routes and files as they are; /api stays JSON', async () => {
    const database = await createTestDatabase();
    const dist = path.join(database.dataDir, 'web');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OrderDesk</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = await startTestApp({ WEB_DIST_DIR: dist }, database);
    opened.push(app);

    for (const url of ['/', '/new-orders-id/5', '/admin-detail/3', '/redirect/abc']) {
      const res = await app.app.inject({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body).toContain('<title>OrderDesk</title>');
    }
    expect((await app.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    // The build's compressed copy goes to a browser that accepts it, the file itself to others.
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
    const zipped = await app.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const api = await app.app.inject({ url: '/api/unknown/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: { general: ['The API path was not found'] } });
  });
});

describe('error handler', () => {
  it('answers every status in the spec shape and never leaks a stack trace', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/conflict', async () => {
      throw AppError.conflict('Already accepted');
    });
    app.get('/forbidden', async () => {
      throw AppError.forbidden();
    });
    app.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    const conflict = await app.inject({ url: '/conflict' });
    expect([conflict.statusCode, conflict.json()]).toEqual([
      409,
      { errors: { general: ['Already accepted'] } },
    ]);
    expect((await app.inject({ url: '/forbidden' })).statusCode).toBe(403);
    const boom = await app.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ errors: { general: ['The server could not complete the request'] } });
    expect(boom.body).not.toContain('secret internals');
    await app.close();
  });
});
