import Box from '@mui/material/Box';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Slot {
  element: HTMLElement | null;
  mount(element: HTMLElement | null): void;
}

// Undefined outside a layout with a header (a screen rendered alone): what goes in the header is
// drawn where it stands.
const HeaderSlotContext = createContext<Slot | undefined>(undefined);

/** A selector for `sx` of the header around the slot: it applies while the slot holds something. */
export const WHILE_HEADER_SLOT_FILLED = '&:has([data-header-slot]:not(:empty))';

/** Holds the header's place for a state of the whole screen that a page, not the header, knows. */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [element, mount] = useState<HTMLElement | null>(null);
  const slot = useMemo(() => ({ element, mount }), [element]);
  return <HeaderSlotContext value={slot}>{children}</HeaderSlotContext>;
}

/** The header's place for it, between the header's links and the user menu. */
export function HeaderSlot() {
  const slot = use(HeaderSlotContext);
  return (
    <Box
      ref={slot?.mount}
      data-header-slot
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    />
  );
}

/**
 * Draws `children` in the header: always in view, and never over the page or moving it (a notice at
 * the page's top would push the board's cards down under a finger; one at the window's foot covers
 * the page's controls).
 */
export function InHeader({ children }: { children: ReactNode }) {
  const slot = use(HeaderSlotContext);
  if (slot === undefined) return children;
  return slot.element ? createPortal(children, slot.element) : null;
}
