import { HUB_PATH } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, startTestApp, type TestApp } from './support/test-app';
import { buildScopeWorld, type Caller, type ScopeWorld, type Side } from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await startTestApp({}, undefined, { listen: true });
  world = await buildScopeWorld(app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

function connect(caller: Caller, venueId: number): Promise<'connected' | string> {
  const socket = io(baseUrl(app), {
    path: HUB_PATH,
    auth: { token: world.token[caller] },
    query: { venueId },
    reconnection: false,
    transports: ['websocket'],
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(err.message));
  });
}

describe('OrderHub scope', () => {
  it("joins a venue's room only within the caller's scope (dealers: the venues of their areas)", async () => {
    const expected: Record<Caller, Record<Side, string>> = {
      admin: { own: 'connected', foreign: 'connected' },
      dealer: { own: 'connected', foreign: 'forbidden' },
      manager: { own: 'connected', foreign: 'forbidden' },
      operator: { own: 'connected', foreign: 'forbidden' },
    };
    for (const caller of Object.keys(expected) as Caller[]) {
      for (const side of ['own', 'foreign'] as const) {
        expect(await connect(caller, world.venueId[side]), `${caller} ${side}`).toBe(expected[caller][side]);
      }
    }
  });

  it('refuses a venue that does not exist, even to an admin', async () => {
    const missing = (
      await app.ctx.db.kysely
        .selectFrom('venues')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id;
    expect(await connect('admin', Number(missing) + 1000)).toBe('forbidden');
    expect(await connect('admin', -1)).toBe('forbidden');
    expect(await connect('admin', 'abc' as unknown as number)).toBe('forbidden');
  });
});
