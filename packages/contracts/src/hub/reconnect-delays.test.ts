import { describe, expect, it } from 'vitest';
import { RECONNECT_DELAYS_MS, reconnectDelay } from './reconnect-delays';

describe('reconnect delays', () => {
  it('starts at 1000 ms, grows by 1.3 and has 31 values', () => {
    expect(RECONNECT_DELAYS_MS).toHaveLength(31);
    expect(RECONNECT_DELAYS_MS.slice(0, 6)).toEqual([1000, 1300, 1690, 2197, 2856, 3713]);
    expect(RECONNECT_DELAYS_MS[10]).toBe(13786);
    // 1000 x 1.3^30 = 2 619 995.64 ms
    expect(RECONNECT_DELAYS_MS[30]).toBe(2619996);
  });

  it('holds whole milliseconds within half a millisecond of the exact series', () => {
    RECONNECT_DELAYS_MS.forEach((d, n) => {
      expect(Number.isInteger(d)).toBe(true);
      expect(Math.abs(d - 1000 * 1.3 ** n)).toBeLessThanOrEqual(0.5);
    });
  });

  it('gives the delay per attempt and null after the series', () => {
    expect(reconnectDelay(0)).toBe(1000);
    expect(reconnectDelay(1)).toBe(1300);
    expect(reconnectDelay(30)).toBe(2619996);
    expect(reconnectDelay(31)).toBeNull();
    expect(reconnectDelay(-1)).toBeNull();
    expect(reconnectDelay(1.5)).toBeNull();
  });
});
