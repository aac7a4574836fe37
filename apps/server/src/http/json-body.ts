import { mayHoldNul, NUL_MESSAGE, nulPath } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * The web sends `Content-Type: application/json` on every call (docs/product.md §7), DELETE included; an empty
 * body with that type is read as no body instead of being refused. Other bodies keep Fastify's
 * parser and its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    // The default parser answers through `done`; what it returns is not a promise to wait for.
    void parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      const nulAt = !error && mayHoldNul(text) ? nulPath(parsed) : undefined;
      if (nulAt !== undefined) return done(AppError.badRequest(NUL_MESSAGE, nulAt), undefined);
      done(error, parsed);
    });
  });
}
