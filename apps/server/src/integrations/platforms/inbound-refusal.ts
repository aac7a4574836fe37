import { AppErrorCode, type TAppErrorCode } from '@orderdesk/contracts';

/**
 * An inbound call refused before anything is stored: not verified, not readable, for a store we do not
 * know or a disabled connection. The webhook routes answer it as a 4xx in the error shape.
 */
export class InboundRefusal extends Error {
  constructor(
    readonly code: TAppErrorCode,
    message: string,
    /** The field the message belongs to in `{"errors": {field: [message]}}`. */
    readonly field = 'general',
  ) {
    super(message);
  }

  static badRequest(message: string, field = 'general'): InboundRefusal {
    return new InboundRefusal(AppErrorCode.VALIDATION, message, field);
  }

  static unauthorized(message: string, field = 'general'): InboundRefusal {
    return new InboundRefusal(AppErrorCode.UNAUTHORIZED, message, field);
  }

  static notFound(message: string, field: string): InboundRefusal {
    return new InboundRefusal(AppErrorCode.NOT_FOUND, message, field);
  }
}
