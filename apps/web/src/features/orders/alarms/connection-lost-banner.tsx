import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/icons';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useHubLiveness } from '../../../hub';

/**
 * The venue's live connection is lost: the board may miss orders and its times are as of the last
 * update. Built from what every screen has loaded already: it shows while the network is gone, when
 * no code can be fetched.
 */
export function ConnectionLostBanner() {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const { status, lastUpdateAt } = useHubLiveness();
  if (status !== 'reconnecting') return null;
  return (
    <Box
      role="alert"
      data-testid="connection-lost"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'error.main',
        color: 'error.contrastText',
      }}
    >
      <WarningIcon sx={{ mt: 0.25 }} />
      <Box>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {t('orders.alarms.connectionLost.title')}
        </Typography>
        <Typography component="p" variant="body2">
          {lastUpdateAt === null
            ? t('orders.alarms.connectionLost.neverLive')
            : t('orders.alarms.connectionLost.since', { time: format.time(lastUpdateAt) })}
        </Typography>
      </Box>
    </Box>
  );
}
