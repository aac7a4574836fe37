import { describe, expect, it } from 'vitest';
import { shouldReloadForVersion } from './version';

describe('shouldReloadForVersion', () => {
  it('does nothing without a version meta tag', () => {
    expect(shouldReloadForVersion('1.0.0', null)).toBe(false);
    expect(shouldReloadForVersion(null, null)).toBe(false);
    expect(shouldReloadForVersion('1.0.0', '')).toBe(false);
  });

  it('reloads when the versions differ', () => {
    expect(shouldReloadForVersion('1.0.0', '1.0.1')).toBe(true);
    expect(shouldReloadForVersion(null, '1.0.1')).toBe(true);
  });

  it('does not reload for the same version', () => {
    expect(shouldReloadForVersion('1.0.1', '1.0.1')).toBe(false);
    expect(shouldReloadForVersion('1.0.1', ' 1.0.1 ')).toBe(false);
  });
});
