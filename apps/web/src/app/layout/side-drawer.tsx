import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { APP_ROUTES } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UpdateMenuDrawerItem } from '../../features/menus/update-menu-action';
import type { GuardRouteName } from '../guard/decide-navigation';
import type { HeaderLink, SideTab } from './nav-links';

export const DRAWER_WIDTH = 248;

interface Props {
  tabs: readonly SideTab[];
  /** Shown in the drawer on small screens, where the header has no room for them. */
  headerLinks: readonly HeaderLink[];
  routeName: GuardRouteName;
  mobileOpen: boolean;
  onClose: () => void;
}

const isActive = (activeFor: readonly string[], routeName: GuardRouteName) =>
  routeName !== undefined && activeFor.includes(routeName);

function DrawerContent({
  tabs,
  headerLinks,
  routeName,
  onNavigate,
  mobile,
}: Omit<Props, 'mobileOpen' | 'onClose'> & { onNavigate: () => void; mobile: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 1.5, py: 2 }}>
      {mobile && headerLinks.length > 0 && (
        <>
          <List dense subheader={<ListSubheader disableSticky>{t('layout.nav.orders')}</ListSubheader>}>
            {headerLinks.map((link) => (
              <ListItemButton
                key={link.id}
                component={Link}
                to={link.to ?? APP_ROUTES.venues}
                disabled={link.to === null}
                selected={isActive(link.activeFor, routeName)}
                onClick={onNavigate}
              >
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            ))}
          </List>
          <Divider sx={{ my: 1 }} />
        </>
      )}
      <List component="nav" aria-label={t('layout.sideNav')} sx={{ display: 'grid', gap: 0.5 }}>
        {tabs.map((tab) => {
          const Icon = tab.icon;
          return (
            <ListItemButton
              key={tab.name}
              component={Link}
              to={APP_ROUTES[tab.name]}
              selected={isActive(tab.activeFor, routeName)}
              onClick={onNavigate}
              data-testid={mobile ? `mobile-tab-${tab.name}` : `side-tab-${tab.name}`}
            >
              <ListItemIcon sx={{ minWidth: 38 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={t(tab.labelKey)}
                slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 15 } } }}
              />
            </ListItemButton>
          );
        })}
        <UpdateMenuDrawerItem />
      </List>
    </Box>
  );
}

export function SideDrawer({ mobileOpen, onClose, ...content }: Props) {
  const paper = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box' as const,
    borderRight: '1px solid',
    borderColor: 'divider',
  };
  return (
    <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        sx={{
          display: { xs: 'block', md: 'none' },
          zIndex: (theme) => theme.zIndex.drawer + 2,
          '& .MuiDrawer-paper': paper,
        }}
      >
        <DrawerContent {...content} onNavigate={onClose} mobile />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        data-testid="side-drawer"
        sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paper }}
      >
        <Toolbar />
        <DrawerContent {...content} onNavigate={() => undefined} mobile={false} />
      </Drawer>
    </Box>
  );
}
