/** 2026-01-01T00:00:00Z: display numbers count seconds from here. */
const EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * Where a simulator's order sequence starts: the seconds since 2026 at its start. A restarted
 * simulator starts past every number the earlier run gave out (unless it sent more than one order
 * a second), so its display numbers never repeat on the board.
 */
export function displaySequenceStart(now = Date.now()): number {
  return Math.max(0, Math.floor((now - EPOCH_MS) / 1000));
}
