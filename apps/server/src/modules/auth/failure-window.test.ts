import { describe, expect, it } from 'vitest';
import { createFailureWindow } from './failure-window';

describe('failure window', () => {
  it('blocks a key after the limit until its window ends, other keys untouched', () => {
    let now = 1_000;
    const window = createFailureWindow({ maxFailures: 3, windowMs: 60_000, now: () => now });
    window.fail('a');
    window.fail('a');
    expect(window.blockedForMs('a')).toBe(0);
    window.fail('a');
    expect(window.blockedForMs('a')).toBe(60_000);
    expect(window.blockedForMs('b')).toBe(0);
    now += 59_000;
    expect(window.blockedForMs('a')).toBe(1_000);
    now += 1_000;
    expect(window.blockedForMs('a')).toBe(0);
    window.fail('a');
    expect(window.blockedForMs('a')).toBe(0);
  });

  it('keeps its memory bounded, forgetting the oldest keys first', () => {
    const now = 0;
    const window = createFailureWindow({ maxFailures: 1, windowMs: 60_000, maxKeys: 3, now: () => now });
    for (const key of ['a', 'b', 'c', 'd']) window.fail(key);
    expect(['a', 'b', 'c', 'd'].map((k) => window.blockedForMs(k) > 0)).toEqual([false, true, true, true]);
  });
});
