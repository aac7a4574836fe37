import { Role, type TTokenResponse } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, startTestApp, type TestApp } from './support/test-app';
import { PASSWORD, seedArea, seedPerson, seedVenue } from './support/scope-world';
import { connectHub, settledOr, untilStatus, type HubClient } from './support/session-client';

let app: TestApp;
let url: string;
let admin: TTokenResponse;
let venueId: number;
let otherVenueId: number;
const hubs: HubClient[] = [];

async function call(method: string, path: string, token: string, body?: object) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function signInAs(userName: string, password = PASSWORD): Promise<TTokenResponse> {
  const res = await fetch(`${url}/api/Token/Access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TTokenResponse;
}

function aboutMe(token: string) {
  return call('GET', '/api/Users/AboutMe', token);
}

/** A call every role may make that reads nothing of the caller's account: only the token decides. */
function languages(token: string) {
  return call('GET', '/api/Languages', token);
}

async function openBoard(token: string, venue = venueId): Promise<HubClient> {
  const hub = connectHub(url, token, venue);
  hubs.push(hub);
  expect(await hub.opened).toBe('connected');
  return hub;
}

const SESSION_ENDED = { errors: { general: ['The session has ended, please sign in again'] } };

beforeAll(async () => {
  app = await startTestApp({}, undefined, { listen: true });
  url = baseUrl(app);
  admin = await signInAs(ADMIN.userName, ADMIN.password);
  venueId = await seedVenue(app, { areaId: null });
  otherVenueId = await seedVenue(app, { areaId: null });
});
afterAll(async () => {
  for (const hub of hubs) hub.socket.close();
  await app.close();
});

describe('a person whose access changes loses it at once, on every call and on the hub', () => {
  it('a deactivated operator: the next call is 401 and the board socket is closed', async () => {
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signInAs(operator.userName);
    const board = await openBoard(session.accessToken);
    expect((await languages(session.accessToken)).status).toBe(200);

    const change = await call('PUT', '/api/operators', admin.accessToken, {
      id: operator.id,
      isActive: false,
    });
    expect(change.status).toBe(200);

    const refused = await untilStatus(401, () => languages(session.accessToken));
    expect(refused).toEqual({ status: 401, body: SESSION_ENDED });
    expect(await settledOr(board.closed)).toBe('io server disconnect');
    // And the board cannot come back with that token.
    expect(await connectHub(url, session.accessToken, venueId).opened).toBe('unauthorized');
  });

  it('a deleted operator: the next call is 401 and the board socket is closed', async () => {
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signInAs(operator.userName);
    const board = await openBoard(session.accessToken);

    expect((await call('DELETE', `/api/operators/${operator.id}`, admin.accessToken)).status).toBe(204);

    expect(await untilStatus(401, () => languages(session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(board.closed)).toBe('io server disconnect');
  });

  it("an operator moved to another venue: the old token is refused, the socket closed, and a refresh gives the new venue's", async () => {
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signInAs(operator.userName);
    const board = await openBoard(session.accessToken);

    const change = await call('PUT', '/api/operators', admin.accessToken, {
      id: operator.id,
      venueId: otherVenueId,
    });
    expect(change.status).toBe(200);

    expect(await untilStatus(401, () => languages(session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(board.closed)).toBe('io server disconnect');

    const refreshed = await fetch(`${url}/api/Token/Refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as TTokenResponse;
    expect(next.venueId).toBe(otherVenueId);
    expect(await aboutMe(next.accessToken)).toMatchObject({ status: 200, body: { venueId: otherVenueId } });
    expect(await connectHub(url, next.accessToken, venueId).opened).toBe('forbidden');
    expect(await openBoard(next.accessToken, otherVenueId)).toBeDefined();
  });

  it('a dealer whose areas change: the old token is refused and the socket closed', async () => {
    const areaId = await seedArea(app);
    const otherAreaId = await seedArea(app);
    const dealerVenueId = await seedVenue(app, { areaId });
    const dealer = await seedPerson(app, Role.DEALER, { areaIds: [areaId] });
    const session = await signInAs(dealer.userName);
    const board = await openBoard(session.accessToken, dealerVenueId);

    // Saving the same areas changes nothing.
    const same = await call('PUT', '/api/dealers', admin.accessToken, { id: dealer.id, areaIds: [areaId] });
    expect(same.status).toBe(200);
    expect((await languages(session.accessToken)).status).toBe(200);

    const change = await call('PUT', '/api/dealers', admin.accessToken, {
      id: dealer.id,
      areaIds: [otherAreaId],
    });
    expect(change.status).toBe(200);
    expect(await untilStatus(401, () => languages(session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(board.closed)).toBe('io server disconnect');
  });

  it('a change that does not touch access (a name) leaves the session alone', async () => {
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signInAs(operator.userName);
    const board = await openBoard(session.accessToken);
    const change = await call('PUT', '/api/operators', admin.accessToken, {
      id: operator.id,
      firstName: 'Ann',
    });
    expect(change.status).toBe(200);
    await app.ctx.sessions.refresh();
    expect((await languages(session.accessToken)).status).toBe(200);
    expect(board.socket.connected).toBe(true);
  });
});

describe('signing out', () => {
  it("refuses that session's access and refresh tokens and closes its socket; another sign-in goes on", async () => {
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signInAs(operator.userName);
    const otherDevice = await signInAs(operator.userName);
    const board = await openBoard(session.accessToken);
    const otherBoard = await openBoard(otherDevice.accessToken);

    const out = await fetch(`${url}/api/Token/Logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(out.status).toBe(204);

    expect(await untilStatus(401, () => languages(session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(board.closed)).toBe('io server disconnect');
    const refresh = await fetch(`${url}/api/Token/Refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refresh.status).toBe(401);

    expect((await languages(otherDevice.accessToken)).status).toBe(200);
    expect(otherBoard.socket.connected).toBe(true);
  });

  it('with a refresh token it no longer holds, ends the sign-in of the access token the call carries', async () => {
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signInAs(operator.userName);
    const board = await openBoard(session.accessToken);

    const out = await fetch(`${url}/api/Token/Logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ refreshToken: 'lost-long-ago' }),
    });
    expect(out.status).toBe(204);

    expect(await untilStatus(401, () => languages(session.accessToken))).toEqual({
      status: 401,
      body: SESSION_ENDED,
    });
    expect(await settledOr(board.closed)).toBe('io server disconnect');
    const refresh = await fetch(`${url}/api/Token/Refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });
});
