import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useHubLiveness } from '../../../hub';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';

/** The venue's live connection is lost: the board may miss orders and its times are as of the last update. */
export function ConnectionLostBanner() {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const { status, lastUpdateAt } = useHubLiveness();
  if (status !== 'reconnecting') return null;
  return (
    <Alert severity="error" variant="filled" role="alert" data-testid="connection-lost">
      <AlertTitle>{t('orders.alarms.connectionLost.title')}</AlertTitle>
      {lastUpdateAt === null
        ? t('orders.alarms.connectionLost.neverLive')
        : t('orders.alarms.connectionLost.since', { time: format.time(lastUpdateAt) })}
    </Alert>
  );
}
