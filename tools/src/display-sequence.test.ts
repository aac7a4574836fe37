import { describe, expect, it } from 'vitest';
import { displaySequenceStart } from './display-sequence';

describe('display numbers of the simulated platforms', () => {
  it('start past the earlier run after a restart, for up to one order a second', () => {
    const firstStart = Date.UTC(2026, 10, 26, 20, 0, 0);
    const first = displaySequenceStart(firstStart);
    // The first run sends 300 orders in 10 minutes, then the simulator is restarted.
    const lastOfFirstRun = first + 300;
    const second = displaySequenceStart(firstStart + 10 * 60_000);
    expect(second + 1).toBeGreaterThan(lastOfFirstRun);
  });
});
