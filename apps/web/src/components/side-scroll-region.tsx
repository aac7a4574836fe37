import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Whether the box's content is wider than the box, looked at again whenever either changes size. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A box that scrolls sideways when what it holds is wider than the screen (a table on a phone). While
 * it does, it is a named region in the tab order, so a keyboard user can reach it and scroll it with
 * the arrow keys; while its content fits, it is a plain box and no tab stop.
 */
export function SideScrollRegion({
  label,
  children,
  sx,
}: {
  /** What the region holds, as its heading says it. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(ref);
  return (
    <Box
      ref={ref}
      sx={[{ overflowX: 'auto', width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      data-testid="side-scroll-region"
    >
      {children}
    </Box>
  );
}
