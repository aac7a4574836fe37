import '../../i18n/office-texts';
import { can, Permission, PLATFORM_DISPLAY_NAMES, type TRole } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../lib/toast';
import { useDownloadMenu, usePublishMenu } from './menu-api';

/** The drawer's menu update, confirmed: a manager's menu is read from r_keeper, then published. */
export function UpdateMenuConfirm({
  venueId,
  role,
  open,
  onClose,
}: {
  venueId: number;
  role: TRole;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const download = useDownloadMenu(venueId);
  const publish = usePublishMenu(venueId);
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
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t('menus.update.title')}
      message={reads ? t('menus.update.messageWithImport') : t('menus.update.message')}
      onCancel={onClose}
      onConfirm={() => void run()}
    />
  );
}
