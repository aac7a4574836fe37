import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';

/** A side navigation line's icon and label: the same for a screen's tab and for an action among the tabs. */
export function SideNavItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <ListItemIcon sx={{ minWidth: 38 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 15 } } }} />
    </>
  );
}
