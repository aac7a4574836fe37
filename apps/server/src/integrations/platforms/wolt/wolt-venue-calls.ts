import type { OpeningHoursEntry, PlatformAdapter, PlatformConnection } from '../platform-adapter';
import { PlatformCallError } from '../platform-call-error';
import { apiBase, checkOf, expectOk, platformFetch } from '../venue-call-http';

const WOLT = 'Wolt';

function headers(connection: PlatformConnection): Record<string, string> {
  const apiKey = connection.credentials['apiKey'];
  if (apiKey) return { 'WOLT-API-KEY': apiKey };
  const accessToken = connection.credentials['accessToken'];
  if (accessToken) return { authorization: `Bearer ${accessToken}` };
  throw new PlatformCallError(
    `Wolt connection ${connection.id} has no API key and no OAuth access token for venue calls`,
    null,
    false,
  );
}

function venuePath(connection: PlatformConnection, rest: string): URL {
  return new URL(`venues/${encodeURIComponent(connection.externalId)}/${rest}`, apiBase(connection, WOLT));
}

async function send(
  connection: PlatformConnection,
  method: string,
  rest: string,
  action: string,
  body?: unknown,
) {
  const response = await platformFetch(WOLT, action, venuePath(connection, rest), {
    method,
    headers: {
      ...headers(connection),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await expectOk(response, WOLT, action);
}

/**
 * Wolt's venue calls (docs/platforms.md §1.5). Online/offline in the venue guide's form,
 * `PATCH /venues/{id}/status {"is_online", "reason"}`, unless the connection's `statusForm` option is
 * `online`: `PATCH /venues/{id}/online {"status": "ONLINE" | "OFFLINE", "until"}`, the form that
 * carries a timed pause to Wolt itself.
 */
export const woltVenueCalls: Pick<PlatformAdapter, 'setOnline' | 'pushOpeningHours' | 'checkConnection'> = {
  async setOnline(connection, online, opts) {
    if (connection.options['statusForm'] === 'online') {
      const until = online ? null : (opts.until?.toISOString() ?? null);
      await send(connection, 'PATCH', 'online', 'venue online', {
        status: online ? 'ONLINE' : 'OFFLINE',
        until,
      });
      return;
    }
    await send(connection, 'PATCH', 'status', 'venue status', {
      is_online: online,
      ...(opts.reason ? { reason: opts.reason } : {}),
    });
  },

  async pushOpeningHours(connection, schedule: readonly OpeningHoursEntry[]) {
    const availability = schedule.map(({ opening_day, opening_time, closing_day, closing_time }) => ({
      opening_day,
      opening_time,
      closing_day,
      closing_time,
    }));
    await send(connection, 'PATCH', 'opening-times', 'opening times', { availability });
  },

  checkConnection(connection) {
    return checkOf(
      WOLT,
      connection.externalId,
      async () =>
        platformFetch(WOLT, 'venue status', venuePath(connection, 'status'), {
          method: 'GET',
          headers: headers(connection),
        }),
      (body) => {
        const status = (body as { status?: { is_online?: unknown } } | null)?.status;
        if (typeof status?.is_online !== 'boolean') return 'Wolt answers';
        return `Wolt answers: the store is ${status.is_online ? 'online' : 'offline'} there`;
      },
    );
  },
};
