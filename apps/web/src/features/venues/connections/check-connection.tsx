import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TCheckConnectionResult } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useCheckConnection } from '../api/venue-status';

/** The platform's answer in words: ok, or its status and what it means. */
export function CheckConnectionResult({
  result,
  label,
  testId = 'check-connection-result',
}: {
  result: TCheckConnectionResult | undefined;
  label?: string;
  testId?: string;
}) {
  if (!result) return null;
  return (
    <Alert severity={result.ok ? 'success' : 'error'} data-testid={testId} data-ok={result.ok} sx={{ py: 0 }}>
      {label ? <strong>{label}: </strong> : null}
      {result.message}
    </Alert>
  );
}

/** Check connection: a real, harmless call to the platform with this connection's credentials. */
export function CheckConnectionButton({
  venueId,
  instanceId,
  distributorId,
  onResult,
}: {
  venueId: number;
  instanceId: number;
  distributorId: number;
  onResult: (result: TCheckConnectionResult) => void;
}) {
  const { t } = useTranslation();
  const check = useCheckConnection();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={check.isPending}
      data-testid="check-connection"
      onClick={() =>
        check.mutate({ venueId, instanceId, distributorId }, { onSuccess: (result) => onResult(result) })
      }
    >
      {check.isPending ? t('venues.connections.checking') : t('venues.connections.check')}
    </Button>
  );
}
