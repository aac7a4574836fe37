import { AppErrorCode, HTTP_STATUS_BY_ERROR_CODE, type TAppErrorCode } from '@orderdesk/contracts';

/** A failure the caller can act on; the error handler turns it into the spec's error body. */
export class AppError extends Error {
  constructor(
    readonly code: TAppErrorCode,
    message: string,
    /** Field the message belongs to in `{"errors": {field: [message]}}`. */
    readonly field = 'general',
    /** Sent as `Retry-After` (seconds) with a 429. */
    readonly retryAfterSeconds?: number,
    /** Several fields at once; replaces `field`/`message` in the body when present. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_ERROR_CODE[this.code];
  }

  /** `field` names the body field that referred to it (`venueId`, …); a path id leaves it general. */
  static notFound(what: string, field = 'general'): AppError {
    return new AppError(AppErrorCode.NOT_FOUND, `${what} was not found`, field);
  }

  static forbidden(): AppError {
    return new AppError(AppErrorCode.FORBIDDEN, 'You have no access to this resource');
  }

  static unauthorized(message = 'Sign-in required'): AppError {
    return new AppError(AppErrorCode.UNAUTHORIZED, message);
  }

  static conflict(message: string, field = 'general'): AppError {
    return new AppError(AppErrorCode.CONFLICT, message, field);
  }

  static tooManyRequests(message: string, retryAfterSeconds: number, field = 'general'): AppError {
    return new AppError(AppErrorCode.TOO_MANY_REQUESTS, message, field, retryAfterSeconds);
  }

  static badRequest(message: string, field = 'general'): AppError {
    return new AppError(AppErrorCode.VALIDATION, message, field);
  }

  /** 503: the server cannot serve yet; one field per failing check. */
  static unavailable(errors: Record<string, string[]>): AppError {
    return new AppError(AppErrorCode.UNAVAILABLE, 'Service unavailable', 'general', undefined, errors);
  }
}
