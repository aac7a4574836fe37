import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/observability/redact-secrets';

const SECRET = new Set(['password', 'token', 'authorization']);

describe('secrets kept out of a logged object', () => {
  it('replaces a secret at each of the first three levels, and leaves the fourth', () => {
    const logged = {
      password: 'p1',
      body: { password: 'p2', userName: 'anna' },
      instance: { nested: { token: 't3', name: 'kept' } },
      deep: { a: { b: { token: 'level four' } } },
    };
    expect(redactSecrets(logged, SECRET)).toEqual({
      password: '[redacted]',
      body: { password: '[redacted]', userName: 'anna' },
      instance: { nested: { token: '[redacted]', name: 'kept' } },
      deep: { a: { b: { token: 'level four' } } },
    });
    expect(logged.body.password).toBe('p2');
  });

  it("counts an array's items as a level and hides a secret object whole", () => {
    expect(
      redactSecrets({ calls: [{ authorization: 'Basic x' }, { url: '/a' }], token: { a: 1 } }, SECRET),
    ).toEqual({ calls: [{ authorization: '[redacted]' }, { url: '/a' }], token: '[redacted]' });
  });

  it('returns the very object when there is no secret in it', () => {
    const line = { req: { method: 'GET', url: '/api/orders' }, res: { statusCode: 200 } };
    expect(redactSecrets(line, SECRET)).toBe(line);
  });

  it('keeps an error an error, with its message and stack', () => {
    const cause = new Error('socket hang up');
    const error = Object.assign(new TypeError('cash server refused', { cause }), { password: 'p' });
    const redacted = redactSecrets({ err: error }, SECRET).err;
    expect(redacted).toBeInstanceOf(TypeError);
    expect(redacted.message).toBe('cash server refused');
    expect(redacted.stack).toBe(error.stack);
    expect(redacted.cause).toBe(cause);
    expect(redacted.password).toBe('[redacted]');
    expect(error.password).toBe('p');
  });
});
