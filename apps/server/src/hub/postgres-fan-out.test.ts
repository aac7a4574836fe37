import { describe, expect, it } from 'vitest';
import { mayStayLocal, nextAloneSince, type AloneWatchState } from './postgres-fan-out';

const AFTER = 60_000;

function state(overrides: Partial<AloneWatchState>): AloneWatchState {
  return { peers: 0, listening: true, aloneSince: 0, lastTick: 100_000, now: 100_200, ...overrides };
}

describe('whether a push may skip the other instances', () => {
  it('stays local once no other instance has been heard for the whole time, running and listening', () => {
    expect(mayStayLocal(state({}), AFTER)).toBe(true);
  });

  it('publishes while another instance is heard, before the time is up, or with LISTEN down', () => {
    expect(mayStayLocal(state({ peers: 1 }), AFTER)).toBe(false);
    expect(mayStayLocal(state({ aloneSince: 50_000 }), AFTER)).toBe(false);
    expect(mayStayLocal(state({ aloneSince: null }), AFTER)).toBe(false);
    expect(mayStayLocal(state({ listening: false }), AFTER)).toBe(false);
  });

  it('publishes right after this instance stood still: the others may be waiting unread', () => {
    expect(mayStayLocal(state({ lastTick: 100_000, now: 103_000 }), AFTER)).toBe(false);
  });
});

describe('counting the time alone', () => {
  it('keeps counting while nothing changes and starts at the first tick', () => {
    expect(nextAloneSince(state({ aloneSince: 10 }))).toBe(10);
    expect(nextAloneSince(state({ aloneSince: null }))).toBe(100_200);
  });

  it('stops at a heard instance or a closed LISTEN connection', () => {
    expect(nextAloneSince(state({ peers: 2 }))).toBeNull();
    expect(nextAloneSince(state({ listening: false }))).toBeNull();
  });

  it('starts again after a pause of this instance', () => {
    expect(nextAloneSince(state({ aloneSince: 10, lastTick: 100_000, now: 110_000 }))).toBe(110_000);
  });
});
