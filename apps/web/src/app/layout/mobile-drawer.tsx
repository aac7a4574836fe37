import Drawer from '@mui/material/Drawer';
import type { CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The side drawer of small screens, sliding over the page (loaded the first time it opens). */
export function MobileDrawer({
  open,
  onClose,
  paperSx,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The panel's look, shared with the docked drawer. */
  paperSx: CSSObject;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{
        display: { xs: 'block', md: 'none' },
        zIndex: (theme) => theme.zIndex.drawer + 2,
        '& .MuiDrawer-paper': paperSx,
      }}
    >
      {children}
    </Drawer>
  );
}
