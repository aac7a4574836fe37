import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { can, Permission, PLATFORM_DISPLAY_NAMES, Role } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSession } from '../auth';
import { useDownloadMenu, usePublishMenu } from './menu-api';

/**
 * The drawer's `updateMenu` (spec §6) for managers and operators: the menu goes to every enabled
 * connection again; a manager's is first read from r_keeper anew (an operator may publish, not import).
 */
export function UpdateMenuDrawerItem() {
  const { t } = useTranslation();
  const { role, profile } = useSession();
  const venueId = profile?.venueId ?? 0;
  const download = useDownloadMenu(venueId);
  const publish = usePublishMenu(venueId);
  const [open, setOpen] = useState(false);
  if (!venueId || (role !== Role.MANAGER && role !== Role.OPERATOR)) return null;
  const reads = can(role, Permission.VENUES_SETTINGS);
  const busy = download.isPending || publish.isPending;

  const run = async () => {
    try {
      if (reads) await download.mutateAsync();
      const result = await publish.mutateAsync();
      for (const c of result.connections)
        if (c.refusal) toast.warning(`${PLATFORM_DISPLAY_NAMES[c.platform]}: ${c.refusal}`);
      if (result.connections.some((c) => c.publishId !== null)) toast.success(t('menus.preview.started'));
    } catch {
      // The API client has shown the error.
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <ListItemButton onClick={() => setOpen(true)} disabled={busy} data-testid="drawer-update-menu">
        <ListItemText primary={t('menus.update.label')} />
      </ListItemButton>
      <ConfirmDialog
        open={open}
        busy={busy}
        title={t('menus.update.title')}
        message={reads ? t('menus.update.messageWithImport') : t('menus.update.message')}
        onCancel={() => setOpen(false)}
        onConfirm={() => void run()}
      />
    </>
  );
}
