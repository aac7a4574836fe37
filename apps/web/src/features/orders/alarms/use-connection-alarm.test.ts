import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHubStatus } from '../../../hub/hub-status';
import {
  CONNECTION_ALARM_AFTER_MS,
  CONNECTION_ALARM_REPEAT_MS,
  useConnectionAlarm,
} from './use-connection-alarm';

beforeEach(() => {
  vi.useFakeTimers();
  setHubStatus('connecting');
  setHubStatus('live');
});
afterEach(() => {
  setHubStatus('idle');
  vi.useRealTimers();
});

describe('the lost-connection alarm', () => {
  it('is silent for a short loss', () => {
    const play = vi.fn();
    renderHook(() => useConnectionAlarm(play));
    act(() => setHubStatus('reconnecting'));
    act(() => void vi.advanceTimersByTime(CONNECTION_ALARM_AFTER_MS - 1));
    act(() => setHubStatus('live'));
    act(() => void vi.advanceTimersByTime(CONNECTION_ALARM_AFTER_MS * 4));
    expect(play).not.toHaveBeenCalled();
  });

  it('sounds once the loss lasts 30 s, again every 30 s, and stops when the connection is back', () => {
    const play = vi.fn();
    renderHook(() => useConnectionAlarm(play));
    act(() => setHubStatus('reconnecting'));
    act(() => void vi.advanceTimersByTime(CONNECTION_ALARM_AFTER_MS));
    expect(play).toHaveBeenCalledTimes(1);
    // Failed attempts to come back do not restart the count.
    act(() => setHubStatus('reconnecting'));
    act(() => void vi.advanceTimersByTime(CONNECTION_ALARM_REPEAT_MS * 2));
    expect(play).toHaveBeenCalledTimes(3);
    act(() => setHubStatus('live'));
    act(() => void vi.advanceTimersByTime(CONNECTION_ALARM_REPEAT_MS * 3));
    expect(play).toHaveBeenCalledTimes(3);
  });
});
