import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LogoutIcon, SettingsIcon } from '../../components/icons';

/**
 * The user menu's popup: who is signed in, then a menu of settings and sign-out. The name stands above
 * the menu, not in it: a menu holds only its items.
 */
export function UserMenuPopup({
  anchor,
  fullName,
  userName,
  onClose,
  onSettings,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  fullName: string;
  userName: string;
  onClose: () => void;
  onSettings: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle2">{fullName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {userName}
        </Typography>
      </Box>
      <Divider />
      <MenuList autoFocusItem={anchor !== null} aria-label={t('layout.userMenu.open')}>
        <MenuItem data-testid="open-settings" onClick={onSettings}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.settings')}
        </MenuItem>
        <MenuItem data-testid="logout" onClick={onSignOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.logout')}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
