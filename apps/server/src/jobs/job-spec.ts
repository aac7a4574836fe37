import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { WriteBatch } from '../db/write-batch';
import { JOB_PAYLOADS, type JobName, type JobPayload, type JobRunPayload } from './job-payloads';
import { PermanentJobError } from './job-errors';
import type { EnqueueOptions } from './job-queue';
import type { JobHandler, JobRunContext } from './job-worker';

/** How a failed job is tried again, where it differs from the worker's defaults (JOB_MAX_ATTEMPTS, back-off). */
export interface RetryPolicy {
  /** Tries before the job is dead-lettered, unless the enqueuer gives its own. */
  maxAttempts?: number;
  /** The pause before try `attempt + 1` after try `attempt` failed. */
  delayMs?(attempt: number): number;
}

/** What runs a job of one name; its payload has been checked against the job's schema. */
export interface TypedJobHandler<P> {
  run(payload: P, ctx: JobRunContext): Promise<void>;
  /** Called once when the job gives up, with its last error, so the failure becomes visible. */
  onDeadLetter?(payload: P, lastError: string): Promise<void>;
}

/** The handler of the job of this name: its payload's type is its schema's, so no handler casts one. */
export type JobHandlerOf<N extends JobName> = TypedJobHandler<JobRunPayload<N>>;

/** One entry of the job registry: a name, its payload schema, its handler and its retry policy. */
export interface JobSpec<N extends JobName = JobName> {
  name: N;
  payload: (typeof JOB_PAYLOADS)[N];
  handler: JobHandlerOf<N>;
  retry: RetryPolicy;
}

/** Any one registry entry, each with its own name's payload type (a list of entries holds these). */
export type AnyJobSpec = { [N in JobName]: JobSpec<N> }[JobName];

/** A registry entry; the schema is the job's own from `JOB_PAYLOADS`. */
export function defineJob<N extends JobName>(
  name: N,
  handler: JobHandlerOf<N>,
  retry: RetryPolicy = {},
): JobSpec<N> {
  return { name, payload: JOB_PAYLOADS[name], handler, retry };
}

/**
 * Adds a job inside the caller's transaction (or to a batch of its writes, `addJob`), typed by its
 * name: a wrong payload does not compile. Answers the job's id (none for a job in a batch, not
 * written yet).
 */
export type Enqueue = <N extends JobName>(
  trx: Kysely<Database> | WriteBatch,
  type: N,
  payload: JobPayload<N>,
  opts?: EnqueueOptions,
) => Promise<number | undefined>;

/** A payload that does not match its job's schema: retrying cannot fix it, so the job fails for good. */
export class InvalidJobPayloadError extends PermanentJobError {}

/** The stored payload as it is, once it matches its schema (keys the schema does not name are kept). */
function checkedPayload(spec: AnyJobSpec, raw: unknown): unknown {
  const parsed = spec.payload.safeParse(raw);
  if (parsed.success) return raw;
  const issues = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
    .join('; ');
  throw new InvalidJobPayloadError(`Invalid payload for job ${spec.name}: ${issues}`);
}

/** The worker's handlers, one per registry entry: each checks its payload before its handler sees it. */
export function workerHandlers(specs: readonly AnyJobSpec[]): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const spec of specs) {
    if (handlers[spec.name]) throw new Error(`Job ${spec.name} is registered twice`);
    // The payload reaches the handler only once its own schema has passed it (checkedPayload).
    const handler = spec.handler as TypedJobHandler<unknown>;
    const onDeadLetter = handler.onDeadLetter?.bind(handler);
    handlers[spec.name] = {
      run: (raw, ctx) => handler.run(checkedPayload(spec, raw), ctx),
      ...(spec.retry.delayMs ? { retryDelayMs: spec.retry.delayMs } : {}),
      ...(onDeadLetter
        ? {
            async onDeadLetter(raw: unknown, lastError: string) {
              // A payload that never matched has nothing its handler could report on.
              if (spec.payload.safeParse(raw).success) await onDeadLetter(raw, lastError);
            },
          }
        : {}),
    };
  }
  return handlers;
}

/** The tries a job of this name gets when its enqueuer gives none. */
export function defaultAttempts(specs: readonly AnyJobSpec[], fallback: number): (name: string) => number {
  const byName = new Map(specs.map((spec) => [spec.name as string, spec.retry.maxAttempts ?? fallback]));
  return (name) => byName.get(name) ?? fallback;
}
