import { CompiledQuery, sql, type DeleteQueryBuilder, type DeleteResult, type Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';
import { writtenColumns } from '../../db/statement-shapes';
import { newJobRow } from '../../jobs/job-queue';
import type { JobRow } from '../../jobs/job-leases';
import type { OrderRow } from './order-mapper';
import type { NewOrderJob, NewOrderValues, OrderInsertGuard } from './orders.repository';

/**
 * PostgreSQL: inserts the order unless it is already stored and, when it was inserted, its platform's
 * payload and the jobs it starts, all in one statement (atomic without a transaction of its own: one
 * round trip instead of four or more). Each job's payload gets the new order's id as its first field. Only for an order
 * that adds nothing to the sales and operations roll-ups (not counted in sales, not accepted): the
 * roll-ups' writes are `insertOrderOnce`'s.
 */
export async function insertUncountedOrderWithJobs(
  db: Kysely<Database>,
  values: NewOrderValues,
  jobs: NewOrderJob[],
  defaults: { maxAttempts: number },
  now: string,
  { guard = {}, held = null, done }: UncountedOrderInsert = {},
): Promise<{ order: OrderRow; heldJobs: JobRow[] } | undefined> {
  const heldIndexes = heldJobIndexes(jobs, held?.count ?? 0);
  const statement = uncountedOrderStatement({
    values,
    jobs,
    defaults,
    now,
    guard,
    heldIndexes,
    held: held?.columns ?? null,
    // The running job's done mark, taken only with an order stored.
    done: done?.where(sql<boolean>`EXISTS (SELECT 1 FROM o)`).compile(),
  });
  const { rows } = await db.executeQuery<OrderRow & Record<string, number>>(statement);
  const order = rows[0];
  if (!order) return undefined;
  const heldJobs = [...heldIndexes].map((i): JobRow => {
    const row = newJobRow(jobs[i]!, defaults, now);
    const id = order[`held_job${i}`]!;
    delete order[`held_job${i}`];
    return {
      ...row,
      ...held!.columns,
      id,
      payload: `{"orderId":${order.id}${restOfPayload(row.payload)}`,
      last_error: null,
    };
  });
  return { order, heldJobs };
}

/** How `insertUncountedOrderWithJobs` inserts a new order beside the order's own columns. */
export interface UncountedOrderInsert {
  guard?: OrderInsertGuard;
  /**
   * The columns of jobs inserted already claimed by this instance's worker (`JobHandOff`), for the first
   * `count` jobs due now; answered back as `heldJobs`, as a claim would have answered them.
   */
  held?: { count: number; columns: HeldJobColumns } | null;
  /** The done mark of the job this insert is the last write of, sent only if the order is stored. */
  done?: DeleteQueryBuilder<Database, 'jobs', DeleteResult> | undefined;
}

/** The columns of a job inserted already claimed (`JobHandOff.columns`). */
export type HeldJobColumns = Pick<JobRow, 'status' | 'attempts' | 'locked_by' | 'locked_until'>;

/** The first `count` jobs that are due now (a timer waits for its time, and is claimed then). */
function heldJobIndexes(jobs: NewOrderJob[], count: number): Set<number> {
  const due = jobs.flatMap((job, i) => (job.runAt ? [] : [i]));
  return new Set(due.slice(0, count));
}

/**
 * The statement of `insertUncountedOrderWithJobs`, written here rather than through
 * Kysely's builder: it is the intake's busiest statement, and building it (some forty columns, a CTE
 * per job) took a tenth of the server's CPU during a burst of webhooks. Its text depends only on its
 * shape (the columns given, the guard, which jobs go in held, the done mark's statement), so each
 * shape's text is written once and is the same string every time (the prepared statement's name is
 * looked up by it). The parameters follow the text's order: the done mark's first (they are numbered
 * from $1 in its own compiled text), then the order's columns, the guard's, and each job's.
 */
export interface UncountedOrderStatementInput {
  values: NewOrderValues;
  jobs: NewOrderJob[];
  defaults: { maxAttempts: number };
  now: string;
  guard: OrderInsertGuard;
  /** Indexes of the jobs that go in claimed by this instance's worker. */
  heldIndexes: Set<number>;
  held: HeldJobColumns | null;
  /** The running job's done mark, compiled, with the condition that the order was stored. */
  done: CompiledQuery | undefined;
}

/** Shapes seen are few (the platforms' optional columns, the jobs a venue's settings start). */
const MAX_TEXTS = 256;
const texts = new Map<string, string>();

export function uncountedOrderStatement(input: UncountedOrderStatementInput): CompiledQuery {
  const { platform_payload: _payload, ...orderValues } = input.values;
  const columns: OrderColumn[] = writtenColumns(orderValues);
  const shape = [
    input.guard.unlessCancelledEarly ? 'guarded' : '',
    input.jobs.map((_, i) => (input.heldIndexes.has(i) ? 'h' : 'j')).join(''),
    input.done?.sql ?? '',
    columns.join(','),
  ].join('|');
  let text = texts.get(shape);
  if (text === undefined) {
    text = statementText(columns, input);
    if (texts.size < MAX_TEXTS) texts.set(shape, text);
  }
  return CompiledQuery.raw(text, statementParameters(columns, input));
}

type OrderColumn = keyof OrdersTable & string;

/** The columns a job's insert takes from its parameters, in order (`payload` is what follows the order's id). */
const JOB_PARAMETERS = 10;

function statementText(columns: OrderColumn[], input: UncountedOrderStatementInput): string {
  let next = (input.done?.parameters.length ?? 0) + 1;
  const placeholder = () => `$${next++}`;
  const names = columns.map((column) => `"${column}"`).join(', ');
  const valuesOf = columns.map(placeholder);
  let insert: string;
  if (input.guard.unlessCancelledEarly) {
    // Only while the platform's cancellation of it has not come first (OrderInsertGuard).
    insert = `INSERT INTO "orders" (${names}) SELECT ${valuesOf.map((p, i) => `${p} AS "${columns[i]}"`).join(', ')}
      WHERE NOT EXISTS (SELECT "early_cancellations"."id" FROM "early_cancellations"
        WHERE "early_cancellations"."platform" = ${placeholder()}
          AND "early_cancellations"."platform_order_id" = ${placeholder()})`;
  } else {
    insert = `INSERT INTO "orders" (${names}) VALUES (${valuesOf.join(', ')})`;
  }
  const payloadCte = `, payload AS (INSERT INTO order_payloads (order_id, platform_payload) SELECT o.id, ${placeholder()} FROM o)`;
  const jobCtes = input.jobs.map((_, i) => {
    const [
      type,
      payloadRest,
      status,
      attempts,
      maxAttempts,
      runAt,
      lockedBy,
      lockedUntil,
      createdAt,
      updatedAt,
    ] = Array.from({ length: JOB_PARAMETERS }, placeholder);
    return `, job${i} AS (
      INSERT INTO jobs (type, payload, status, attempts, max_attempts, run_at, locked_by, locked_until,
                        last_error, created_at, updated_at)
      SELECT ${type}, '{"orderId":' || o.id::text || ${payloadRest}, ${status}, ${attempts}::integer,
             ${maxAttempts}, ${runAt}, ${lockedBy}::text, ${lockedUntil}::text, NULL, ${createdAt}, ${updatedAt}
      FROM o RETURNING id)`;
  });
  // The running job's done mark, taken only with an order stored (its own condition says so).
  const doneCte = input.done ? `, done AS (${input.done.sql})` : '';
  const heldIds = [...input.heldIndexes].map((i) => `, (SELECT id FROM job${i}) AS held_job${i}`).join('');
  return `WITH o AS (${insert}
    ON CONFLICT ("platform", "platform_order_id") DO NOTHING RETURNING *)${payloadCte}${jobCtes.join('')}${doneCte}
    SELECT o.*${heldIds} FROM o`;
}

function statementParameters(columns: OrderColumn[], input: UncountedOrderStatementInput): unknown[] {
  const { values, now } = input;
  const parameters: unknown[] = [
    ...(input.done?.parameters ?? []),
    ...columns.map((column) => values[column]),
  ];
  if (input.guard.unlessCancelledEarly) parameters.push(values.platform, values.platform_order_id);
  parameters.push(values.platform_payload);
  input.jobs.forEach((job, i) => {
    const row = {
      ...newJobRow(job, input.defaults, now),
      ...(input.heldIndexes.has(i) ? input.held : {}),
    };
    parameters.push(
      row.type,
      restOfPayload(row.payload),
      row.status,
      row.attempts,
      row.max_attempts,
      row.run_at,
      row.locked_by,
      row.locked_until,
      now,
      now,
    );
  });
  return parameters;
}

/** What follows `{"orderId":<id>` in a job's payload, as JSON.stringify wrote the rest of it. */
function restOfPayload(payload: string): string {
  const rest = payload.slice(1);
  return rest === '}' ? '}' : `,${rest}`;
}
