import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from './support/test-app';

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

  it('reads an empty JSON body as no body, and still refuses malformed JSON', async () => {
    const empty = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // Refused by the contract's validation, not by the JSON parser.
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).not.toMatch(/empty/i);
    const del = await app.app.inject({
      method: 'DELETE',
      url: '/api/areas/999999',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(await signIn(app)).accessToken}`,
      },
    });
    expect(del.statusCode).toBe(404);
    const poisoned = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "userName": "a", "password": "b"}',
    });
    expect(poisoned.statusCode).toBe(400);
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
        "DELETE /api/VenueGroups/:id -> venue-groups:manage",
        "DELETE /api/admins/:id -> admins:manage",
        "DELETE /api/areas/:id -> areas:manage",
        "DELETE /api/dealers/:id -> dealers:manage",
        "DELETE /api/lic-requests/:id -> lic-requests:manage",
        "DELETE /api/managers/:id -> managers:manage",
        "DELETE /api/operators/:id -> operators:manage",
        "DELETE /api/venues/:id -> venues:manage",
        "DELETE /api/venues/:id/pos-mappings/:mappingId -> venues:settings",
        "DELETE /api/venues/:venueId/busy -> venues:operate",
        "GET /api/Languages -> catalog:read",
        "GET /api/Menu -> venues:read",
        "GET /api/Menu/LastExcludedItems -> venues:read",
        "GET /api/Menu/MenuFromFile -> venues:read",
        "GET /api/Menu/PublishPreview -> venues:read",
        "GET /api/Users/AboutMe -> profile:read",
        "GET /api/VenueGroups -> venue-groups:manage",
        "GET /api/VenueGroups/:id -> venue-groups:manage",
        "GET /api/admins -> admins:manage",
        "GET /api/admins/:id -> admins:manage",
        "GET /api/areas -> areas:read",
        "GET /api/areas/:id -> areas:read",
        "GET /api/dealers -> dealers:manage",
        "GET /api/dealers/:id -> dealers:manage",
        "GET /api/delivery-methods -> catalog:read",
        "GET /api/glovo/menus/:publishId -> public",
        "GET /api/glovo/verifyUpdateMenu/:venueId -> venues:read",
        "GET /api/health -> public",
        "GET /api/lic-requests -> lic-requests:manage",
        "GET /api/lic-requests/:id -> lic-requests:manage",
        "GET /api/lic-requests/events/:venueId -> lic-requests:manage",
        "GET /api/lic-requests/settings -> lic-requests:manage",
        "GET /api/managers -> managers:manage",
        "GET /api/managers/:id -> managers:manage",
        "GET /api/metrics -> public",
        "GET /api/operators -> operators:manage",
        "GET /api/operators/:id -> operators:manage",
        "GET /api/orders -> orders:read",
        "GET /api/orders/:id -> orders:read",
        "GET /api/orders/:id/attempts -> orders:read",
        "GET /api/orders/:id/pos-problems -> orders:read",
        "GET /api/ready -> public",
        "GET /api/reports/operations -> reports:read",
        "GET /api/reports/sales -> reports:read",
        "GET /api/venues -> venues:read",
        "GET /api/venues/:id -> venues:read",
        "GET /api/venues/:id/pos-items -> venues:read",
        "GET /api/venues/:id/pos-mappings -> venues:read",
        "GET /api/venues/:id/rk-menu -> venues:read",
        "GET /api/venues/actions -> venues:read",
        "GET /api/venues/id-name -> venues:read",
        "GET /api/venues/licences -> lic-requests:manage",
        "GET /api/venues/menuImageDuplicates/:venueId -> venues:read",
        "GET /api/venues/menuUpdateStatusInfo/:venueId -> venues:read",
        "PATCH /api/lic-requests/:id/approve -> lic-requests:decide",
        "PATCH /api/lic-requests/:id/reject -> lic-requests:decide",
        "PATCH /api/lic-requests/settings -> lic-requests:decide",
        "PATCH /api/orders/accept -> orders:act",
        "PATCH /api/orders/cooking-time -> orders:act",
        "PATCH /api/orders/force-production -> orders:act",
        "PATCH /api/orders/force-reject -> orders:act",
        "PATCH /api/orders/picked-up -> orders:act",
        "PATCH /api/orders/ready -> orders:act",
        "PATCH /api/orders/reject -> orders:act",
        "PATCH /api/orders/resend -> orders:act",
        "PATCH /api/orders/validate -> orders:act",
        "PATCH /api/venues/:venueId/Offline -> venues:operate",
        "PATCH /api/venues/:venueId/Online -> venues:operate",
        "PATCH /api/venues/:venueId/busy -> venues:operate",
        "PATCH /api/venues/:venueId/schedule -> venues:settings",
        "PATCH /api/venues/availability -> venues:operate",
        "PATCH /api/venues/check-connection -> venues:operate",
        "PATCH /api/venues/check-rk -> venues:operate",
        "POST /api/Menu -> venues:settings",
        "POST /api/Menu/Availability -> venues:operate",
        "POST /api/Menu/Download -> venues:settings",
        "POST /api/Menu/MenuFromFile -> venues:settings",
        "POST /api/Menu/Publish -> venues:operate",
        "POST /api/Orders/Print -> orders:act",
        "POST /api/Token/Access -> public",
        "POST /api/Token/Logout -> public",
        "POST /api/Token/Refresh -> public",
        "POST /api/VenueGroups -> venue-groups:manage",
        "POST /api/admins -> admins:manage",
        "POST /api/areas -> areas:manage",
        "POST /api/dealers -> dealers:manage",
        "POST /api/hub/force-refresh -> boards:refresh",
        "POST /api/lic-requests -> lic-requests:manage",
        "POST /api/managers -> managers:manage",
        "POST /api/operators -> operators:manage",
        "POST /api/venues -> venues:manage",
        "POST /api/webhooks/bolt/:event -> public",
        "POST /api/webhooks/fudy -> public",
        "POST /api/webhooks/glovo/cancellations -> public",
        "POST /api/webhooks/glovo/orders -> public",
        "POST /api/webhooks/wolt -> public",
        "PUT /api/VenueGroups -> venue-groups:manage",
        "PUT /api/admins -> admins:manage",
        "PUT /api/areas -> areas:manage",
        "PUT /api/dealers -> dealers:manage",
        "PUT /api/lic-requests -> lic-requests:manage",
        "PUT /api/managers -> managers:manage",
        "PUT /api/operators -> operators:manage",
        "PUT /api/users/AdditionalSettings -> profile:update",
        "PUT /api/venues -> venues:settings",
        "PUT /api/venues/:id/pos-mappings -> venues:settings",
      ]
    `);
  });
});
