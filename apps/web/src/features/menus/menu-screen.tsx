import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  applyMenuSwitch,
  can,
  countMenuSwitches,
  filterMenuTree,
  Permission,
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
  platformCapabilities,
  type TMenu,
  type TMenuInstance,
  type TMenuItemChange,
  type TMenuNode,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useSession } from '../auth';
import { menuVersionStore, useDownloadMenu, useMenu, useSaveMenu, useUploadMenuFile } from './menu-api';
import { MenuItemEditor } from './menu-item-editor';
import { MenuStatusPanel } from './menu-status-panel';
import { MenuTreeView } from './menu-tree-view';
import { PublishDialog } from './publish-dialog';
import { SoldOutDialog } from '../../components/sold-out-dialog';

interface Connection extends TMenuInstance {
  platform: TPlatformKind;
}

const INSTANCE_KEYS = {
  wolt: 'woltInstances',
  bolt: 'boltInstances',
  fudy: 'fudyInstances',
  glovo: 'glovoInstances',
} as const;

function connectionsOf(menu: TMenu): Connection[] {
  return PLATFORM_KINDS.flatMap((platform) => menu[INSTANCE_KEYS[platform]].map((i) => ({ ...i, platform })));
}

/** Switches made on the screen and not saved yet, per connection, in the order they were made. */
type Drafts = Record<number, { id: string; isEnabled: boolean }[]>;

/** Tells when another import (another tab, or the server on a schedule) holds a newer menu than shown. */
function useNewerMenu(shown: number | undefined): boolean {
  const [newest, setNewest] = useState(() => menuVersionStore.read('newMenuVersion'));
  useEffect(() => {
    const onStorage = () => setNewest(menuVersionStore.read('newMenuVersion'));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => setNewest(menuVersionStore.read('newMenuVersion')), [shown]);
  return shown !== undefined && newest > shown;
}

/** The venue's menu screen: a tree per platform connection with switches, import, preview and publish. */
export function MenuScreen({ venueId, venuePath }: { venueId: number; venuePath: string }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const { role } = useSession();
  const canEdit = role !== undefined && can(role, Permission.VENUES_SETTINGS);
  const canSellOut = role !== undefined && can(role, Permission.VENUES_OPERATE);
  const canPublish = role !== undefined && can(role, Permission.VENUES_OPERATE);
  const menu = useMenu(venueId);
  const download = useDownloadMenu(venueId);
  const upload = useUploadMenuFile(venueId);
  const save = useSaveMenu(venueId);
  const [tab, setTab] = useState(0);
  const [search, setSearch] = useState('');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [publishing, setPublishing] = useState(false);
  const [editing, setEditing] = useState<TMenuNode | null>(null);
  const [soldOut, setSoldOut] = useState<TMenuNode | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const newer = useNewerMenu(menu.data?.menuVersion);

  const connections = useMemo(() => (menu.data ? connectionsOf(menu.data) : []), [menu.data]);
  const current = connections[Math.min(tab, Math.max(0, connections.length - 1))];
  const tree = useMemo(() => {
    if (!current) return [] as TMenuNode[];
    return (drafts[current.instanceId] ?? []).reduce(
      (nodes, change) => applyMenuSwitch(nodes, change.id, change.isEnabled),
      current.children,
    );
  }, [current, drafts]);
  const shown = useMemo(() => filterMenuTree(tree, search), [tree, search]);
  const counts = countMenuSwitches(tree);
  const unsaved = Object.values(drafts).reduce((n, list) => n + list.length, 0);

  const onSwitch = (id: string, isEnabled: boolean) => {
    if (!current) return;
    setDrafts((d) => ({ ...d, [current.instanceId]: [...(d[current.instanceId] ?? []), { id, isEnabled }] }));
  };

  const onSave = async () => {
    if (!menu.data) return;
    await save.mutateAsync({
      venueId,
      menuVersion: menu.data.menuVersion,
      instances: Object.entries(drafts)
        .filter(([, items]) => items.length > 0)
        .map(([instanceId, items]) => ({ instanceId: Number(instanceId), items })),
    });
    setDrafts({});
    toast.success(t('menus.saved'));
  };

  const onEdited = async (change: TMenuItemChange) => {
    if (!menu.data || !current) return;
    await save.mutateAsync({
      venueId,
      menuVersion: menu.data.menuVersion,
      instances: [{ instanceId: current.instanceId, items: [change] }],
    });
    setEditing(null);
    toast.success(t('menus.saved'));
  };

  const onDownload = async () => {
    const result = await download.mutateAsync();
    setDrafts({});
    toast.success(
      t('menus.imported', {
        dishes: result.dishes,
        combos: result.combos,
        modifiers: result.modifiers,
        stopped: result.disabledInRk,
      }),
    );
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await upload.mutateAsync({ fileName: file.name, content: await file.text() });
    setDrafts({});
    toast.success(
      t('menus.imported', {
        dishes: result.dishes,
        combos: result.combos,
        modifiers: result.modifiers,
        stopped: result.disabledInRk,
      }),
    );
  };

  const actions = (
    <>
      <Button component={Link} to={venuePath} variant="text">
        {t('menus.backToVenue')}
      </Button>
      {canEdit && (
        <>
          <Button
            variant="outlined"
            onClick={() => void onDownload().catch(() => undefined)}
            disabled={download.isPending}
            data-testid="menu-download"
          >
            {download.isPending ? <CircularProgress size={18} /> : t('menus.download')}
          </Button>
          <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            {t('menus.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".xml,text/xml,application/xml"
            hidden
            data-testid="menu-file-input"
            onChange={(e) => void onFile(e).catch(() => undefined)}
          />
        </>
      )}
      {canPublish && (
        <Button
          variant="contained"
          onClick={() => setPublishing(true)}
          disabled={!menu.data?.importedAt || unsaved > 0}
          title={unsaved > 0 ? t('menus.saveFirst') : undefined}
          data-testid="menu-publish"
        >
          {t('menus.publish')}
        </Button>
      )}
    </>
  );

  const subtitle = menu.data?.importedAt
    ? t(menu.data.source === 'file' ? 'menus.subtitleFile' : 'menus.subtitleRk', {
        version: menu.data.menuVersion,
        at: format.dateTime(menu.data.importedAt),
      })
    : undefined;

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
      {menu.data && !menu.data.importedAt && (
        <EmptyState title={t('menus.emptyTitle')} description={t('menus.emptyText')} />
      )}
      {menu.data?.importedAt && connections.length === 0 && (
        <EmptyState title={t('menus.noConnectionsTitle')} description={t('menus.noConnectionsText')} />
      )}
      {menu.data?.importedAt && current && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Tabs
            value={connections.indexOf(current)}
            onChange={(_, v: number) => setTab(v)}
            variant="scrollable"
          >
            {connections.map((c) => (
              <Tab
                key={c.instanceId}
                label={`${PLATFORM_DISPLAY_NAMES[c.platform]} · ${c.name}`}
                data-testid={`menu-tab-${c.platform}`}
              />
            ))}
          </Tabs>
          {!current.isConnectionEnabled && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('menus.connectionOff')}
            </Alert>
          )}
          {menu.data.woltsInCorrectDiscounts.length > 0 &&
            platformCapabilities(current.platform).menuDiscounts && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('menus.badDiscounts', {
                  names: menu.data.woltsInCorrectDiscounts.map((d) => d.name).join(', '),
                })}
              </Alert>
            )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={t('menus.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ minWidth: 260 }}
            />
            <Typography variant="body2" data-testid="menu-counts">
              {t('menus.counts', counts)}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {unsaved > 0 && (
              <>
                <Typography variant="body2" color="warning.main">
                  {t('menus.unsaved', { count: unsaved })}
                </Typography>
                <Button onClick={() => setDrafts({})}>{t('menus.discard')}</Button>
                <Button
                  variant="contained"
                  onClick={() => void onSave().catch(() => undefined)}
                  disabled={save.isPending}
                  data-testid="menu-save"
                >
                  {t('menus.save')}
                </Button>
              </>
            )}
          </Box>
          <MenuTreeView
            nodes={shown}
            onSwitch={onSwitch}
            onEdit={canEdit ? setEditing : undefined}
            onSoldOut={canSellOut ? setSoldOut : undefined}
            readOnly={!canEdit}
            expandAll={search.trim() !== ''}
          />
        </Paper>
      )}
      <MenuStatusPanel venueId={venueId} />
      {editing && current && (
        <MenuItemEditor
          node={editing}
          withDiscount={platformCapabilities(current.platform).menuDiscounts}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(change) => void onEdited(change).catch(() => undefined)}
        />
      )}
      {soldOut && <SoldOutDialog venueId={venueId} node={soldOut} onClose={() => setSoldOut(null)} />}
      {publishing && <PublishDialog venueId={venueId} open onClose={() => setPublishing(false)} />}
    </Box>
  );
}
