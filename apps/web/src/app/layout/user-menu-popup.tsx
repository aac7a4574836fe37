import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LogoutIcon, SettingsIcon } from '../../components/icons';

/** The user menu's popup: who is signed in, settings and sign-out. */
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
    <Menu
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
    </Menu>
  );
}
