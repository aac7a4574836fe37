import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  APP_ROUTES,
  buildPath,
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
  type TLicenceReportRow,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { LicenceStatusChip } from './licence-chips';
import { expiryText } from './licence-date';

/** A row per venue: its company, area and group, each platform's licence and when it ends, the last action. */
export function LicenceReportTable({ rows }: { rows: TLicenceReportRow[] }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  return (
    <TableContainer>
      <Table size="small" data-testid="licence-report-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('licences.fields.venue')}</TableCell>
            <TableCell>{t('licences.fields.companyName')}</TableCell>
            <TableCell>{t('licences.fields.area')}</TableCell>
            <TableCell>{t('licences.fields.group')}</TableCell>
            {PLATFORM_KINDS.map((p) => (
              <TableCell key={p}>{PLATFORM_DISPLAY_NAMES[p]}</TableCell>
            ))}
            <TableCell>{t('licences.fields.lastAction')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.venueId} data-testid="licence-report-row" data-venue-id={r.venueId}>
              <TableCell>
                <Link component={RouterLink} to={buildPath(APP_ROUTES['lic-events'], { venueId: r.venueId })}>
                  {r.venueName}
                </Link>
              </TableCell>
              <TableCell>{r.companyName ?? '—'}</TableCell>
              <TableCell>{r.areaName ?? '—'}</TableCell>
              <TableCell>{r.groupName ?? '—'}</TableCell>
              {PLATFORM_KINDS.map((p) => (
                <TableCell key={p} data-platform={p}>
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                    <LicenceStatusChip status={r[p].status} />
                    {r[p].status !== 'notAssigned' && r[p].status !== 'unlimited' && (
                      <Typography variant="caption" color="text.secondary">
                        {expiryText(r[p].expiresAt, t, format.date)}
                      </Typography>
                    )}
                  </Box>
                </TableCell>
              ))}
              <TableCell>{r.lastActionAt ? format.dateTime(r.lastActionAt) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
