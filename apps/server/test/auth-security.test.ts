import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn, startTestApp, type TestApp } from './support/test-app';
import { PASSWORD, seedPerson } from './support/scope-world';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_IP_MAX_FAILURES: '8' });
});
afterAll(() => app.close());

function attempt(userName: string, password: string, remoteAddress = '10.0.0.1') {
  return app.app.inject({
    method: 'POST',
    url: '/api/Token/Access',
    payload: { userName, password },
    remoteAddress,
  });
}

function post(url: string, payload: object) {
  return app.app.inject({ method: 'POST', url, payload });
}

describe('login lockout', () => {
  it('locks a login for 15 minutes after 5 failures in a row, even for the right password', async () => {
    const { userName } = await seedPerson(app, Role.OPERATOR);
    for (let i = 1; i <= 4; i++) {
      const res = await attempt(userName, 'wrong-pass-1', `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const fifth = await attempt(userName, 'wrong-pass-1', '10.1.0.5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      errors: { userName: ['Too many failed sign-ins: this login is locked, try again in 15 minutes'] },
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const right = await attempt(userName, PASSWORD, '10.1.0.6');
    expect(right.statusCode).toBe(429);
    const row = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['locked_until', 'failed_logins'])
      .where('user_name_key', '=', userName.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until!) - Date.now()).toBeGreaterThan(14 * 60_000);

    // The lock runs out.
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_name_key', '=', userName.toLowerCase())
      .execute();
    expect((await attempt(userName, PASSWORD, '10.1.0.7')).statusCode).toBe(200);
    const after = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['locked_until', 'failed_logins'])
      .where('user_name_key', '=', userName.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ locked_until: null, failed_logins: 0 });
  });

  it('counts failures in a row: a successful sign-in starts the count again', async () => {
    const { userName } = await seedPerson(app, Role.OPERATOR);
    for (let i = 0; i < 4; i++)
      expect((await attempt(userName, 'wrong-pass-1', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt(userName, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt(userName, 'wrong-pass-1', '10.2.0.3')).statusCode).toBe(401);
    expect((await attempt(userName, PASSWORD, '10.2.0.4')).statusCode).toBe(200);
  });

  it('does not lock anything for unknown logins, which answer like a wrong password', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await attempt('nobody-at-all', 'wrong-pass-1', `10.3.0.${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: { userName: ['Login or password are incorrect'] } });
    }
  });
});

describe('per-address limit', () => {
  it('refuses an address after too many failures whatever the logins, while other addresses go on', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await attempt(`guess-${i}`, 'wrong-pass-1', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await attempt(ADMIN.userName, ADMIN.password, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors.general[0]).toMatch(
      /^Too many failed sign-ins from this address, try again in \d+ minutes?$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(ADMIN.userName, ADMIN.password, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the refresh token and every token rotated from the same sign-in', async () => {
    const first = await signIn(app);
    const rotated = (await post('/api/Token/Refresh', { refreshToken: first.refreshToken })).json()
      .refreshToken;
    const other = await signIn(app);

    const res = await post('/api/Token/Logout', { refreshToken: rotated });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await post('/api/Token/Refresh', { refreshToken: rotated })).statusCode).toBe(401);
    // Another sign-in of the same person is another session and goes on.
    expect((await post('/api/Token/Refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('answers 204 for an unknown token and 400 for a missing one', async () => {
    expect((await post('/api/Token/Logout', { refreshToken: 'not-a-token' })).statusCode).toBe(204);
    const missing = await post('/api/Token/Logout', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['refreshToken']);
  });
});
