import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Serves the built web app on the same port. Paths outside /api that match no file get index.html,
 * so the browser router (history mode) can show them; unknown /api paths answer 404 in the error shape.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: ['index.html'],
      maxAge: '1h',
      // The build writes .br and .gz copies of its files: sent to browsers that accept them.
      preCompressed: true,
      // The page itself is always revalidated so a new release (new hashed chunks) is picked up.
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith('/api');
    if (isApi || request.method !== 'GET' || !hasWebApp) {
      throw AppError.notFound(isApi ? 'The API path' : 'The page');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
