import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNewOrderAlert } from './use-new-order-alert';

function setup(enabled = true) {
  const play = vi.fn();
  const hook = renderHook(({ ids }: { ids: number[] | undefined }) => useNewOrderAlert(ids, enabled, play), {
    initialProps: { ids: undefined as number[] | undefined },
  });
  return { play, rerender: (ids: number[] | undefined) => hook.rerender({ ids }) };
}

describe('new order sound', () => {
  it('stays silent for the orders already there when the board opens', () => {
    const { play, rerender } = setup();
    rerender([1, 2]);
    expect(play).not.toHaveBeenCalled();
  });

  it('plays once when a new incoming order appears', () => {
    const { play, rerender } = setup();
    rerender([1, 2]);
    rerender([3, 1, 2]);
    rerender([1, 2]);
    expect(play).toHaveBeenCalledOnce();
  });

  it('stays silent when the setting is off', () => {
    const { play, rerender } = setup(false);
    rerender([1]);
    rerender([2, 1]);
    expect(play).not.toHaveBeenCalled();
  });
});
