import Drawer from '@mui/material/Drawer';
import type { CSSObject, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, type ReactNode } from 'react';
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
  // A screen that widens past the docking width with the menu open (a tablet turned on its side) has
  // the docked drawer instead: the menu closes, or it would stay an unseen modal, the page behind it
  // locked from scrolling and hidden from a screen reader.
  const docked = useMediaQuery((theme: Theme) => theme.breakpoints.up(dockFrom), { noSsr: true });
  useEffect(() => {
    if (open && docked) onClose();
  }, [open, docked, onClose]);
  return (
    <Drawer
      variant="temporary"
      open={open && !docked}
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
