import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** The page itself, also as the build's pre-compressed copies. */
const INDEX_FILE = /(^|[/\\])index\.html(\.br|\.gz)?$/;
/** The build's assets: a file's name holds a hash of its content, so a new release never changes one. */
const HASHED_FILE = /(^|[/\\])assets[/\\]/;
const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The other files at fixed names (icons, the manifest): cached for an hour. */
const FILE_CACHE_CONTROL = 'public, max-age=3600';
/**
 * Paths that name a file rather than a page of the browser router: a missing one answers 404,
 * so a stale page asking for a chunk of an older release fails visibly instead of reading
 * index.html as a script.
 */
const FILE_PATH = /^\/assets\/|\/[^/]+\.[a-z0-9]{1,8}$/i;

/**
 * Serves the built web app on the same port. Paths outside /api that match no file and name no
 * file get index.html, so the browser router (history mode) can show them; unknown /api paths and
 * missing files answer 404 in the error shape.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: ['index.html'],
      // Set below instead: @fastify/static would write its own over what setHeaders sets.
      cacheControl: false,
      // The build writes .br and .gz copies of its files: sent to browsers that accept them.
      preCompressed: true,
      // The page itself is always revalidated so a new release (new hashed chunks) is picked up.
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlOf(path.relative(webDistDir, filePath)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname.toLowerCase().startsWith('/api');
    if (isApi) throw AppError.notFound('The API path');
    if (FILE_PATH.test(pathname)) throw AppError.notFound('The file');
    if (request.method !== 'GET' || !hasWebApp) throw AppError.notFound('The page');
    return reply.sendFile('index.html');
  });
}

/** How long a browser keeps a built file: the page not at all without asking, hashed assets for good. */
function cacheControlOf(relativePath: string): string {
  if (INDEX_FILE.test(relativePath)) return 'no-cache';
  return HASHED_FILE.test(relativePath) ? HASHED_CACHE_CONTROL : FILE_CACHE_CONTROL;
}
