import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, wantsPrettyLogs } from '../src/observability/logger';

function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

const SECRETS = {
  headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret-jwt', 'wolt-signature': 'sig-123456' },
  body: { userName: 'anna', password: 'Hunter2-password', newPassword: 'Next-password-9' },
  instance: { apiKey: 'wolt-api-key-abc', nested: { token: 'refresh-token-xyz' } },
  secret: 'jwt-secret-value',
};

describe('logs', () => {
  it('writes one JSON object a line and never a secret', () => {
    const out = capture();
    createLogger({ level: 'info', format: 'json' }, out.stream).info(SECRETS, 'signing in');
    const line = JSON.parse(out.text().trim());
    expect(line.msg).toBe('signing in');
    expect(line.body.userName).toBe('anna');
    expect(line.body.password).toBe('[redacted]');
    expect(line.headers.authorization).toBe('[redacted]');
    for (const secret of [
      'secret-jwt',
      'sig-123456',
      'Hunter2',
      'Next-password',
      'wolt-api-key-abc',
      'refresh-token-xyz',
      'jwt-secret-value',
    ]) {
      expect(out.text()).not.toContain(secret);
    }
  });

  it("keeps secrets out of a child logger's bindings and an error's own fields", () => {
    const out = capture();
    const child = createLogger({ level: 'info', format: 'json' }, out.stream).child({
      reqId: 'req-1',
      call: { headers: { authorization: 'Basic c2VjcmV0LWJhc2lj' } },
    });
    child.error({ err: Object.assign(new Error('refused'), { apiKey: 'key-in-error' }) }, 'call failed');
    const line = JSON.parse(out.text().trim());
    expect(line.reqId).toBe('req-1');
    expect(line.call.headers.authorization).toBe('[redacted]');
    expect(line.err.message).toBe('refused');
    expect(line.err.apiKey).toBe('[redacted]');
    expect(out.text()).not.toContain('c2VjcmV0LWJhc2lj');
    expect(out.text()).not.toContain('key-in-error');
  });

  it('writes readable lines in the pretty format, without secrets either', () => {
    const out = capture();
    createLogger({ level: 'info', format: 'pretty' }, out.stream).warn(SECRETS, 'signing in');
    const text = out.text();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: signing in/);
    expect(() => JSON.parse(text)).toThrow();
    expect(text).not.toContain('Hunter2');
    expect(text).not.toContain('secret-jwt');
  });

  it('is pretty on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(wantsPrettyLogs(undefined, true)).toBe(true);
    expect(wantsPrettyLogs(undefined, false)).toBe(false);
    expect(wantsPrettyLogs('json', true)).toBe(false);
    expect(wantsPrettyLogs('pretty', false)).toBe(true);
  });
});
