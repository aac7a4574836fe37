import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNowEverySecond } from './use-now';

const START = Date.parse('2026-12-02T18:00:00Z');

function Clock({ id }: { id: string }) {
  const now = useNowEverySecond();
  return <span data-testid={id}>{(now - START) / 1000}</span>;
}

const seconds = (id: string) => Number(screen.getByTestId(id).textContent);

describe('useNowEverySecond', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('moves every clock on together, on one timer however many ask', () => {
    render(
      <>
        <Clock id="a" />
        <Clock id="b" />
        <Clock id="c" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect([seconds('a'), seconds('b'), seconds('c')]).toEqual([1, 1, 1]);
    act(() => vi.advanceTimersByTime(2000));
    expect([seconds('a'), seconds('b'), seconds('c')]).toEqual([3, 3, 3]);
  });

  it('stops the timer when the last clock goes, and starts it again for a new one', () => {
    const first = render(<Clock id="a" />);
    const second = render(<Clock id="b" />);
    first.unmount();
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds('b')).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);

    render(<Clock id="c" />);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds('c')).toBe(2);
  });
});
