import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEventHandler,
  type PointerEventHandler,
  type RefObject,
  type TouchEventHandler,
} from 'react';

/**
 * How long a column's cards stay out of reach of a tap after they moved. A finger already on its way
 * when a card moves (a new order at the top, an order leaving, a card growing a line) lands within
 * about half a second, on whatever now stands where the card was.
 */
export const SETTLE_MS = 500;

/** How long the card a tap was kept from stays outlined, so the cook sees why nothing happened. */
export const IGNORED_FLASH_MS = 900;

/**
 * Whether going from the cards `before` to the cards `after` (their ids in order, comma-separated)
 * moves a card that stays shown: not when cards only join or leave after the last one that stays
 * (oldest first, Load more), nor when the column was or becomes empty.
 */
export function cardsMoved(before: string, after: string): boolean {
  const isStartOf = (head: string, list: string) =>
    head === '' || list === head || list.startsWith(`${head},`);
  return !isStartOf(before, after) && !isStartOf(after, before);
}

/**
 * Whether a press at `pressedAt` falls within the moment the cards last moved (`movedAt`, null:
 * they have not moved since they first showed).
 */
export function pressedWhileSettling(movedAt: number | null, pressedAt: number): boolean {
  return movedAt !== null && pressedAt - movedAt >= 0 && pressedAt - movedAt < SETTLE_MS;
}

/**
 * Keeps a tap from landing on a card that has just moved. The hold (column-hold.ts) stops new orders
 * moving the cards while a finger is down; this covers the moment before: a tap whose press comes
 * within `SETTLE_MS` of the cards moving does nothing, and the card it landed on is outlined.
 *
 * `layoutKey` lists the ids of the cards shown, in order (null while the column has no orders
 * loaded): a card that comes before others or leaves from before others moves them (`cardsMoved`);
 * a card changing size (the cards below it move) is seen by a ResizeObserver. The first cards a
 * column shows are not a move, nor are cards reflowing because the window changed size or the user
 * chose another card mode: the user did that, and sees it.
 *
 * While settling, the list is `aria-disabled`: its buttons read as disabled for that moment, and
 * so does a test driver that waits for a control to be enabled. A click from the keyboard (no
 * press) always goes through: it acts on the focused button, wherever it moved.
 */
export function useSettlingColumn(
  listRef: RefObject<HTMLElement | null>,
  layoutKey: string | null,
  /** Changes when the user changes how cards look (their mode, the font size): they reflow, not move. */
  reflowKey: string,
) {
  const movedAt = useRef<number | null>(null);
  const ignoreClick = useRef(false);
  const [settling, setSettling] = useState(false);
  const [ignoredOrderId, setIgnoredOrderId] = useState<string | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shownKey = useRef<string | null>(null);
  const reflowing = useRef(false);

  const moved = useCallback(() => {
    movedAt.current = performance.now();
    setSettling(true);
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => setSettling(false), SETTLE_MS);
  }, []);

  useLayoutEffect(() => {
    if (layoutKey === null) return;
    const before = shownKey.current;
    shownKey.current = layoutKey;
    if (before !== null && cardsMoved(before, layoutKey)) moved();
  }, [layoutKey, moved]);

  useLayoutEffect(() => {
    reflowing.current = true;
  }, [reflowKey]);

  // A card that changes height moves every card after it.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const heights = new WeakMap<Element, number>();
    let windowSize = `${window.innerWidth}x${window.innerHeight}`;
    const observer = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        const before = heights.get(entry.target);
        heights.set(entry.target, height);
        if (before !== undefined && Math.abs(before - height) >= 1) changed = true;
      }
      // A window resized (a tablet turned) reflows every card, as does another card mode: the user
      // did that, and sees it.
      const resized = windowSize !== `${window.innerWidth}x${window.innerHeight}`;
      windowSize = `${window.innerWidth}x${window.innerHeight}`;
      if (changed && !resized && !reflowing.current) moved();
      reflowing.current = false;
    });
    for (const card of list.querySelectorAll('[data-order-id]')) observer.observe(card);
    return () => observer.disconnect();
  }, [listRef, layoutKey, moved]);

  useEffect(
    () => () => {
      clearTimeout(settleTimer.current);
      clearTimeout(flashTimer.current);
    },
    [],
  );

  const onPointerDownCapture = useCallback<PointerEventHandler>((event) => {
    ignoreClick.current = pressedWhileSettling(movedAt.current, performance.now());
    if (!ignoreClick.current) return;
    const card = (event.target as Element).closest('[data-order-id]');
    clearTimeout(flashTimer.current);
    setIgnoredOrderId(card?.getAttribute('data-order-id') ?? null);
    flashTimer.current = setTimeout(() => setIgnoredOrderId(null), IGNORED_FLASH_MS);
  }, []);

  // A kept-back press neither focuses the button it fell on nor starts its ripple: it was not taken.
  const onMouseDownCapture = useCallback<MouseEventHandler>((event) => {
    if (!ignoreClick.current) return;
    event.preventDefault();
    event.stopPropagation();
  }, []);
  const onTouchStartCapture = useCallback<TouchEventHandler>((event) => {
    if (ignoreClick.current) event.stopPropagation();
  }, []);

  const onClickCapture = useCallback<MouseEventHandler>((event) => {
    // detail is 0 for a click made with the keyboard.
    if (!ignoreClick.current || event.detail === 0) return;
    ignoreClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    settling,
    ignoredOrderId,
    onPointerDownCapture,
    onMouseDownCapture,
    onTouchStartCapture,
    onClickCapture,
  };
}
