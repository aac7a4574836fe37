import type { AppContext } from '../../app-context';
import { createRk7Client, type Rk7Client } from '../../integrations/pos/rkeeper/rk7-client';
import { Rk7TransportError } from '../../integrations/pos/rkeeper/rk7-transport';
import { recordAttempt } from './order-attempts';
import { takeLicenceSeqNumber, type PosConnection } from './pos-connection.repository';

/**
 * An r_keeper client for the venue's cash server. With an order, every call goes to the order's
 * attempt log; with `isDebugMode`, each request and answer is logged whole (the Basic credentials are
 * a header and never part of either).
 */
export function rk7ClientFor(
  ctx: AppContext,
  conn: PosConnection,
  opts: { orderId?: number; debug?: boolean } = {},
): Rk7Client {
  const licence =
    conn.licenceMode === 'subscription' && conn.licenseAnchor && conn.licenseToken && conn.licenseInstanceGuid
      ? {
          anchor: conn.licenseAnchor,
          token: conn.licenseToken,
          instanceGuid: conn.licenseInstanceGuid,
          nextSeqNumber: () => takeLicenceSeqNumber(ctx.db.kysely, conn.venueId),
        }
      : null;
  return createRk7Client({
    endpoint: {
      url: conn.url ?? '',
      login: conn.login,
      password: conn.password,
      certificateFingerprint: conn.certificateFingerprint,
    },
    licence,
    onCall(call) {
      if (opts.debug) {
        ctx.app.log.info(
          {
            venueId: conn.venueId,
            orderId: opts.orderId,
            command: call.command,
            request: call.request,
            answer: call.answer,
          },
          'r_keeper call (debug mode)',
        );
      }
      const orderId = opts.orderId;
      if (orderId === undefined) return;
      const error = call.error
        ? call.error instanceof Rk7TransportError && call.error.mayHaveRun
          ? `${call.error.message} (the call may have been carried out)`
          : call.error.message
        : null;
      void ctx.groupCommit.write((db) =>
        recordAttempt(db, {
          orderId,
          target: 'pos',
          operation: call.command,
          startedAt: call.startedAt,
          durationMs: call.durationMs,
          error,
        }),
      );
    },
  });
}
