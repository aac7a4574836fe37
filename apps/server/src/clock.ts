/**
 * The time the server's code reads. The app is built with one (the system's by default); tests build it
 * with a clock they move forward, so a timer falls due without waiting for it in real time.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The clock's time as stored in the database (ISO-8601 UTC text). */
export function clockIso(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}

/** The clock's time `ms` from now, as stored in the database. */
export function clockIsoIn(clock: Clock, ms: number): string {
  return new Date(clock.now() + ms).toISOString();
}

/** A clock that runs with the system's and can be moved forward (never back), for tests. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/**
 * Real time plus what it was moved forward by. Never behind the system's time, so rows a test stamps
 * with the system's time are never in this clock's future.
 */
export function movableClock(): MovableClock {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance(ms: number) {
      if (ms < 0) throw new Error('A clock only moves forward');
      ahead += ms;
    },
  };
}
