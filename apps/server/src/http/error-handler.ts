import type { TErrorResponse } from '@orderdesk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** Client errors raised by Fastify or its plugins that keep their own status; others become 400. */
const KEPT_CLIENT_STATUSES = new Set([401, 403, 404, 405, 409, 413, 415, 429]);

function body(field: string, message: string): TErrorResponse {
  return { errors: { [field]: [message] } };
}

/** Every failure leaves in the spec's shape `{"errors": {"field": ["message"]}}`; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.errors) return reply.status(error.statusCode).send({ errors: error.errors });
      return reply.status(error.statusCode).send(body(error.field, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || error.validationContext || 'general';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send({ errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(body('general', 'The server could not complete the request'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, …
      return reply.status(KEPT_CLIENT_STATUSES.has(status) ? status : 400).send(body('body', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('general', 'The server could not complete the request'));
  });
}
