import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Sizes as strings: in `sx` a bare 1 is 100% and a bare -1 one spacing unit. Positioned, so put it in a
// positioned box (a table cell, a card) where it must not widen a phone's page.
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers and voice control only: not drawn, but read and part of a control's name. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
