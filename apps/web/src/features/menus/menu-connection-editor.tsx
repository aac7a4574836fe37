import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  countMenuSwitches,
  filterMenuTree,
  PLATFORM_DISPLAY_NAMES,
  platformCapabilities,
  type TMenu,
  type TMenuNode,
} from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuConnection } from './menu-api';
import { MenuTreeView } from './menu-tree-view';
import type { MenuDrafts } from './use-menu-drafts';

interface Props {
  menu: TMenu;
  connections: MenuConnection[];
  current: MenuConnection;
  onTab: (index: number) => void;
  drafts: MenuDrafts;
  /** Set for a settings editor: the item editor. */
  onEdit: ((node: TMenuNode) => void) | undefined;
  /** Set for an operator: the sold-out dialog. */
  onSoldOut: ((node: TMenuNode) => void) | undefined;
}

/**
 * One platform connection's menu, a tab per connection: its warnings, a search, the counts of what is
 * on and off, the unsaved switches with save and discard, and the tree with its switches.
 */
export function MenuConnectionEditor({
  menu,
  connections,
  current,
  onTab,
  drafts,
  onEdit,
  onSoldOut,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { treeOf, unsaved } = drafts;
  const tree = useMemo(() => treeOf(current.instanceId, current.children), [treeOf, current]);
  const shown = useMemo(() => filterMenuTree(tree, search), [tree, search]);
  const counts = countMenuSwitches(tree);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Tabs value={connections.indexOf(current)} onChange={(_, v: number) => onTab(v)} variant="scrollable">
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
      {menu.woltsInCorrectDiscounts.length > 0 && platformCapabilities(current.platform).menuDiscounts && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('menus.badDiscounts', { names: menu.woltsInCorrectDiscounts.map((d) => d.name).join(', ') })}
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
            <Button onClick={drafts.discard}>{t('menus.discard')}</Button>
            <Button
              variant="contained"
              onClick={() => void drafts.saveAll().catch(() => undefined)}
              disabled={drafts.saving}
              data-testid="menu-save"
            >
              {t('menus.save')}
            </Button>
          </>
        )}
      </Box>
      <MenuTreeView
        nodes={shown}
        onSwitch={(id, isEnabled) => drafts.switchItem(current.instanceId, id, isEnabled)}
        onEdit={onEdit}
        onSoldOut={onSoldOut}
        readOnly={!onEdit}
        expandAll={search.trim() !== ''}
      />
    </Paper>
  );
}
