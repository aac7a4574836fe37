import { describe, expect, it } from 'vitest';
import {
  acceptanceWindowSeconds,
  formatWait,
  incomingAlertKeys,
  waitLevel,
  waitsForAcceptance,
} from './acceptance-window';
import { ORDER_STATUS_VALUES } from './order-status';

describe('acceptance window', () => {
  it('colours a wait against its platform window: ok, past half, past the window', () => {
    expect(waitLevel('wolt', 0)).toBe('ok');
    expect(waitLevel('wolt', 89)).toBe('ok');
    expect(waitLevel('wolt', 90)).toBe('soon');
    expect(waitLevel('wolt', 179)).toBe('soon');
    expect(waitLevel('wolt', 180)).toBe('late');
    expect(waitLevel('glovo', 180)).toBe('soon');
    expect(waitLevel('glovo', 300)).toBe('late');
    expect(acceptanceWindowSeconds('bolt')).toBe(480);
    expect(waitLevel('bolt', 239)).toBe('ok');
    expect(waitLevel('bolt', 240)).toBe('soon');
    expect(waitLevel('bolt', 479)).toBe('soon');
    expect(waitLevel('bolt', 480)).toBe('late');
    expect(acceptanceWindowSeconds('fudy')).toBe(300);
  });

  it('counts only orders waiting for an accept', () => {
    expect(ORDER_STATUS_VALUES.filter(waitsForAcceptance)).toEqual([1]);
  });

  it('writes a wait as m:ss, or h:mm:ss past an hour', () => {
    expect(formatWait(0)).toBe('0:00');
    expect(formatWait(65.9)).toBe('1:05');
    expect(formatWait(3600 + 61)).toBe('1:01:01');
    expect(formatWait(-5)).toBe('0:00');
  });
});

describe('incomingAlertKeys', () => {
  it('rings for each incoming order and again for one whose hand-over failed', () => {
    const good = { id: 7, statusId: 1, stateId: 1 };
    const bad = { id: 8, statusId: 1, stateId: 2 };
    const cooking = { id: 9, statusId: 2, stateId: 2 };
    expect(incomingAlertKeys([good, bad, cooking])).toEqual([7, 8, -8]);
    // The same order turning BAD adds a key the board has not seen: the sound plays again.
    expect(incomingAlertKeys([{ ...good, stateId: 2 }])).toContain(-7);
  });
});
