import Drawer from '@mui/material/Drawer';
import type { CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The side drawer of small screens and the boards, sliding over the page (loaded the first time it opens). */
export function MobileDrawer({
  open,
  onClose,
  paperSx,
  dockFrom = 'md',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The panel's look, shared with the docked drawer. */
  paperSx: CSSObject;
  /** The width from which the docked drawer takes over (wider on the boards). */
  dockFrom?: 'md' | 'lg';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // Over the page it is a modal dialog: named, so a screen reader says what opened.
      slotProps={{ paper: { 'aria-label': t('layout.menu') } }}
      sx={{
        display: { xs: 'block', [dockFrom]: 'none' },
        zIndex: (theme) => theme.zIndex.drawer + 2,
        '& .MuiDrawer-paper': paperSx,
      }}
    >
      {children}
    </Drawer>
  );
}
