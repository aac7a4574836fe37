import { useEffect } from 'react';

/**
 * While `element` lies over the page at the window's foot, the page keeps that much room at the foot
 * for whatever it scrolls into view: a control the keyboard moves to under it is scrolled to above it,
 * not left hidden (WCAG 2.4.11, focus not obscured). `gapPx`: room besides its own height (how far
 * above the foot it sits, and a margin). Without a ResizeObserver (tests), nothing.
 */
export function useScrollPaddingBelow(element: HTMLElement | null, gapPx = 16): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const keepRoom = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + gapPx}px`;
    };
    keepRoom();
    const observer = new ResizeObserver(keepRoom);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [element, gapPx]);
}
