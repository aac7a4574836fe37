import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { APP_ROUTES, isVenueBoundRole } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SideNavItemContent } from '../../components/side-nav-item-content';
import { useSession } from '../../features/auth';
import { lazy, Suspense, useState } from 'react';
import { UpdateMenuDrawerItem } from '../../features/menus/update-menu-action';
import type { GuardRouteName } from '../guard/decide-navigation';
import type { HeaderLink, SideTab } from './nav-links';

export const DRAWER_WIDTH = 248;

/**
 * The order boards give their columns the whole width on a tablet: there the drawer docks only on
 * wide screens (1200 px and up) and otherwise slides in from the menu button.
 */
const DOCKED_WIDE_ONLY_ON: ReadonlySet<string> = new Set([
  'new-orders',
  'orders',
  'incorrect-orders',
  'new-orders-id',
  'orders-id',
  'incorrect-orders-id',
]);

/** The breakpoint from which the drawer is docked beside this screen; below it, it slides in. */
export type DrawerDockFrom = 'md' | 'lg';
export function drawerDockFrom(routeName: GuardRouteName): DrawerDockFrom {
  return routeName !== undefined && DOCKED_WIDE_ONLY_ON.has(routeName) ? 'lg' : 'md';
}

// Loaded on demand: only managers and operators see it, and it brings the venue screen's pieces.
const VenueDrawerExtras = lazy(async () => ({
  default: (await import('../../features/venues/drawer/venue-drawer-extras')).VenueDrawerExtras,
}));

interface Props {
  tabs: readonly SideTab[];
  /** Shown in the drawer on small screens, where the header has no room for them. */
  headerLinks: readonly HeaderLink[];
  routeName: GuardRouteName;
  mobileOpen: boolean;
  onClose: () => void;
  /** From which width the drawer is docked (drawerDockFrom). */
  dockFrom?: DrawerDockFrom;
}

const isActive = (activeFor: readonly string[], routeName: GuardRouteName) =>
  routeName !== undefined && activeFor.includes(routeName);

function DrawerContent({
  tabs,
  headerLinks,
  routeName,
  onNavigate,
  mobile,
}: Omit<Props, 'mobileOpen' | 'onClose' | 'dockFrom'> & { onNavigate: () => void; mobile: boolean }) {
  const { t } = useTranslation();
  const { role, profile } = useSession();
  // Spec §6: managers and operators see their venue's status and actions in the drawer.
  const ownVenueId = role !== undefined && isVenueBoundRole(role) ? (profile?.venueId ?? null) : null;
  return (
    <Box sx={{ px: 1.5, py: 2 }}>
      {mobile && headerLinks.length > 0 && (
        <>
          <List
            component="nav"
            dense
            aria-label={t('layout.nav.orders')}
            subheader={
              <ListSubheader component="div" disableSticky>
                {t('layout.nav.orders')}
              </ListSubheader>
            }
          >
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
              <SideNavItemContent icon={<Icon />} label={t(tab.labelKey)} />
            </ListItemButton>
          );
        })}
        <UpdateMenuDrawerItem />
      </List>
      {ownVenueId !== null && (
        <Suspense fallback={null}>
          <VenueDrawerExtras venueId={ownVenueId} />
        </Suspense>
      )}
    </Box>
  );
}

// The drawer that slides over small screens brings MUI's Modal and transitions: loaded the first
// time it is opened, not with every screen.
const MobileDrawer = lazy(async () => ({ default: (await import('./mobile-drawer')).MobileDrawer }));

/** The drawer's panel, docked or sliding. */
const PAPER_SX = {
  width: DRAWER_WIDTH,
  boxSizing: 'border-box',
  borderRight: '1px solid',
  borderColor: 'divider',
} as const;

const DOCKED_PAPER_SX = {
  ...PAPER_SX,
  position: 'fixed',
  top: 0,
  left: 0,
  height: '100%',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  zIndex: 'drawer',
} as const;

export function SideDrawer({ mobileOpen, onClose, dockFrom = 'md', ...content }: Props) {
  const [mobileUsed, setMobileUsed] = useState(false);
  if (mobileOpen && !mobileUsed) setMobileUsed(true);
  return (
    <Box component="aside" sx={{ width: { [dockFrom]: DRAWER_WIDTH }, flexShrink: { [dockFrom]: 0 } }}>
      {mobileUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={mobileOpen} onClose={onClose} paperSx={PAPER_SX} dockFrom={dockFrom}>
            <DrawerContent {...content} onNavigate={onClose} mobile />
          </MobileDrawer>
        </Suspense>
      )}
      <Box data-testid="side-drawer" sx={{ display: { xs: 'none', [dockFrom]: 'block' } }}>
        <Paper square elevation={0} sx={DOCKED_PAPER_SX}>
          <Toolbar />
          <DrawerContent {...content} onNavigate={() => undefined} mobile={false} />
        </Paper>
      </Box>
    </Box>
  );
}
