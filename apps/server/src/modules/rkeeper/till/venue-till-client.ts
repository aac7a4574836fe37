import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { createRk7Client, type Rk7Client, type Rk7ClientOptions } from './rk7-client';
import {
  resyncLicenceSeqNumber,
  takeLicenceSeqNumber,
  type PosConnection,
} from './pos-connection.repository';

/** What the venue's till client takes: the database (the licence counter), the clock and a logger. */
export interface TillDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * An r_keeper client for the venue's cash server (its connection and licence counter are kept with the
 * venue). With `isDebugMode`, each request and answer is logged whole (the Basic credentials are a
 * header and never part of either). `journal` writes each call down before it is sent: the hand-over
 * passes the order's attempt log (modules/rkeeper/rk7-venue-client.ts).
 */
export function tillClientFor(
  ctx: TillDeps,
  conn: PosConnection,
  opts: { orderId?: number; debug?: boolean; journal?: Rk7ClientOptions['journal'] } = {},
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
  return createRk7Client({
    clock: ctx.clock,
    endpoint: {
      url: conn.url ?? '',
      login: conn.login,
      password: conn.password,
      certificateFingerprint: conn.certificateFingerprint,
    },
    licence,
    onCall(call) {
      if (opts.debug) {
        ctx.log.info(
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
    journal: opts.journal,
  });
}
