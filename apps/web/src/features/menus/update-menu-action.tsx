import ListItemButton from '@mui/material/ListItemButton';
import { Role } from '@orderdesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../components/icons';
import { SideNavItemContent } from '../../components/side-nav-item-content';
import { useSession } from '../auth';

// The confirm dialog and the menu calls load when the item is first used, not with the board.
const UpdateMenuConfirm = lazy(() =>
  import('./update-menu-confirm').then((m) => ({ default: m.UpdateMenuConfirm })),
);

/**
 * The drawer's `updateMenu` (docs/product.md §6) for managers and operators: the menu goes to every enabled
 * connection again; a manager's is first read from r_keeper anew (an operator may publish, not import).
 */
export function UpdateMenuDrawerItem() {
  const { t } = useTranslation();
  const { role, profile } = useSession();
  const venueId = profile?.venueId ?? 0;
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that closing it animates.
  const [used, setUsed] = useState(false);
  if (!venueId || (role !== Role.MANAGER && role !== Role.OPERATOR)) return null;

  return (
    <>
      <ListItemButton
        onClick={() => {
          setOpen(true);
          setUsed(true);
        }}
        data-testid="drawer-update-menu"
      >
        <SideNavItemContent icon={<RefreshIcon />} label={t('menus.update.label')} />
      </ListItemButton>
      {used && (
        <Suspense fallback={null}>
          <UpdateMenuConfirm venueId={venueId} role={role} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
