import { HUB_PATH, HubEvent } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  bearer,
  seedVenue,
  signIn,
  signInOtherVenueManager,
  startTestApp,
  type TestApp,
} from './support/test-app';

let app: TestApp;
let token: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp({}, undefined, { listen: true });
  token = (await signIn(app)).accessToken;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

function connect(venueId: number): Promise<Socket> {
  const socket = io(baseUrl(app), {
    path: HUB_PATH,
    auth: { token },
    query: { venueId },
    reconnection: false,
    transports: ['websocket'],
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** Counts the ForceRefreshPage pushes a board hears. */
function counted(socket: Socket): { count: number } {
  const seen = { count: 0 };
  socket.on(HubEvent.FORCE_REFRESH_PAGE, () => (seen.count += 1));
  return seen;
}

const post = (payload: unknown, auth = token) =>
  app.app.inject({
    method: 'POST',
    url: '/api/hub/force-refresh',
    headers: bearer(auth),
    payload: payload as object,
  });

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('POST /api/hub/force-refresh', () => {
  it("sends ForceRefreshPage to one venue's boards, or to every board", async () => {
    const a = await seedVenue(app, { name: 'Refresh A' });
    const b = await seedVenue(app, { name: 'Refresh B' });
    const boardA = counted(await connect(a));
    const boardB = counted(await connect(b));

    const one = await post({ venueId: a });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ venueId: a, reloadInMs: 7000 });
    await until(() => boardA.count === 1);
    expect(boardA.count).toBe(1);
    expect(boardB.count).toBe(0);

    const all = await post({});
    expect(all.json()).toEqual({ venueId: null, reloadInMs: 7000 });
    await until(() => boardA.count === 2 && boardB.count === 1);
    expect([boardA.count, boardB.count]).toEqual([2, 1]);

    const audit = await app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('action', '=', 'hub.force-refresh')
      .execute();
    expect(audit).toEqual([
      { entity: 'venue', entity_id: String(a) },
      { entity: 'hub', entity_id: null },
    ]);
  });

  it('answers bad input with 400, an unknown venue with 404, and anyone but an admin with 403', async () => {
    const bad = await post({ venueId: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.venueId).toBeDefined();
    expect((await post({ venueId: 987654 })).statusCode).toBe(404);
    const manager = await signInOtherVenueManager(app, { venueName: 'Managed', userName: 'refresh.manager' });
    expect((await post({}, manager)).statusCode).toBe(403);
  });
});
