import { AppErrorCode, HTTP_STATUS_BY_ERROR_CODE, type TAppErrorCode } from '@orderdesk/contracts';

/** A failure the caller can act on; the error handler turns it into the spec's error body. */
export class AppError extends Error {
  constructor(
    readonly code: TAppErrorCode,
    message: string,
    /** Field the message belongs to in `{"errors": {field: [message]}}`. */
    readonly field = 'general',
  ) {
    super(message);
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_ERROR_CODE[this.code];
  }

  static notFound(what: string): AppError {
    return new AppError(AppErrorCode.NOT_FOUND, `${what} was not found`);
  }

  static forbidden(): AppError {
    return new AppError(AppErrorCode.FORBIDDEN, 'You have no access to this resource');
  }

  static unauthorized(message = 'Sign-in required'): AppError {
    return new AppError(AppErrorCode.UNAUTHORIZED, message);
  }

  static conflict(message: string): AppError {
    return new AppError(AppErrorCode.CONFLICT, message);
  }

  static badRequest(message: string, field = 'general'): AppError {
    return new AppError(AppErrorCode.VALIDATION, message, field);
  }
}
