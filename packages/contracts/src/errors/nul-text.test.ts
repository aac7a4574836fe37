import { describe, expect, it } from 'vitest';
import { mayHoldNul, nulPath } from './nul-text';

describe('nulPath', () => {
  it('names the first string or key holding a NUL, and nothing for clean values', () => {
    expect(nulPath({ a: 'x', b: [1, 'ok', { c: 'bad\u0000' }] })).toBe('b.2.c');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulPath('\u0000')).toBe('body');
    expect(nulPath({ a: 'x', b: [null, true, 3.5, { c: 'fine' }] })).toBeUndefined();
  });

  it('is only worth running on JSON text carrying the escape', () => {
    expect(mayHoldNul(JSON.stringify({ a: 'x\u0000' }))).toBe(true);
    expect(mayHoldNul(JSON.stringify({ a: 'x' }))).toBe(false);
  });
});
