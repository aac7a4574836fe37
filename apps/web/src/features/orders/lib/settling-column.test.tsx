import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsMoved, pressedWhileSettling, SETTLE_MS, useSettlingColumn } from './settling-column';

describe('cardsMoved', () => {
  it('says a card shown moved when one comes before it or one before it leaves', () => {
    expect(cardsMoved('3,2,1', '4,3,2,1')).toBe(true);
    expect(cardsMoved('3,2,1', '3,1')).toBe(true);
    expect(cardsMoved('3,2,1', '1,2,3')).toBe(true);
  });

  it('moves nothing when cards only join or leave after the last that stays (oldest first, Load more), or the column was or becomes empty', () => {
    expect(cardsMoved('1,2', '1,2,3')).toBe(false);
    expect(cardsMoved('1,2,3', '1,2')).toBe(false);
    expect(cardsMoved('', '1')).toBe(false);
    expect(cardsMoved('1', '')).toBe(false);
    expect(cardsMoved('1,2', '1,2')).toBe(false);
    expect(cardsMoved('1', '12')).toBe(true);
  });
});

describe('pressedWhileSettling', () => {
  it('holds back a press within the moment after the cards moved, and only then', () => {
    expect(pressedWhileSettling(null, 1_000)).toBe(false);
    expect(pressedWhileSettling(1_000, 1_000)).toBe(true);
    expect(pressedWhileSettling(1_000, 1_000 + SETTLE_MS - 1)).toBe(true);
    expect(pressedWhileSettling(1_000, 1_000 + SETTLE_MS)).toBe(false);
  });
});

/** A column of order buttons, in the order given, that counts the taps each one took. */
function Column({ ids, taps, mode = 'popup' }: { ids: number[]; taps: number[]; mode?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const settle = useSettlingColumn(ref, ids.join(','), mode);
  return (
    <div
      ref={ref}
      data-testid="cards"
      aria-disabled={settle.settling || undefined}
      data-ignored={settle.ignoredOrderId ?? undefined}
      onPointerDownCapture={settle.onPointerDownCapture}
      onMouseDownCapture={settle.onMouseDownCapture}
      onClickCapture={settle.onClickCapture}
    >
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          data-order-id={id}
          onMouseDown={() => taps.push(-id)}
          onClick={() => taps.push(id)}
        >
          Accept {id}
        </button>
      ))}
    </div>
  );
}

/** A tap as a finger makes it: a press, then the click. */
function tap(button: HTMLElement) {
  fireEvent.pointerDown(button);
  fireEvent.mouseDown(button);
  fireEvent.click(button, { detail: 1 });
}

describe('useSettlingColumn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets the first cards be tapped at once, keeps a tap off a card that has just moved, and lets it through once they settled', () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const taps: number[] = [];
    const { rerender } = render(<Column ids={[1]} taps={taps} />);
    tap(screen.getByRole('button', { name: 'Accept 1' }));
    expect(taps).toEqual([-1, 1]);

    // Order 2 arrives on top: where Accept 1 was, Accept 2 is now.
    rerender(<Column ids={[2, 1]} taps={taps} />);
    expect(screen.getByTestId('cards').getAttribute('aria-disabled')).toBe('true');
    now += 200;
    tap(screen.getByRole('button', { name: 'Accept 2' }));
    // Neither pressed (no focus, no ripple) nor clicked.
    expect(taps).toEqual([-1, 1]);
    expect(screen.getByTestId('cards').getAttribute('data-ignored')).toBe('2');

    now += SETTLE_MS;
    tap(screen.getByRole('button', { name: 'Accept 2' }));
    expect(taps).toEqual([-1, 1, -2, 2]);
  });

  it('lets a click from the keyboard through while the cards settle', () => {
    const now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const taps: number[] = [];
    const { rerender } = render(<Column ids={[1]} taps={taps} />);
    rerender(<Column ids={[2, 1]} taps={taps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept 1' }), { detail: 0 });
    expect(taps).toEqual([1]);
  });

  it('stops reading as disabled once the cards settled', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<Column ids={[1]} taps={[]} />);
      rerender(<Column ids={[2, 1]} taps={[]} />);
      expect(screen.getByTestId('cards').getAttribute('aria-disabled')).toBe('true');
      await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS));
      expect(screen.getByTestId('cards').getAttribute('aria-disabled')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('a card that changes height', () => {
    /** The ResizeObserver of the column: reports each card's height as the test says. */
    let report: ((heights: Record<number, number>) => void) | undefined;
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          private readonly cards: Element[] = [];
          constructor(callback: ResizeObserverCallback) {
            report = (heights) =>
              callback(
                this.cards.map(
                  (target) =>
                    ({
                      target,
                      borderBoxSize: [
                        { blockSize: heights[Number(target.getAttribute('data-order-id'))] ?? 100 },
                      ],
                    }) as unknown as ResizeObserverEntry,
                ),
                this as unknown as ResizeObserver,
              );
          }
          observe(card: Element) {
            this.cards.push(card);
          }
          disconnect() {}
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    const settling = () => screen.getByTestId('cards').getAttribute('aria-disabled') === 'true';

    it('moves the cards after it: they settle', () => {
      render(<Column ids={[2, 1]} taps={[]} />);
      act(() => report!({ 2: 100, 1: 100 }));
      expect(settling()).toBe(false);
      act(() => report!({ 2: 140, 1: 100 }));
      expect(settling()).toBe(true);
    });

    it('because the user chose another card mode, or turned the tablet, moves nothing they did not ask for', () => {
      const { rerender } = render(<Column ids={[2, 1]} taps={[]} mode="popup" />);
      act(() => report!({ 2: 100, 1: 100 }));
      rerender(<Column ids={[2, 1]} taps={[]} mode="expanded" />);
      act(() => report!({ 2: 300, 1: 280 }));
      expect(settling()).toBe(false);

      const width = window.innerWidth;
      vi.stubGlobal('innerWidth', width + 200);
      act(() => report!({ 2: 200, 1: 180 }));
      expect(settling()).toBe(false);
    });
  });
});
