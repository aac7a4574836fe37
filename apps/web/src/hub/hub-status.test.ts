import { afterEach, describe, expect, it } from 'vitest';
import { getHubLiveness, noteHubUpdate, setHubStatus } from './hub-status';

afterEach(() => setHubStatus('idle'));

describe('hub liveness', () => {
  it('keeps the last update while the connection is lost, and since when it is lost', () => {
    setHubStatus('connecting', 1_000);
    expect(getHubLiveness()).toEqual({ status: 'connecting', lastUpdateAt: null, lostAt: null });
    setHubStatus('live', 2_000);
    noteHubUpdate(5_000);
    expect(getHubLiveness()).toEqual({ status: 'live', lastUpdateAt: 5_000, lostAt: null });
    setHubStatus('reconnecting', 9_000);
    // Each failed attempt to come back leaves the moment of the loss as it was.
    setHubStatus('reconnecting', 12_000);
    noteHubUpdate(12_500);
    expect(getHubLiveness()).toEqual({ status: 'reconnecting', lastUpdateAt: 5_000, lostAt: 9_000 });
    setHubStatus('live', 13_000);
    expect(getHubLiveness()).toEqual({ status: 'live', lastUpdateAt: 13_000, lostAt: null });
    setHubStatus('idle');
    expect(getHubLiveness()).toEqual({ status: 'idle', lastUpdateAt: null, lostAt: null });
  });
});
