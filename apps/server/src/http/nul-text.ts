import { NUL_MESSAGE } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Paths and queries carrying an encoded NUL (`%00`) are refused before any route reads them. */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00')) throw AppError.badRequest(NUL_MESSAGE, 'url');
  });
}
