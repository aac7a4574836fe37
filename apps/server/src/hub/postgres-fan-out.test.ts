import { describe, expect, it } from 'vitest';
import { mayStayLocal, nextAloneSince, onlyListenerIs, type AloneWatchState } from './postgres-fan-out';

const AFTER = 60_000;

function state(overrides: Partial<AloneWatchState>): AloneWatchState {
  return {
    peers: 0,
    listening: true,
    aloneSince: 0,
    lastTick: 100_000,
    now: 100_200,
    aloneInDatabaseAt: null,
    ...overrides,
  };
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

describe('alone by what the database shows', () => {
  const justStarted = { aloneSince: 99_700 };

  it('stays local before the minute when the database showed no other listener a moment ago', () => {
    expect(mayStayLocal(state(justStarted), AFTER)).toBe(false);
    expect(mayStayLocal(state({ ...justStarted, aloneInDatabaseAt: 99_900 }), AFTER)).toBe(true);
  });

  it('publishes when that look is older than a pause, or an instance is heard since, or after a pause', () => {
    expect(mayStayLocal(state({ ...justStarted, aloneInDatabaseAt: 97_000 }), AFTER)).toBe(false);
    expect(mayStayLocal(state({ ...justStarted, aloneInDatabaseAt: 99_900, peers: 1 }), AFTER)).toBe(false);
    expect(mayStayLocal(state({ ...justStarted, aloneInDatabaseAt: 99_900, listening: false }), AFTER)).toBe(
      false,
    );
    expect(
      mayStayLocal(
        state({ ...justStarted, aloneInDatabaseAt: 102_900, lastTick: 100_000, now: 103_000 }),
        AFTER,
      ),
    ).toBe(false);
  });

  it("counts only this instance's own LISTEN connection, seen, as alone", () => {
    expect(onlyListenerIs(42, [42])).toBe(true);
    expect(onlyListenerIs(42, [42, 43])).toBe(false);
    // Its own not among them: the database does not show statements (track_activities off).
    expect(onlyListenerIs(42, [])).toBe(false);
    expect(onlyListenerIs(42, [43])).toBe(false);
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
