import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('sends a CSP of our own origin only, no framing, nosniff and no referrer, on answers and errors alike', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/some/page']) {
      const res = await app.app.inject({ url, headers: { host: 'desk.example.com' } });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['default-src'], url).toBe("'self'");
      expect(csp['script-src'], url).toBe("'self'");
      expect(csp['frame-ancestors'], url).toBe("'none'");
      expect(csp['object-src'], url).toBe("'none'");
      expect(csp['connect-src'], url).toBe("'self' ws://desk.example.com wss://desk.example.com");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // Plain HTTP: no HSTS, which would pin a LAN install to an HTTPS it does not have.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('does not echo a forged Host into the policy', async () => {
    const res = await app.app.inject({ url: '/api/health', headers: { host: 'evil.com; script-src *' } });
    expect(directives(res.headers['content-security-policy'] as string)['connect-src']).toBe("'self'");
  });

  it('gives each host its own hub sources, however many hosts have asked before', async () => {
    for (let i = 0; i < 70; i++) {
      const host = `till-${i}.example.com`;
      const res = await app.app.inject({ url: '/api/health', headers: { host } });
      expect(directives(res.headers['content-security-policy'] as string)['connect-src']).toBe(
        `'self' ws://${host} wss://${host}`,
      );
    }
    const again = await app.app.inject({ url: '/api/health', headers: { host: 'desk.example.com' } });
    expect(directives(again.headers['content-security-policy'] as string)['connect-src']).toBe(
      "'self' ws://desk.example.com wss://desk.example.com",
    );
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const res = await app.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_IP_MAX_FAILURES: '3' });
  });
  afterAll(() => app.close());

  const signInFrom = (clientIp: string, password: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'x-forwarded-for': clientIp, 'x-forwarded-proto': 'https' },
      payload: { userName: 'nobody-here', password },
      remoteAddress: '127.0.0.1',
    });

  it('sends HSTS when the proxy says the client used HTTPS', async () => {
    const res = await app.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("counts failed sign-ins per client address, not per proxy's", async () => {
    for (let i = 0; i < 3; i++)
      expect((await signInFrom('203.0.113.7', 'wrong-pass-1')).statusCode).toBe(401);
    expect((await signInFrom('203.0.113.7', 'wrong-pass-1')).statusCode).toBe(429);
    // Another client behind the same proxy goes on.
    const other = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'x-forwarded-for': '203.0.113.8' },
      payload: ADMIN,
      remoteAddress: '127.0.0.1',
    });
    expect(other.statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from an address it does not trust', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { userName: 'nobody-here', password: 'wrong-pass-1' },
      remoteAddress: '198.51.100.1',
    });
    expect(res.statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      await app.app.inject({
        method: 'POST',
        url: '/api/Token/Access',
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
        payload: { userName: 'nobody-here', password: 'wrong-pass-1' },
        remoteAddress: '198.51.100.1',
      });
    }
    // Three failures from 198.51.100.1 whatever it claimed: that address is now refused.
    const blocked = await app.app.inject({
      method: 'POST',
      url: '/api/Token/Access',
      headers: { 'x-forwarded-for': '203.0.113.200' },
      payload: ADMIN,
      remoteAddress: '198.51.100.1',
    });
    expect(blocked.statusCode).toBe(429);
  });
});
