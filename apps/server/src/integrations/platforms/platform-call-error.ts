/** A platform API call that failed; `retryable` says whether trying again later can help. */
export class PlatformCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    /** How long the platform asked us to wait before the next call (its `Retry-After`). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** 429 and 5xx are worth retrying, as is no answer at all; other 4xx are not. */
  static fromStatus(
    platform: string,
    action: string,
    status: number,
    detail: string,
    retryAfterMs?: number,
  ): PlatformCallError {
    const retryable = status === 429 || status >= 500;
    return new PlatformCallError(
      `${platform} ${action} failed with HTTP ${status}: ${detail}`.slice(0, 500),
      status,
      retryable,
      retryAfterMs,
    );
  }
}

/** A `Retry-After` header (seconds, or an HTTP date) in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMsOf(
  header: string | string[] | null | undefined,
  now = Date.now(),
): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
