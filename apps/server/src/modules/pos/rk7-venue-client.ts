import type { AppContext } from '../../app-context';
import {
  createRk7Client,
  type Rk7CallRecord,
  type Rk7Client,
} from '../../integrations/pos/rkeeper/rk7-client';
import { Rk7TransportError } from '../../integrations/pos/rkeeper/rk7-transport';
import { recordAnswer, recordSent } from '../orders/order-attempts';
import {
  resyncLicenceSeqNumber,
  takeLicenceSeqNumber,
  type PosConnection,
} from '../venues/pos-connection.repository';

/**
 * An r_keeper client for the venue's cash server. With an order, every call goes to the order's
 * attempt log: written down (committed) before it is sent, completed with its answer; with `isDebugMode`, each request and answer is logged whole (the Basic credentials are
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
          resync: (next: number) => resyncLicenceSeqNumber(ctx.db.kysely, conn.venueId, next),
        }
      : null;
  const orderId = opts.orderId;
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
    },
    journal: orderId === undefined ? undefined : (call) => journalCall(ctx, orderId, call),
  });
}

async function journalCall(
  ctx: AppContext,
  orderId: number,
  call: { command: string; startedAt: Date },
): Promise<(record: Rk7CallRecord) => Promise<void>> {
  const attemptId = await ctx.groupCommit.write((db) =>
    recordSent(db, { orderId, target: 'pos', operation: call.command, startedAt: call.startedAt }),
  );
  return async (record) => {
    const error = record.error
      ? record.error instanceof Rk7TransportError && record.error.mayHaveRun
        ? `${record.error.message} (the call may have been carried out)`
        : record.error.message
      : null;
    await ctx.groupCommit
      .write((db) => recordAnswer(db, attemptId, { durationMs: record.durationMs, error }))
      .catch((failure: unknown) =>
        ctx.app.log.error(
          { err: failure, orderId, command: record.command },
          'could not record an r_keeper answer',
        ),
      );
  };
}
