import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon, SettingsIcon } from '../../components/icons';
import { useSession } from '../../features/auth';

// Forms, sliders and selects of the settings load when the dialog is first opened.
const SettingsDialog = lazy(() =>
  import('../../features/settings/settings-dialog').then((m) => ({ default: m.SettingsDialog })),
);

const ROLE_KEYS: Record<string, string> = {
  admin: 'layout.roles.admin',
  dealer: 'layout.roles.dealer',
  manager: 'layout.roles.manager',
  operator: 'layout.roles.operator',
};

function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function UserMenu() {
  const { t } = useTranslation();
  const { profile, signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!profile) return null;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.userName;
  const firstRole = profile.roleNames[0] ?? '';
  const roleKey = ROLE_KEYS[firstRole.toLowerCase()];
  const roleName = roleKey ? t(roleKey) : firstRole;

  return (
    <>
      <ButtonBase
        data-testid="user-menu-button"
        aria-label={t('layout.userMenu.open')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1.25 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14, fontWeight: 700 }}>
          {initials(fullName)}
        </Avatar>
        <Box sx={{ textAlign: 'left', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="user-name">
            {fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="user-role">
            {roleName}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{fullName}</Typography>
          <Typography variant="caption" color="text.secondary">
            {profile.userName}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          data-testid="open-settings"
          onClick={() => {
            setAnchor(null);
            setSettingsOpen(true);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.settings')}
        </MenuItem>
        <MenuItem
          data-testid="logout"
          onClick={() => {
            setAnchor(null);
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.logout')}
        </MenuItem>
      </Menu>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
