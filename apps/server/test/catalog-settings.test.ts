import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await signIn(app)).accessToken;
});
afterAll(() => app.close());

function api(method: string, url: string, payload?: object) {
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

describe('catalog', () => {
  it('lists the shipped languages, English first', async () => {
    const res = await api('GET', '/api/languages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, code: 'en', name: 'English' },
      { id: 2, code: 'lt', name: 'Lietuvių' },
    ]);
  });

  it('lists the delivery methods', async () => {
    const res = await api('GET', '/api/delivery-methods');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, code: 'platform-courier', name: 'Delivery by the platform courier' },
      { id: 2, code: 'self-delivery', name: 'Delivery by the venue' },
      { id: 3, code: 'takeaway', name: 'Takeaway' },
    ]);
  });
});

describe('additional settings', () => {
  it('saves them on the server, where the profile and the next sign-in read them', async () => {
    const res = await api('PUT', '/api/Users/AdditionalSettings', { FontSize: 20, OrderSortingAsc: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ FontSize: 20, OrderSortingAsc: true });
    expect((await api('GET', '/api/Users/AboutMe')).json().additionalUserSettings).toEqual({
      FontSize: 20,
      OrderSortingAsc: true,
    });
    expect((await signIn(app)).additionalUserSettings).toEqual({ FontSize: 20, OrderSortingAsc: true });

    const audit = await app.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.settings-update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toEqual({ FontSize: 16, OrderSortingAsc: false });
    expect(JSON.parse(audit.after_json!)).toEqual({ FontSize: 20, OrderSortingAsc: true });
  });

  it('refuses values out of range or missing, naming the field', async () => {
    const res = await api('PUT', '/api/users/AdditionalSettings', { FontSize: 100 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['FontSize', 'OrderSortingAsc']);
  });
});
