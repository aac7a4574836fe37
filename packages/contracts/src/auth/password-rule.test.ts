import { describe, expect, it } from 'vitest';
import { ZPassword } from './password-rule';

function messages(value: string): string[] {
  const result = ZPassword.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('password rule', () => {
  it('accepts 8+ characters with a letter and a digit', () => {
    for (const ok of ['abcdefg1', 'Admin-pass-1234', 'ž1234567', '        a1'])
      expect(messages(ok)).toEqual([]);
  });

  it('names every broken part of the rule', () => {
    expect(messages('abc1')).toEqual(['Password must be at least 8 characters']);
    expect(messages('abcdefgh')).toEqual(['Password must contain a digit']);
    expect(messages('12345678')).toEqual(['Password must contain a letter']);
    expect(messages('')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain a letter',
      'Password must contain a digit',
    ]);
    expect(messages(`a1${'x'.repeat(199)}`)).toEqual(['Password may be at most 200 characters']);
  });
});
