import { Role, type TTokenResponse } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, startTestApp, type TestApp } from './support/test-app';
import { testEngine } from './support/test-database';
import { PASSWORD, seedPerson, seedVenue } from './support/scope-world';
import { connectHub, settledOr, untilStatus, type HubClient } from './support/session-client';

/** Two instances behind one load balancer share one PostgreSQL database; SQLite runs one instance. */
describe.skipIf(testEngine() === 'sqlite')('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TTokenResponse;
  let venueId: number;
  const hubs: HubClient[] = [];

  async function post(app: TestApp, path: string, body: object, token?: string) {
    const res = await fetch(`${baseUrl(app)}${path}`, {
      method: path === '/api/operators' ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.text()) || null };
  }

  async function signInAt(app: TestApp, userName: string, password = PASSWORD): Promise<TTokenResponse> {
    const res = await post(app, '/api/Token/Access', { userName, password });
    expect(res.status).toBe(200);
    return JSON.parse(res.body!) as TTokenResponse;
  }

  /** A call every role may make that reads nothing of the caller's account: only the token decides. */
  async function languagesAt(app: TestApp, token: string) {
    const res = await fetch(`${baseUrl(app)}/api/Languages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: await res.json() };
  }

  async function boardAt(app: TestApp, token: string): Promise<HubClient> {
    const hub = connectHub(baseUrl(app), token, venueId);
    hubs.push(hub);
    expect(await hub.opened).toBe('connected');
    return hub;
  }

  beforeAll(async () => {
    const env = { LOGIN_IP_MAX_FAILURES: '4' };
    a = await startTestApp(env, undefined, { listen: true });
    b = await startTestApp(env, a.database, { listen: true });
    admin = await signInAt(a, ADMIN.userName, ADMIN.password);
    venueId = await seedVenue(a, { areaId: null });
  });
  afterAll(async () => {
    for (const hub of hubs) hub.socket.close();
    await b.stop();
    await a.close();
  });

  const SESSION_ENDED = { errors: { general: ['The session has ended, please sign in again'] } };

  it("an operator deactivated through A is refused on B and B's socket closes", async () => {
    const operator = await seedPerson(a, Role.OPERATOR, { venueId });
    const session = await signInAt(a, operator.userName);
    const boardOnB = await boardAt(b, session.accessToken);
    expect((await languagesAt(b, session.accessToken)).status).toBe(200);

    const change = await post(a, '/api/operators', { id: operator.id, isActive: false }, admin.accessToken);
    expect(change.status).toBe(200);

    expect(await untilStatus(401, () => languagesAt(b, session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(boardOnB.closed)).toBe('io server disconnect');
  });

  it('a session signed out through A is refused on B', async () => {
    const operator = await seedPerson(a, Role.OPERATOR, { venueId });
    const session = await signInAt(b, operator.userName);
    const boardOnB = await boardAt(b, session.accessToken);

    expect((await post(a, '/api/Token/Logout', { refreshToken: session.refreshToken })).status).toBe(204);

    expect(await untilStatus(401, () => languagesAt(b, session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(boardOnB.closed)).toBe('io server disconnect');
  });

  it('failed sign-ins from one address through both instances count together', async () => {
    const attempt = (app: TestApp) =>
      post(app, '/api/Token/Access', { userName: 'nobody', password: 'wrong-pass-1' });
    for (const app of [a, b, a, b]) expect((await attempt(app)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
    // The right password from that address waits too, on both.
    expect((await post(b, '/api/Token/Access', ADMIN)).status).toBe(429);
  });
});
