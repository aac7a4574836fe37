import type { RkeeperDeps } from './rkeeper-deps';
import { clockIso } from '../../clock';
import type { Rk7CallRecord, Rk7Client } from './till/rk7-client';
import { Rk7TransportError } from './till/rk7-transport';
import {
  recordAnswer,
  recordAnsweredCalls,
  recordSent,
  recordSentWithCheckIds,
  type AnsweredCall,
  type CheckIds,
  type KeptAnswer,
} from '../orders/order-attempts';
import type { OrderRow } from '../orders/order-mapper';
import type { OrderWithTimes } from '../orders/orders.repository';
import type { PosConnection } from './till/pos-connection.repository';
import { tillClientFor } from './till/venue-till-client';

/**
 * What a hand-over holds back to write with a later write of its own instead of in a commit of its
 * own: the answers of the calls made so far (written with the change that follows, `recordAnswers`),
 * the reads made so far, whole (written with the next call's journal row or the change that follows),
 * and the check's ids from CreateOrder (written with the next call's journal row, which commits before
 * that call is sent: nothing reaches r_keeper after CreateOrder before its ids are kept). The order as
 * that write left it waits for the boards in `unpublished`: the hand-over's outcome, a moment later,
 * publishes a newer version with the same ids, and only a hand-over ending without one publishes it.
 * `read` is the order as the hand-over read it, with its report times and venue, kept up with the
 * hand-over's own writes of it: its outcome is written as a compare-and-set on that version.
 */
export interface HeldWrites {
  answers: KeptAnswer[];
  /** Reads answered and not written down yet: they go in with the next write (`takeReads`). */
  reads: AnsweredCall[];
  checkIds: CheckIds | null;
  unpublished: OrderRow | null;
  read: OrderWithTimes | null;
}

/**
 * The venue's r_keeper client (till/venue-till-client.ts); with an order, every call goes to the
 * order's attempt log. A call that changes the till is written down (committed) before it is sent and
 * completed with its answer; a read, which changes nothing there, is written down once with its answer.
 * With `held`, answers and reads are kept there for the caller to write with its next write (in the
 * same statement or transaction) instead of each in a write of its own, and held check ids go in with
 * the next call's row.
 */
export function rk7ClientFor(
  ctx: RkeeperDeps,
  conn: PosConnection,
  opts: { orderId?: number; debug?: boolean; held?: HeldWrites } = {},
): Rk7Client {
  const { orderId, held, ...rest } = opts;
  return tillClientFor(ctx, conn, {
    ...rest,
    ...(orderId === undefined ? {} : { orderId }),
    journal: orderId === undefined ? undefined : (call) => journalCall(ctx, orderId, call, held),
  });
}

/** The call written down as sent, with the check ids held back (if any) in the same commit. */
async function writeSent(
  ctx: RkeeperDeps,
  orderId: number,
  call: { command: string; startedAt: Date },
  held: HeldWrites | undefined,
): Promise<number> {
  const checkIds = held?.checkIds ?? null;
  const reads = held ? takeReads(held) : [];
  if (held) held.checkIds = null;
  try {
    const sent = { orderId, target: 'pos' as const, operation: call.command, startedAt: call.startedAt };
    if (!checkIds) return await ctx.groupCommit.write((db) => recordSent(db, sent, reads));
    const now = clockIso(ctx.clock);
    const { attemptId, order } = await ctx.groupCommit.write((db) =>
      recordSentWithCheckIds(db, ctx.db.engine, sent, checkIds, now, reads),
    );
    if (held) {
      held.unpublished = order;
      if (held.read) held.read = { ...held.read, order };
    }
    return attemptId;
  } catch (error) {
    // Not written: held again for the hand-over's last write.
    if (held && checkIds) held.checkIds = { ...checkIds, ...held.checkIds };
    if (held) held.reads.unshift(...reads);
    throw error;
  }
}

/** The reads held so far, taken out to go in with a write (put back by the caller if it fails). */
export function takeReads(held: HeldWrites): AnsweredCall[] {
  return held.reads.splice(0);
}

/**
 * What the log keeps of a call's outcome: r_keeper's words, or why no answer came (and, for a call that
 * changes the till, that it may have been carried out all the same).
 */
function answerOf(record: Rk7CallRecord, changesTill: boolean, at: Date) {
  const error = record.error
    ? changesTill && record.error instanceof Rk7TransportError && record.error.mayHaveRun
      ? `${record.error.message} (the call may have been carried out)`
      : record.error.message
    : null;
  return { durationMs: record.durationMs, error, answeredAt: at };
}

/** A read, written down once with its answer: held for the hand-over's next write, else on its own. */
async function journalRead(
  ctx: RkeeperDeps,
  orderId: number,
  call: { command: string; startedAt: Date },
  record: Rk7CallRecord,
  held: HeldWrites | undefined,
): Promise<void> {
  const read: AnsweredCall = {
    orderId,
    target: 'pos',
    operation: call.command,
    startedAt: call.startedAt,
    answer: answerOf(record, false, new Date(ctx.clock.now())),
  };
  if (held) {
    held.reads.push(read);
    return;
  }
  await ctx.groupCommit
    .write((db) => recordAnsweredCalls(db, [read]))
    .catch((failure: unknown) =>
      ctx.log.error({ err: failure, orderId, command: call.command }, 'could not record an r_keeper read'),
    );
}

async function journalCall(
  ctx: RkeeperDeps,
  orderId: number,
  call: { command: string; startedAt: Date; changesTill: boolean },
  held: HeldWrites | undefined,
): Promise<(record: Rk7CallRecord) => Promise<void>> {
  if (!call.changesTill) return (record) => journalRead(ctx, orderId, call, record, held);
  const attemptId = await writeSent(ctx, orderId, call, held);
  return async (record) => {
    const answer = answerOf(record, true, new Date(ctx.clock.now()));
    if (held) {
      held.answers.push({ attemptId, answer });
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
