import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app';

function capture(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

async function visit(env: Record<string, string>): Promise<string[]> {
  const out = capture();
  const app = await startTestApp(env, undefined, { logDestination: out.stream });
  try {
    await app.app.inject({ url: '/api/health' });
    await app.app.inject({ url: '/assets/index-abc123.js' });
    await app.app.inject({ url: '/new-orders' });
    await app.app.inject({ url: '/favicon.ico' });
  } finally {
    await app.close();
  }
  return out.lines();
}

describe('request log', () => {
  it('writes one JSON line per API request at info, and none for the web app files and pages', async () => {
    const lines = (await visit({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' })).map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
    const requests = lines.filter((line) => line['req'] !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(lines.some((line) => JSON.stringify(line).includes('/assets/'))).toBe(false);
    expect(lines.some((line) => JSON.stringify(line).includes('/new-orders'))).toBe(false);
  });

  it('on the readable format keeps requests for debug, one line each', async () => {
    const atInfo = await visit({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' });
    expect(atInfo.filter((line) => line.includes('/api/health'))).toEqual([]);

    const atDebug = await visit({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' });
    const requests = atDebug.filter((line) => line.includes('/api/'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/DEBUG: req-\w+ GET \/api\/health 200 in \d+ ms/);
    expect(atDebug.join('\n')).not.toMatch(/assets|new-orders|favicon/);
  });
});
