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
