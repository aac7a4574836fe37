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
