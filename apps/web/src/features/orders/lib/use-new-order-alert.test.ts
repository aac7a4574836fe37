import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_REPEAT_MS, useNewOrderAlert, type SoundPort } from './use-new-order-alert';

function fakeSound(initial: 'running' | 'blocked' = 'running') {
  let state: 'running' | 'blocked' | 'unavailable' = initial;
  const listeners = new Set<() => void>();
  const port: SoundPort = {
    play: vi.fn(),
    permission: () => state,
    unlock: vi.fn(async () => {
      state = 'running';
      listeners.forEach((l) => l());
      return true;
    }),
    onPermissionChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return port;
}

function setup(enabled = true, sound = fakeSound()) {
  const hook = renderHook(({ ids }: { ids: number[] | undefined }) => useNewOrderAlert(ids, enabled, sound), {
    initialProps: { ids: undefined as number[] | undefined },
  });
  return { sound, hook, rerender: (ids: number[] | undefined) => hook.rerender({ ids }) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('new order sound', () => {
  it('stays silent for the orders already there when the board opens', () => {
    const { sound, rerender } = setup();
    rerender([1, 2]);
    expect(sound.play).not.toHaveBeenCalled();
  });

  it('plays when a new incoming order appears and repeats until someone touches the board', () => {
    const { sound, rerender, hook } = setup();
    rerender([1, 2]);
    rerender([3, 1, 2]);
    expect(sound.play).toHaveBeenCalledTimes(1);
    expect(hook.result.current.ringing).toBe(true);
    act(() => void vi.advanceTimersByTime(ALERT_REPEAT_MS * 2));
    expect(sound.play).toHaveBeenCalledTimes(3);

    act(() => void fireEvent.pointerDown(document.body));
    expect(hook.result.current.ringing).toBe(false);
    act(() => void vi.advanceTimersByTime(ALERT_REPEAT_MS * 3));
    expect(sound.play).toHaveBeenCalledTimes(3);
  });

  it('stays silent when the setting is off', () => {
    const { sound, rerender, hook } = setup(false, fakeSound('blocked'));
    rerender([1]);
    rerender([2, 1]);
    expect(sound.play).not.toHaveBeenCalled();
    expect(hook.result.current.blocked).toBe(false);
  });

  it('says when the browser blocks sound, and Turn on sound lifts it', async () => {
    const { sound, hook } = setup(true, fakeSound('blocked'));
    expect(hook.result.current.blocked).toBe(true);
    await act(async () => hook.result.current.enableSound());
    expect(sound.unlock).toHaveBeenCalled();
    expect(hook.result.current.blocked).toBe(false);
    expect(sound.play).toHaveBeenCalledTimes(1);
  });
});
