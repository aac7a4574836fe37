import type { RkeeperDeps } from './rkeeper-deps';
import type { Rk7CallRecord, Rk7Client } from './till/rk7-client';
import { Rk7TransportError } from './till/rk7-transport';
import { recordAnswer, recordSent, type KeptAnswer } from '../orders/order-attempts';
import type { PosConnection } from './till/pos-connection.repository';
import { tillClientFor } from './till/venue-till-client';

/**
 * The venue's r_keeper client (till/venue-till-client.ts); with an order, every call goes to the
 * order's attempt log: written down (committed) before it is sent, completed with its answer. With
 * `answers`, the answers are kept there for the caller to write with the change that follows
 * (`recordAnswers`, in the same transaction) instead of each in a write of its own.
 */
export function rk7ClientFor(
  ctx: RkeeperDeps,
  conn: PosConnection,
  opts: { orderId?: number; debug?: boolean; answers?: KeptAnswer[] } = {},
): Rk7Client {
  const { orderId, answers, ...rest } = opts;
  return tillClientFor(ctx, conn, {
    ...rest,
    ...(orderId === undefined ? {} : { orderId }),
    journal: orderId === undefined ? undefined : (call) => journalCall(ctx, orderId, call, answers),
  });
}

async function journalCall(
  ctx: RkeeperDeps,
  orderId: number,
  call: { command: string; startedAt: Date },
  kept: KeptAnswer[] | undefined,
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
    const answer = { durationMs: record.durationMs, error, answeredAt: new Date(ctx.clock.now()) };
    if (kept) {
      kept.push({ attemptId, answer });
      return;
    }
    await ctx.groupCommit
      .write((db) => recordAnswer(db, attemptId, answer))
      .catch((failure: unknown) =>
        ctx.log.error(
          { err: failure, orderId, command: record.command },
          'could not record an r_keeper answer',
        ),
      );
  };
}
