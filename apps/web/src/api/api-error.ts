export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'invalid-response';

/** Every failed call rejects with this; `notified` tells callers the user has already seen a toast. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errors: Record<string, string[]>;
  notified = false;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }

  /** The first message of the errors object, if any. */
  get firstMessage(): string | undefined {
    return Object.values(this.errors).flat()[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.kind === 'aborted') ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

/**
 * The server answered and refused the session (docs/product.md §8): a 4xx, or an answer that is not what
 * was asked for. A call that got no answer (network, page unloading) or was cancelled says nothing about
 * the session, nor does a busy or failing server (408, 429, 5xx): those leave the tokens alone.
 */
export function isSessionRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'invalid-response') return true;
  if (error.kind !== 'http' || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
