import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { can, Permission, platformCapabilities, type TMenuNode } from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { SoldOutDialog } from '../../components/sold-out-dialog';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useSession } from '../auth';
import { menuConnections, useMenu } from './menu-api';
import { MenuConnectionEditor } from './menu-connection-editor';
import { MenuHeaderActions } from './menu-header-actions';
import { MenuItemEditor } from './menu-item-editor';
import { MenuStatusPanel } from './menu-status-panel';
import { PublishDialog } from './publish-dialog';
import { useMenuDrafts } from './use-menu-drafts';
import { useMenuImport } from './use-menu-import';
import { useNewerMenu } from './use-newer-menu';

/** The venue's menu screen: a tree per platform connection with switches, import, preview and publish. */
export function MenuScreen({ venueId, venuePath }: { venueId: number; venuePath: string }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const { role } = useSession();
  const canEdit = role !== undefined && can(role, Permission.VENUES_SETTINGS);
  const canOperate = role !== undefined && can(role, Permission.VENUES_OPERATE);
  const menu = useMenu(venueId);
  const drafts = useMenuDrafts(venueId, menu.data);
  const importer = useMenuImport(venueId, drafts.discard);
  const newer = useNewerMenu(menu.data?.menuVersion);
  const [tab, setTab] = useState(0);
  const [publishing, setPublishing] = useState(false);
  const [editing, setEditing] = useState<TMenuNode | null>(null);
  const [soldOut, setSoldOut] = useState<TMenuNode | null>(null);
  const connections = useMemo(() => (menu.data ? menuConnections(menu.data) : []), [menu.data]);
  const current = connections[Math.min(tab, Math.max(0, connections.length - 1))];
  const imported = menu.data?.importedAt;

  const subtitle = imported
    ? t(menu.data?.source === 'file' ? 'menus.subtitleFile' : 'menus.subtitleRk', {
        version: menu.data?.menuVersion,
        at: format.dateTime(imported),
      })
    : undefined;
  const actions = (
    <MenuHeaderActions
      venuePath={venuePath}
      importer={canEdit ? importer : null}
      publish={
        canOperate
          ? { onClick: () => setPublishing(true), imported: Boolean(imported), unsaved: drafts.unsaved }
          : null
      }
    />
  );

  return (
    <Box data-testid="menu-screen">
      <PageHeader title={t('menus.title')} {...(subtitle ? { subtitle } : {})} actions={actions} />
      {menu.isPending && <CircularProgress />}
      {menu.isError && <Alert severity="error">{t('menus.loadFailed')}</Alert>}
      {newer && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void menu.refetch()}>
              {t('menus.reload')}
            </Button>
          }
          data-testid="menu-newer"
        >
          {t('menus.newer')}
        </Alert>
      )}
      {menu.data && !imported && (
        <EmptyState title={t('menus.emptyTitle')} description={t('menus.emptyText')} />
      )}
      {imported && connections.length === 0 && (
        <EmptyState title={t('menus.noConnectionsTitle')} description={t('menus.noConnectionsText')} />
      )}
      {menu.data && imported && current && (
        <MenuConnectionEditor
          menu={menu.data}
          connections={connections}
          current={current}
          onTab={setTab}
          drafts={drafts}
          onEdit={canEdit ? setEditing : undefined}
          onSoldOut={canOperate ? setSoldOut : undefined}
        />
      )}
      <MenuStatusPanel venueId={venueId} />
      {editing && current && (
        <MenuItemEditor
          node={editing}
          withDiscount={platformCapabilities(current.platform).menuDiscounts}
          saving={drafts.saving}
          onCancel={() => setEditing(null)}
          onSave={(change) =>
            void drafts
              .saveItem(current.instanceId, change)
              .then((saved) => saved && setEditing(null))
              .catch(() => undefined)
          }
        />
      )}
      {soldOut && <SoldOutDialog venueId={venueId} node={soldOut} onClose={() => setSoldOut(null)} />}
      {publishing && <PublishDialog venueId={venueId} open onClose={() => setPublishing(false)} />}
    </Box>
  );
}
