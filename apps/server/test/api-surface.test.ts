import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('API surface', () => {
  it('reports health with the engine in use', async () => {
    const res = await app.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: app.database.engine });
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await app.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { general: ['The API path was not found'] } });
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await app.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/Token/Access', '/api/orders/accept']),
    );
    expect(
      doc.paths['/api/orders/accept'].patch.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['id', 'cookingTimeInMinutes']));
    expect((await app.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('declares access on every API route (any change here is an access change to review)', () => {
    const routes = app.app.routeAccessTable().map((r) => `${r.method} ${r.url} -> ${r.access}`);
    expect(routes.sort()).toMatchInlineSnapshot(`
      [
        "GET /api/Users/AboutMe -> profile:read",
        "GET /api/Venues/:venueId -> venues:read",
        "GET /api/health -> public",
        "GET /api/orders -> orders:read",
        "GET /api/orders/:id -> orders:read",
        "PATCH /api/orders/accept -> orders:act",
        "POST /api/Token/Access -> public",
        "POST /api/Token/Refresh -> public",
        "POST /api/webhooks/wolt -> public",
      ]
    `);
  });
});
