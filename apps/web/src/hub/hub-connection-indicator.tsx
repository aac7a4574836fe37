import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useHubStatus } from './hub-status';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(34, 160, 107, 0.45); }
  70% { box-shadow: 0 0 0 6px rgba(34, 160, 107, 0); }
  100% { box-shadow: 0 0 0 0 rgba(34, 160, 107, 0); }
`;

/** Live / Connecting… / Reconnecting… for the board header. */
export function HubConnectionIndicator() {
  const { t } = useTranslation();
  const status = useHubStatus();
  if (status === 'idle') return null;
  const live = status === 'live';
  const label = live ? t('hub.live') : status === 'connecting' ? t('hub.connecting') : t('hub.reconnecting');
  return (
    <Chip
      data-testid="hub-status"
      data-status={status}
      variant="outlined"
      size="small"
      label={label}
      icon={
        <Box
          component="span"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            ml: '8px !important',
            bgcolor: live ? 'success.main' : 'warning.main',
            animation: live ? `${pulse} 2s infinite` : 'none',
          }}
        />
      }
      sx={{
        borderColor: live ? 'success.light' : 'warning.light',
        color: live ? 'success.dark' : 'warning.dark',
        bgcolor: 'background.paper',
      }}
    />
  );
}
