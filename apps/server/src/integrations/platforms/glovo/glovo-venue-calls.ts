import type { PlatformAdapter, PlatformConnection } from '../platform-adapter';
import { apiBase, checkOf, expectOk, platformFetch, requiredCredential } from '../venue-call-http';

const GLOVO = 'Glovo';

/** Glovo needs an end for a closing; an Offline without one closes the store for this long. */
export const GLOVO_OPEN_ENDED_CLOSING_MS = 24 * 60 * 60 * 1000;
/** An open-ended closing is sent again an hour before it would run out. */
export const GLOVO_CLOSING_RENEWAL_MS = GLOVO_OPEN_ENDED_CLOSING_MS - 60 * 60 * 1000;

function closingUrl(connection: PlatformConnection): URL {
  return new URL(
    `webhook/stores/${encodeURIComponent(connection.externalId)}/closing`,
    apiBase(connection, GLOVO),
  );
}

/** Glovo's shared token goes as it is in `Authorization`, without "Bearer" (docs/platforms.md §2.1). */
function headers(connection: PlatformConnection): Record<string, string> {
  return { authorization: requiredCredential(connection, 'apiToken', GLOVO) };
}

/**
 * Glovo's store closing (docs/platforms.md §2.4): `PUT /webhook/stores/{id}/closing {"until"}` closes,
 * `DELETE` reopens (a 404, nothing to reopen, counts as done), `GET` reads it. Glovo's API has no call
 * to push opening hours.
 */
export const glovoVenueCalls: Pick<
  PlatformAdapter,
  'setOnline' | 'pushOpeningHours' | 'checkConnection' | 'closingRenewalMs'
> = {
  closingRenewalMs: GLOVO_CLOSING_RENEWAL_MS,

  async setOnline(connection, online, opts) {
    if (online) {
      const response = await platformFetch(GLOVO, 'store reopening', closingUrl(connection), {
        method: 'DELETE',
        headers: headers(connection),
      });
      await expectOk(response, GLOVO, 'store reopening', [404]);
      return;
    }
    const until = opts.until ?? new Date(opts.now.getTime() + GLOVO_OPEN_ENDED_CLOSING_MS);
    const response = await platformFetch(GLOVO, 'store closing', closingUrl(connection), {
      method: 'PUT',
      headers: { ...headers(connection), 'content-type': 'application/json' },
      body: JSON.stringify({ until: until.toISOString() }),
    });
    await expectOk(response, GLOVO, 'store closing');
  },

  checkConnection(connection) {
    return checkOf(
      GLOVO,
      connection.externalId,
      async () =>
        platformFetch(GLOVO, 'store closing', closingUrl(connection), {
          method: 'GET',
          headers: headers(connection),
        }),
      (body) => {
        const until = (body as { until?: unknown } | null)?.until;
        return typeof until === 'string'
          ? `Glovo answers: the store is closed there until ${until}`
          : 'Glovo answers: the store is open there';
      },
    );
  },
};
