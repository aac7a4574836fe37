import { FORCE_RELOAD_DELAY_MS } from '@orderdesk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../test/render';
import { resetForcedReload, scheduleForcedReload } from './force-reload';

afterEach(() => {
  resetForcedReload();
  vi.useRealTimers();
});

describe('ForceRefreshPage', () => {
  it('clears the cache and reloads once, after the spec delay', () => {
    vi.useFakeTimers();
    const queryClient = testQueryClient();
    queryClient.setQueryData(['x'], 1);
    const reload = vi.fn();
    expect(scheduleForcedReload(queryClient, reload)).toBe(true);
    expect(scheduleForcedReload(queryClient, reload)).toBe(false);
    vi.advanceTimersByTime(FORCE_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
  });
});
