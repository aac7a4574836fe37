import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, signIn, startTestApp, type TestApp } from './support/test-app';
import { PASSWORD, seedPerson, seedVenue } from './support/scope-world';
import { connectHub, settledOr, type HubClient } from './support/session-client';

let app: TestApp;
const hubs: HubClient[] = [];
beforeAll(async () => {
  app = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' }, undefined, { listen: true });
});
afterAll(async () => {
  for (const hub of hubs) hub.socket.close();
  await app.close();
});

describe('a hub socket whose access token expires', () => {
  it('is closed by the server, and the board comes back with a fresh token only', async () => {
    const venueId = await seedVenue(app, { areaId: null });
    const operator = await seedPerson(app, Role.OPERATOR, { venueId });
    const session = await signIn(app, { userName: operator.userName, password: PASSWORD });
    const board = connectHub(baseUrl(app), session.accessToken, venueId);
    hubs.push(board);
    expect(await board.opened).toBe('connected');

    expect(await settledOr(board.closed)).toBe('io server disconnect');

    const stale = connectHub(baseUrl(app), session.accessToken, venueId);
    hubs.push(stale);
    expect(await stale.opened).toBe('unauthorized');

    const refreshed = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Refresh',
      payload: { refreshToken: session.refreshToken },
    });
    const fresh = connectHub(
      baseUrl(app),
      (refreshed.json() as { accessToken: string }).accessToken,
      venueId,
    );
    hubs.push(fresh);
    expect(await fresh.opened).toBe('connected');
  });
});
