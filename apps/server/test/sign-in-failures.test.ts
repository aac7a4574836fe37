import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFailureWindow } from '../src/modules/auth/failure-window';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_IP_MAX_FAILURES: '3', LOGIN_IP_WINDOW_MINUTES: '15' });
});
afterAll(() => app.close());

function signInFrom(remoteAddress: string, password = 'wrong-pass-1', userName = 'nobody') {
  return app.app.inject({
    method: 'POST',
    url: '/api/Token/Access',
    payload: { userName, password },
    remoteAddress,
  });
}

function windowOf(address: string) {
  return app.ctx.db.kysely
    .selectFrom('sign_in_failures')
    .selectAll()
    .where('scope', '=', 'address')
    .where('key', '=', address)
    .executeTakeFirst();
}

describe('the per-address sign-in failure window, kept in the database', () => {
  it('blocks an address for the rest of its window, then lets it try again with a new count', async () => {
    for (let i = 0; i < 3; i++) expect((await signInFrom('198.51.100.1')).statusCode).toBe(401);
    const blocked = await signInFrom('198.51.100.1', ADMIN.password, ADMIN.userName);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      errors: { general: ['Too many failed sign-ins from this address, try again in 15 minutes'] },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The window runs out (as 15 minutes later).
    await app.ctx.db.kysely
      .updateTable('sign_in_failures')
      .set({ window_ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', '198.51.100.1')
      .execute();
    expect((await signInFrom('198.51.100.1')).statusCode).toBe(401);
    expect(await windowOf('198.51.100.1')).toMatchObject({ failures: 1 });
    expect((await signInFrom('198.51.100.1', ADMIN.password, ADMIN.userName)).statusCode).toBe(200);
  });

  it('removes the windows that have ended and keeps the running ones', async () => {
    expect((await signInFrom('198.51.100.2')).statusCode).toBe(401);
    expect((await signInFrom('198.51.100.3')).statusCode).toBe(401);
    await app.ctx.db.kysely
      .updateTable('sign_in_failures')
      .set({ window_ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', '198.51.100.2')
      .execute();

    const window = createFailureWindow({
      db: app.ctx.db.kysely,
      clock: app.clock,
      scope: 'address',
      maxFailures: 3,
      windowMs: 60_000,
    });
    await window.removeEnded();
    expect(await windowOf('198.51.100.2')).toBeUndefined();
    expect(await windowOf('198.51.100.3')).toMatchObject({ failures: 1 });
  });
});
