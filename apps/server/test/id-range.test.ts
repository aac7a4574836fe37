// Ids past the databases' 32-bit keys: every order, print, check-rk and force-refresh call answers
// 400 or 404 (never a 5xx from PostgreSQL's "out of range for type integer").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedVenue, signIn, startTestApp, type TestApp } from './support/test-app';

const BEYOND = 2_147_483_648;

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  await seedVenue(app);
  token = (await signIn(app)).accessToken;
});
afterAll(() => app.close());

const OPERATIONS: { method: 'GET' | 'PATCH' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'GET', url: `/api/orders?venueId=${BEYOND}&statusId=1` },
  { method: 'GET', url: `/api/orders/${BEYOND}` },
  { method: 'GET', url: `/api/orders/${BEYOND}/attempts` },
  { method: 'PATCH', url: '/api/orders/accept', payload: { id: BEYOND, cookingTimeInMinutes: 15 } },
  { method: 'PATCH', url: '/api/orders/ready', payload: { id: BEYOND } },
  { method: 'PATCH', url: '/api/orders/picked-up', payload: { id: BEYOND } },
  { method: 'PATCH', url: '/api/orders/reject', payload: { id: BEYOND, reason: 'Closed' } },
  { method: 'PATCH', url: '/api/orders/validate', payload: { id: BEYOND } },
  { method: 'PATCH', url: '/api/orders/force-production', payload: { id: BEYOND } },
  { method: 'PATCH', url: '/api/orders/force-reject', payload: { id: BEYOND } },
  { method: 'PATCH', url: '/api/orders/cooking-time', payload: { id: BEYOND, cookingTimeInMinutes: 15 } },
  { method: 'POST', url: '/api/Orders/Print', payload: { id: BEYOND } },
  { method: 'PATCH', url: '/api/venues/check-rk', payload: { venueId: BEYOND } },
  { method: 'POST', url: '/api/hub/force-refresh', payload: { venueId: BEYOND } },
];

describe('an id beyond the integer range', () => {
  it.each(OPERATIONS)('$method $url answers 400 or 404 naming the id', async ({ method, url, payload }) => {
    const res = await app.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect([400, 404]).toContain(res.statusCode);
    const body = res.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors).join(' ')).toMatch(/id|venueId/i);
  });

  it('still finds nothing, rather than failing, one below the limit', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/orders/2147483647',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });
});
