import { describe, expect, it } from 'vitest';
import { readyByOf } from './ready-by';

const accepted = '2026-01-10T21:18:00.000Z';
const order = (over: Partial<Parameters<typeof readyByOf>[0]> = {}) => ({
  statusId: 2,
  acceptedAt: accepted,
  adjustedTimeInMinutes: 20,
  ...over,
});
const at = (iso: string) => Date.parse(iso);

describe('readyByOf', () => {
  it('is accepted-at plus the cooking time', () => {
    expect(readyByOf(order(), at('2026-01-10T21:20:00Z'))).toEqual({
      at: '2026-01-10T21:38:00.000Z',
      level: 'ok',
    });
  });

  it('turns soon in the last five minutes and late once passed', () => {
    expect(readyByOf(order(), at('2026-01-10T21:33:00Z'))?.level).toBe('ok');
    expect(readyByOf(order(), at('2026-01-10T21:33:01Z'))?.level).toBe('soon');
    expect(readyByOf(order(), at('2026-01-10T21:38:00Z'))?.level).toBe('soon');
    expect(readyByOf(order(), at('2026-01-10T21:38:01Z'))?.level).toBe('late');
  });

  it('is only for an order in production with an accept time and a cooking time', () => {
    const now = at('2026-01-10T21:20:00Z');
    for (const statusId of [1, 3, 10, 11]) expect(readyByOf(order({ statusId }), now)).toBeNull();
    expect(readyByOf(order({ acceptedAt: null }), now)).toBeNull();
    expect(readyByOf(order({ adjustedTimeInMinutes: null }), now)).toBeNull();
    expect(readyByOf(order({ acceptedAt: 'not a date' }), now)).toBeNull();
  });
});
