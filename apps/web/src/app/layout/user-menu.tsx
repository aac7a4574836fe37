import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useSession } from '../../features/auth';

// The menu (and with it MUI's Menu, Popover and list items) loads when it is first opened.
const UserMenuPopup = lazy(() => import('./user-menu-popup').then((m) => ({ default: m.UserMenuPopup })));

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
  // Once opened, the popup stays mounted so that closing it animates.
  const [menuLoaded, setMenuLoaded] = useState(false);
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
        aria-haspopup="menu"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setMenuLoaded(true);
        }}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1.25 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            fontSize: 14,
            fontWeight: 700,
          }}
        >
          {initials(fullName)}
        </Box>
        <Box data-user-name-block sx={{ textAlign: 'left', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="user-name">
            {fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="user-role">
            {roleName}
          </Typography>
        </Box>
        {/* Named by what it shows (the user, on wider screens) and what it does. */}
        <VisuallyHidden>{t('layout.userMenu.open')}</VisuallyHidden>
      </ButtonBase>
      {menuLoaded && (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor}
            fullName={fullName}
            userName={profile.userName}
            onClose={() => setAnchor(null)}
            onSettings={() => {
              setAnchor(null);
              setSettingsOpen(true);
            }}
            onSignOut={() => {
              setAnchor(null);
              signOut();
            }}
          />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
