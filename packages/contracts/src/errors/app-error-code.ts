import { z } from 'zod';

/** Codes the server throws; the HTTP status is derived from the code in one place. */
export const AppErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
} as const;
export type TAppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export const HTTP_STATUS_BY_ERROR_CODE: Record<TAppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The spec's error body: `{"errors": {"field": ["message", ...]}}`. */
export const ZErrorResponse = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
