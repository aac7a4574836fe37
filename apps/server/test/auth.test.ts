import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, signIn, startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function post(url: string, payload: unknown) {
  return app.app.inject({ method: 'POST', url, payload: payload as object });
}

describe('sign-in', () => {
  it('gives tokens and the profile for the right password, whatever the case of the login', async () => {
    const res = await post('/api/Token/Access', { userName: 'ADMIN', password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userName: 'admin', roleNames: ['Admin'], venueId: null, expiresIn: 900 });
    expect(body.additionalUserSettings).toEqual({ FontSize: 16, OrderSortingAsc: false });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it('answers a wrong password and an unknown login alike, with 401 in the error shape', async () => {
    for (const payload of [
      { userName: 'admin', password: 'wrong-password' },
      { userName: 'nobody', password: 'wrong-password' },
    ]) {
      const res = await post('/api/Token/Access', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: { userName: ['Login or password are incorrect'] } });
    }
  });

  it('answers a malformed body with 400 naming the field', async () => {
    const res = await post('/api/Token/Access', { userName: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'userName']);
    const notJson = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors.body).toHaveLength(1);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await app.ctx.db.kysely.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('about me', () => {
  it('needs a valid bearer token', async () => {
    expect((await app.app.inject({ url: '/api/Users/AboutMe' })).statusCode).toBe(401);
    const forged = await app.app.inject({ url: '/api/Users/AboutMe', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ errors: { general: ['The access token is invalid or expired'] } });
  });

  it('returns the signed-in user, on any case of the path', async () => {
    const { accessToken } = await signIn(app);
    const res = await app.app.inject({ url: '/api/users/aboutme', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userName: 'admin', roleNames: ['Admin'] });
  });

  it('refuses a token once it has expired, though it was good a moment before', async () => {
    const { accessToken } = await signIn(app);
    const aboutMe = () => app.app.inject({ url: '/api/users/aboutme', headers: bearer(accessToken) });
    expect((await aboutMe()).statusCode).toBe(200);
    app.clock.advance(898_000);
    expect((await aboutMe()).statusCode).toBe(200);
    app.clock.advance(2_000);
    const expired = await aboutMe();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ errors: { general: ['The access token is invalid or expired'] } });
  });
});

describe('refresh', () => {
  it('rotates: the new token works once, the spent one revokes the whole family', async () => {
    const first = await signIn(app);
    const second = await post('/api/Token/Refresh', { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const rotated = second.json().refreshToken as string;
    expect(rotated).not.toBe(first.refreshToken);

    // The spent token is presented again (stolen or replayed): refused, and the family is revoked.
    const replay = await post('/api/Token/Refresh', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    const afterReuse = await post('/api/Token/Refresh', { refreshToken: rotated });
    expect(afterReuse.statusCode).toBe(401);

    // Another sign-in is a separate family and still works.
    const other = await signIn(app);
    expect((await post('/api/Token/Refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('refuses unknown tokens and stores none in clear text', async () => {
    expect((await post('/api/Token/Refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
    const { refreshToken } = await signIn(app);
    const stored = await app.ctx.db.kysely
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('token_hash', '=', refreshToken)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('ends the session of a deactivated user at the next refresh', async () => {
    const { refreshToken } = await signIn(app);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ is_active: 0 })
      .where('user_name_key', '=', 'admin')
      .execute();
    try {
      expect((await post('/api/Token/Refresh', { refreshToken })).statusCode).toBe(401);
    } finally {
      await app.ctx.db.kysely
        .updateTable('users')
        .set({ is_active: 1 })
        .where('user_name_key', '=', 'admin')
        .execute();
    }
  });
});
