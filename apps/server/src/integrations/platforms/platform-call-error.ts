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

type Header = string | string[] | null | undefined;

const firstOf = (header: Header): string | undefined =>
  (Array.isArray(header) ? header[0] : header) ?? undefined;

/**
 * A `Retry-After` header (seconds, or an HTTP date) in milliseconds; undefined when absent or
 * unreadable. An HTTP date is read against the answer's own `Date` (both are the platform's clock, so
 * how far ours is from it does not matter); without a readable `Date` it is not read.
 */
export function retryAfterMsOf(retryAfter: Header, answeredAt: Header): number | undefined {
  const value = firstOf(retryAfter);
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  const answered = Date.parse(firstOf(answeredAt) ?? '');
  return Number.isNaN(at) || Number.isNaN(answered) ? undefined : Math.max(0, at - answered);
}
