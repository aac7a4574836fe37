/** A failure that retrying cannot fix (bad credentials, unknown order): the job is dead-lettered at once. */
export class PermanentJobError extends Error {}

/** A failure worth retrying after a delay of the handler's choosing (e.g. a platform's `Retry-After`). */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** The longest a waited call may hold a job back, whatever the far side asked. */
export const MAX_ASKED_WAIT_MS = 60 * 60_000;

/**
 * The wait a failed call's far side asked for (a platform's `Retry-After`, carried by the error as
 * `retryAfterMs`), capped at an hour; 0 when it asked for none. A retry never comes sooner.
 */
export function askedWaitMs(error: unknown): number {
  const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0
    ? Math.min(asked, MAX_ASKED_WAIT_MS)
    : 0;
}
