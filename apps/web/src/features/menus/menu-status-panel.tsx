import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TMenuPublishStatus } from '@orderdesk/contracts';
import { SideScrollRegion } from '../../components/side-scroll-region';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useMenuStatus } from './menu-api';

const COLOR: Record<TMenuPublishStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  processing: 'info',
  succeeded: 'success',
  failed: 'error',
};

const LABEL: Record<TMenuPublishStatus, string> = {
  queued: 'menus.status.queued',
  processing: 'menus.status.processing',
  succeeded: 'menus.status.succeeded',
  failed: 'menus.status.failed',
};

/** Per connection: the last publish, how it ended, and Glovo's uploads left today. */
export function MenuStatusPanel({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const status = useMenuStatus(venueId);
  if (status.isError) return <Alert severity="error">{t('menus.status.loadFailed')}</Alert>;
  const connections = status.data?.connections ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="menu-status">
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('menus.status.title')}
      </Typography>
      {/* Scrolls sideways inside itself on a narrow screen instead of widening the page. */}
      <SideScrollRegion label={t('menus.status.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('menus.status.connection')}</TableCell>
              <TableCell>{t('menus.status.outcome')}</TableCell>
              <TableCell>{t('menus.status.when')}</TableCell>
              <TableCell>{t('menus.status.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {connections.map((c) => (
              <TableRow key={c.instanceId} data-testid="menu-status-row" data-platform={c.platform}>
                <TableCell>
                  {PLATFORM_DISPLAY_NAMES[c.platform]} · {c.name}
                  {!c.isConnectionEnabled && ` (${t('menus.status.switchedOff')})`}
                </TableCell>
                <TableCell>
                  {c.lastPublish ? (
                    <Chip
                      size="small"
                      color={COLOR[c.lastPublish.status]}
                      label={t(LABEL[c.lastPublish.status])}
                      data-testid="menu-status-outcome"
                    />
                  ) : (
                    t('menus.status.never')
                  )}
                </TableCell>
                <TableCell>{c.lastPublish ? format.dateTime(c.lastPublish.requestedAt) : ''}</TableCell>
                <TableCell>
                  {c.lastPublish?.message}
                  {c.uploadsPerDay !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('menus.status.glovoUploads', { used: c.uploadsToday ?? 0, limit: c.uploadsPerDay })}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScrollRegion>
    </Paper>
  );
}
