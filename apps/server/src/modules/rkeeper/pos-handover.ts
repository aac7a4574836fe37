import {
  isFinalStatus,
  OrderStatus,
  rk7ErrorRule,
  rk7ErrorText,
  type HandoverResult,
  type Rk7ErrorRule,
} from '@orderdesk/contracts';
import type { RkeeperDeps } from './rkeeper-deps';
import { clockIso } from '../../clock';
import type { Rk7Client } from './till/rk7-client';
import { Rk7Error } from './till/rk7-xml';
import { Rk7TransportError } from './till/rk7-transport';
import { PermanentJobError, RetryLaterError } from '../../jobs/job-errors';
import type { JobRunContext } from '../../jobs/job-worker';
import { countPosRefusal } from '../../observability/metrics';
import type { OrderRow } from '../orders/order-mapper';
import { publishOrderRows, updateAndPublishOrder } from '../orders/order-events';
import { changeOrder, type OrderChange, type OrderChangeOutcome } from '../orders/order-machine';
import { findOrder, type OrderFieldChanges } from '../orders/orders.repository';
import { readIntakeVenue } from '../orders/intake-venue';
import { posConnectionOf, posMappingsOf, switchedOffOf } from './handover-reads';
import {
  answeredCallsWrite,
  answersWrite,
  findOrderWithPosCalls,
  recordAnswers,
  recordAnsweredCalls,
} from '../orders/order-attempts';
import { enqueueVoid } from '../orders/pos-requests';
import { scheduleKdsPoll } from './till/kds-poll-schedule';
import type { PosConnection } from './till/pos-connection.repository';
import { posContentOf } from './pos-lines';
import { recordPosRefusal } from './pos-refusals';
import { mapToRkeeper } from './pos-mapping';
import { loadRkMenu } from './rk-menu-cache';
import { rk7ClientFor, takeReads, type HeldWrites } from './rk7-venue-client';
import { runVoid } from './pos-void';
import { checkMarkOf, EXTERNAL_ORDER_PROP, findLostCheck } from './pos-check-mark';

export type HandoverOutcome = 'done' | 'skipped' | 'incorrect';

/** Where the hand-over's retries stand, for the card: the tries so far and when the next one runs. */
export interface HandoverRetry {
  attempt: number;
  retryAt: string | null;
}

/** The POS calls whose having been sent decides whether r_keeper is asked before acting. */
const RECOVERED_CALLS = ['CreateOrder', 'SaveOrder'] as const;

/**
 * The hand-over's outcome through the order machine, with what the POS said beside it, the answers
 * of the calls made so far and check ids still held (`held`), in the one transaction of the change:
 * the journal and the state commit together. Each call was written down, committed, before it was
 * sent; only its answer waits.
 */
async function recordOutcome(
  ctx: RkeeperDeps,
  orderId: number,
  outcome: HandoverResult,
  changes: OrderFieldChanges,
  held: HeldWrites,
  effects?: OrderChange['effects'],
  lastOf?: JobRunContext,
): Promise<OrderChangeOutcome> {
  const answers = held.answers.slice();
  const reads = held.reads.slice();
  const checkIds = held.checkIds;
  let doneWritten = false;
  // Planned first on the order as the hand-over last read or wrote it: most often nobody else has
  // changed it since, and the outcome is then one statement (changeOrder with `read`).
  const read = held.read ?? undefined;
  const result = await changeOrder(
    ctx,
    orderId,
    (current, { trx }) => {
      // The job's done mark goes with the change when nothing follows it: an order that has ended
      // still has its check voided after.
      doneWritten = lastOf !== undefined && !isFinalStatus(current.status_id);
      const alongside = [
        answersWrite(answers),
        answeredCallsWrite(trx, reads),
        doneWritten ? lastOf!.doneWrite(trx) : null,
      ].filter((w) => w !== null);
      return {
        event: { kind: 'handover', outcome },
        changes: { ...checkIds, ...changes },
        ...(alongside.length > 0 ? { alongside } : {}),
        ...(effects ? { effects } : {}),
      };
    },
    read,
  );
  // Written with the change; where the machine refused it, they are written after (writeHeld).
  if (result.changed) {
    if (doneWritten) lastOf!.doneCommitted();
    held.answers.splice(0, answers.length);
    held.reads.splice(0, reads.length);
    if (held.checkIds === checkIds) held.checkIds = null;
    held.unpublished = null;
    held.read = null;
  }
  return result;
}

/**
 * What is still held when the hand-over ends, written on its own: a failure only leaves answers
 * unanswered and check ids unkept, and the next try then asks r_keeper before acting.
 */
async function writeHeld(ctx: RkeeperDeps, orderId: number, held: HeldWrites): Promise<void> {
  const answers = held.answers.splice(0);
  const reads = takeReads(held);
  const checkIds = held.checkIds;
  held.checkIds = null;
  if (held.unpublished) publishOrderRows(ctx, [held.unpublished]);
  held.unpublished = null;
  try {
    if (checkIds) await updateAndPublishOrder(ctx, orderId, checkIds);
    if (answers.length > 0) await ctx.groupCommit.write((db) => recordAnswers(db, answers));
    if (reads.length > 0) await ctx.groupCommit.write((db) => recordAnsweredCalls(db, reads));
  } catch (failure) {
    ctx.log.error({ err: failure, orderId }, 'could not record r_keeper answers');
  }
}

/**
 * Hands a platform order to the venue's r_keeper: map, CreateOrder, SaveOrder, then PayOrder and
 * PrintBill as the venue's settings say. Never writes a second check: the kept guid is reused, and
 * when a call may have run without an answer, r_keeper is asked first. Success: GOOD and created;
 * an item that maps to nothing: INCORRECT with the list. A failure (r_keeper's refusal or no answer)
 * marks the order BAD with r_keeper's words and `retry` (the try and the next one's time), and is
 * thrown so the job tries again.
 */
export async function runHandover(
  ctx: RkeeperDeps,
  orderId: number,
  retry?: HandoverRetry,
  job?: JobRunContext,
): Promise<HandoverOutcome> {
  const held: HeldWrites = { answers: [], reads: [], checkIds: null, unpublished: null, read: null };
  try {
    return await handOver(ctx, orderId, held, retry, job);
  } finally {
    await writeHeld(ctx, orderId, held);
  }
}

async function handOver(
  ctx: RkeeperDeps,
  orderId: number,
  held: HeldWrites,
  retry?: HandoverRetry,
  job?: JobRunContext,
): Promise<HandoverOutcome> {
  // The order and whether a call was ever sent for it, in one read.
  const found = await findOrderWithPosCalls(ctx.db.kysely, orderId, RECOVERED_CALLS);
  if (!found) return 'skipped';
  const { read, sent, platformPayload } = found;
  const { order } = read;
  held.read = read;
  if (order.status_id === OrderStatus.REJECTED || order.status_id === OrderStatus.REFUNDED) return 'skipped';
  const conn = await posConnectionOf(ctx, order.venue_id);
  if (!conn?.isEnabled) return 'skipped';
  if (order.is_created_in_rkeeper === 1 && order.pos_paid_at) return 'done';
  const { settings } = await readIntakeVenue(ctx, order.venue_id);
  const client = rk7ClientFor(ctx, conn, { orderId, debug: settings.isDebugMode, held });
  const till: Till = { ctx, client, conn, settings, held };
  let settled: OrderRow | undefined;

  try {
    const accepted = order.accepted_at !== null;
    const pays = settings.isPayOrderEnabled || (settings.isPayOrderAfterAcceptEnabled && accepted);
    if (order.is_created_in_rkeeper !== 1) {
      const check = await checkLinesOf(till, order, platformPayload);
      if ('problems' in check) return markIncorrect(ctx, order, held, check.problems);
      const guid = await createOrFindCheck(till, order, sent, check.content);
      await saveDishes(till, guid, sent, check);
      // The outcome is the job's last write unless a print or a payment follows it.
      const last = settings.isAutoPrintEnabled || pays ? undefined : job;
      settled = await recordHandedOver(till, orderId, last);
      if (settings.isAutoPrintEnabled) await printCheck(till, guid);
    }
    if (pays) await payOrder(ctx, client, conn, orderId);
    await voidIfEnded(ctx, orderId, settled);
    return 'done';
  } catch (error) {
    throw await recordFailure(ctx, orderId, error, retry, held);
  }
}

/**
 * The venue's till as one hand-over talks to it: its client (attempt-logged), connection and settings,
 * and the writes it holds back for the next one.
 */
interface Till {
  ctx: RkeeperDeps;
  client: Rk7Client;
  conn: PosConnection;
  settings: Awaited<ReturnType<typeof readIntakeVenue>>['settings'];
  held: HeldWrites;
}

type CheckContent = NonNullable<ReturnType<typeof posContentOf>>;
type CheckLines = { content: CheckContent; lines: ReturnType<typeof mapToRkeeper>['lines'] };

/**
 * Map and price: the order's lines as r_keeper dishes of the venue's menu (prices from the till's own
 * menu), or the problems that make it INCORRECT (an item that maps to nothing, a discount without the
 * venue's discount code).
 */
async function checkLinesOf(
  till: Till,
  order: OrderRow,
  platformPayload: string,
): Promise<CheckLines | { problems: string[] }> {
  const { ctx, client, conn, settings } = till;
  const content = posContentOf(order.platform, JSON.parse(platformPayload) as Record<string, unknown>);
  if (!content) return { problems: [`${order.platform} orders cannot be mapped to r_keeper yet`] };
  const menu = await loadRkMenu(client, order.venue_id, conn.stationCode);
  const mapped = mapToRkeeper(content.lines, await posMappingsOf(ctx, order.venue_id, order.platform), menu, {
    singleModifier: settings.isSingleModifierModeEnabled,
    useComboName: settings.isUseComboName,
    switchedOff: await switchedOffOf(ctx, order.platform_instance_id),
    posIdLookup: settings.posIdLookup,
  });
  if (mapped.problems.length > 0) return { problems: mapped.problems.map((p) => p.text) };
  // The venue's own discount reaches the check as a discount line, so the check comes to what the
  // board shows and the platform prepays; without a discount code it would not, and says why.
  if (content.discounts.length > 0 && !conn.discountCode)
    return {
      problems: content.discounts.map(
        (d) =>
          `${d.label} of ${(d.amount / 100).toFixed(2)} needs the r_keeper discount code for platform discounts (r_keeper settings): without it the check would not match the order total`,
      ),
    };
  // The customer's comment rides on the first dish as an open modifier (`openName`).
  if (content.comment && mapped.lines[0] && conn.commentModifierCode) {
    mapped.lines[0].openNames = [{ modi: { code: conn.commentModifierCode }, text: content.comment }];
  }
  return { content, lines: mapped.lines };
}

/**
 * Create or find: the order's check, made once. Every call was written down before it was sent: a
 * CreateOrder sent earlier whose result is not kept on the order (no answer, or a crash before the
 * answer was kept) may have been carried out, so r_keeper is asked for the check first.
 */
async function createOrFindCheck(
  till: Till,
  order: OrderRow,
  sent: ReadonlySet<string>,
  content: CheckContent,
): Promise<string> {
  const { ctx, client, conn, held } = till;
  const mark = checkMarkOf(order);
  if (order.pos_guid) return order.pos_guid;
  if (sent.has('CreateOrder')) {
    const lost = await findLostCheck(client, mark);
    if (lost) {
      await updateAndPublishOrder(ctx, order.id, { pos_guid: lost });
      return lost;
    }
  }
  const created = await client.createOrder({
    persistentComment: mark.comment,
    externalProps: [{ name: EXTERNAL_ORDER_PROP, value: mark.externalId }],
    nonPersistentComment: conn.commentModifierCode ? null : content.comment,
    tableCode: conn.tableCode ?? '',
    waiterCode: conn.waiterCode,
    stationCode: conn.stationCode,
    orderTypeCode: conn.orderTypeCode,
    orderCategoryCode: conn.orderCategoryCode,
  });
  // Kept with the next call's journal row, before anything else reaches r_keeper, so nothing that fails
  // later can lead to a second check (a crash before leaves CreateOrder sent, and r_keeper is asked).
  held.checkIds = {
    pos_guid: created.guid,
    pos_visit_id: created.visitId,
    pos_order_number: created.orderId,
  };
  return created.guid;
}

/** Save: the dishes, the prepayment and the discounts into the check, unless a SaveOrder sent before already did. */
async function saveDishes(
  till: Till,
  guid: string,
  sent: ReadonlySet<string>,
  check: CheckLines,
): Promise<void> {
  const { client, conn, settings } = till;
  const { content, lines } = check;
  if (sent.has('SaveOrder') && (await client.getOrder(guid)).dishCount > 0) return;
  await client.saveOrder({
    guid,
    stationCode: conn.stationCode,
    creatorCode: conn.waiterCode,
    lines,
    prepay:
      content.isPrepaid && conn.prepayCurrencyCode
        ? { currencyCode: conn.prepayCurrencyCode, amount: content.amount, reasonCode: conn.prepayReasonCode }
        : null,
    discounts: conn.discountCode
      ? content.discounts.map((d) => ({ code: conn.discountCode!, amount: d.amount }))
      : [],
    sendToKds: settings.isUseKds,
  });
}

/**
 * The order handed over (GOOD, created), with the calls' answers, through the order machine; the
 * kitchen's Ready starts watching the check where the venue has it on (docs/rkeeper.md). Answers the
 * order as the change found it (locked): a cancellation that came first shows there, and one that comes
 * after enqueues the void itself.
 */
async function recordHandedOver(
  till: Till,
  orderId: number,
  lastOf: JobRunContext | undefined,
): Promise<OrderRow | undefined> {
  const { ctx, conn, held } = till;
  const recorded = await recordOutcome(
    ctx,
    orderId,
    'done',
    { is_created_in_rkeeper: 1, pos_error: null, pos_problems: null, pos_retry_at: null },
    held,
    conn.kdsReady
      ? (trx, row) => scheduleKdsPoll(ctx, trx, row.venue_id, ctx.config.KDS_POLL_SECONDS * 1000)
      : undefined,
    lastOf,
  );
  return recorded.row ?? undefined;
}

/** Print: the bill at the venue's station, where the venue prints every check it is handed. */
async function printCheck(till: Till, guid: string): Promise<void> {
  const { client, conn } = till;
  await client.printBill({
    guid,
    cashierCode: conn.cashierCode ?? conn.waiterCode,
    stationCode: conn.stationCode,
  });
}

/**
 * The platform cancelled the order while its check was being written: the check is taken back out
 * (once, whoever asks: runVoid). A void that fails here is left to the void job, which retries it and
 * shows its last error; it is not the hand-over's failure, which succeeded.
 */
async function voidIfEnded(ctx: RkeeperDeps, orderId: number, known: OrderRow | undefined): Promise<void> {
  const now = known ?? (await findOrder(ctx.db.kysely, orderId));
  if (!now || (now.status_id !== OrderStatus.REJECTED && now.status_id !== OrderStatus.REFUNDED)) return;
  try {
    await runVoid(ctx, orderId);
  } catch {
    await ctx.db.kysely.transaction().execute((trx) => enqueueVoid(ctx, trx, orderId));
    ctx.worker.nudge();
  }
}

/** Tries a transient refusal is retried without the order being marked failed. */
const QUIET_TRIES = 3;
/** How often a refusal only the staff can put right is tried again. */
export const STAFF_RETRY_MS = 10 * 60_000;

/**
 * A failed hand-over as r_keeper's error table says (packages/contracts pos/rk7-errors.ts): a transient
 * refusal is tried again quietly for its first tries; one the staff must put right marks the order
 * failed with the advice and is tried again every ten minutes; a refused request (configuration) is
 * shown once and not tried again; anything else (no answer, an unknown refusal) marks the order failed
 * and is tried again on the usual back-off. Returns what the job should throw.
 */
async function recordFailure(
  ctx: RkeeperDeps,
  orderId: number,
  error: unknown,
  retry: HandoverRetry | undefined,
  held: HeldWrites,
): Promise<Error> {
  const message = error instanceof Error ? error.message : String(error);
  const rule: Rk7ErrorRule | null =
    error instanceof Rk7Error
      ? rk7ErrorRule({ number: error.errorNumber, status: error.status, text: message })
      : null;
  if (rule) {
    countPosRefusal(rule.policy, rule.advice);
    await recordPosRefusal(ctx, orderId, rule, error instanceof Rk7Error ? error.errorNumber : null);
  }
  const text = rule ? rk7ErrorText(message, rule) : message;
  if (rule?.policy === 'transient' && retry && retry.attempt < QUIET_TRIES) {
    await updateAndPublishOrder(ctx, orderId, { pos_attempts: retry.attempt, pos_retry_at: retry.retryAt });
    return error as Error;
  }
  const retryAt =
    rule?.policy === 'configuration'
      ? null
      : rule?.policy === 'staff'
        ? new Date(ctx.clock.now() + STAFF_RETRY_MS).toISOString()
        : (retry?.retryAt ?? null);
  await recordOutcome(
    ctx,
    orderId,
    'failed',
    { pos_error: text, ...(retry ? { pos_attempts: retry.attempt, pos_retry_at: retryAt } : {}) },
    held,
  );
  if (rule?.policy === 'configuration') return new PermanentJobError(text);
  if (rule?.policy === 'staff') return new RetryLaterError(text, STAFF_RETRY_MS);
  return error instanceof Rk7TransportError || error instanceof Rk7Error ? error : new Error(message);
}

/** Pays the check with the venue's prepayment currency: the sum r_keeper says is unpaid. */
async function payOrder(ctx: RkeeperDeps, client: Rk7Client, conn: PosConnection, orderId: number) {
  const order = await findOrder(ctx.db.kysely, orderId);
  if (!order?.pos_guid || order.pos_paid_at) return;
  if (!conn.prepayCurrencyCode)
    throw new Rk7Error('Set the prepayment currency code to pay orders in r_keeper', 'Settings');
  const current = await client.getOrder(order.pos_guid);
  if (!current.paid && (current.unpaidSum ?? 0) > 0) {
    await client.payOrder({
      guid: order.pos_guid,
      cashierCode: conn.cashierCode ?? conn.waiterCode,
      stationCode: conn.stationCode,
      currencyCode: conn.prepayCurrencyCode,
      amount: current.unpaidSum ?? 0,
    });
  }
  await updateAndPublishOrder(ctx, orderId, { pos_paid_at: clockIso(ctx.clock) });
}

async function markIncorrect(
  ctx: RkeeperDeps,
  order: OrderRow,
  held: HeldWrites,
  problems: string[],
): Promise<HandoverOutcome> {
  await recordOutcome(
    ctx,
    order.id,
    'incorrect',
    { pos_problems: JSON.stringify(problems), pos_error: null, pos_retry_at: null },
    held,
  );
  return 'incorrect';
}
