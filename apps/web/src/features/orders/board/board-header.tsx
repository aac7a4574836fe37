import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { TVenueSummary } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { HubConnectionIndicator } from '../../../hub';
import { BusyModeControl } from './busy-mode-control';

export function BoardHeader({ title, venue }: { title: string; venue: TVenueSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      subtitle={
        venue ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box
              component="span"
              data-testid="board-venue-name"
              sx={{ fontWeight: 600, color: 'text.primary' }}
            >
              {venue.name}
            </Box>
            <Chip
              size="small"
              data-testid="venue-status"
              data-online={venue.status}
              label={venue.status ? t('venues.status.online') : t('venues.status.offline')}
              color={venue.status ? 'success' : 'error'}
              variant="outlined"
              sx={{ height: 22 }}
            />
          </Box>
        ) : (
          <Skeleton width={180} />
        )
      }
      actions={
        <>
          {venue && <BusyModeControl venue={venue} />}
          <HubConnectionIndicator />
        </>
      }
    />
  );
}
