/** A platform API call that failed; `retryable` says whether trying again later can help. */
export class PlatformCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }

  /** 429 and 5xx are worth retrying, as is no answer at all; other 4xx are not. */
  static fromStatus(platform: string, action: string, status: number, detail: string): PlatformCallError {
    const retryable = status === 429 || status >= 500;
    return new PlatformCallError(
      `${platform} ${action} failed with HTTP ${status}: ${detail}`.slice(0, 500),
      status,
      retryable,
    );
  }
}
