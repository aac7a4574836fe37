import type { AppContext } from '../../app-context';
import type { Rk7CallRecord, Rk7Client } from '../../integrations/pos/rkeeper/rk7-client';
import { Rk7TransportError } from '../../integrations/pos/rkeeper/rk7-transport';
import { recordAnswer, recordSent } from '../orders/order-attempts';
import type { PosConnection } from '../venues/pos-connection.repository';
import { tillClientFor } from '../venues/venue-till-client';

/**
 * The venue's r_keeper client (venues/venue-till-client.ts); with an order, every call goes to the
 * order's attempt log: written down (committed) before it is sent, completed with its answer.
 */
export function rk7ClientFor(
  ctx: AppContext,
  conn: PosConnection,
  opts: { orderId?: number; debug?: boolean } = {},
): Rk7Client {
  const orderId = opts.orderId;
  return tillClientFor(ctx, conn, {
    ...opts,
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
      .write((db) =>
        recordAnswer(db, attemptId, {
          durationMs: record.durationMs,
          error,
          answeredAt: new Date(ctx.clock.now()),
        }),
      )
      .catch((failure: unknown) =>
        ctx.app.log.error(
          { err: failure, orderId, command: record.command },
          'could not record an r_keeper answer',
        ),
      );
  };
}
