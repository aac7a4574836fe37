import Chip from '@mui/material/Chip';
import {
  PLATFORM_DISPLAY_NAMES,
  type TLicenceStatus,
  type TLicRequestStatus,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { LICENCE_STATUS_KEYS, REQUEST_STATUS_KEYS } from './licence-texts';

const REQUEST_COLOURS: Record<TLicRequestStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

const LICENCE_COLOURS: Record<TLicenceStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  active: 'success',
  expiring: 'warning',
  expired: 'error',
  notAssigned: 'default',
  unlimited: 'info',
};

export function RequestStatusChip({ status }: { status: TLicRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={REQUEST_COLOURS[status]}
      label={t(REQUEST_STATUS_KEYS[status])}
      data-testid="request-status"
      data-status={status}
    />
  );
}

export function LicenceStatusChip({ status }: { status: TLicenceStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LICENCE_COLOURS[status]}
      label={t(LICENCE_STATUS_KEYS[status])}
      data-testid="licence-status"
      data-status={status}
    />
  );
}

export function platformNames(platforms: readonly TPlatformKind[]): string {
  return platforms.map((p) => PLATFORM_DISPLAY_NAMES[p]).join(', ');
}
