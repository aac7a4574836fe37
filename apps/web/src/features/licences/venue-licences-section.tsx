import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  APP_ROUTES,
  buildPath,
  can,
  canOpenRoute,
  DEFAULT_LICENCE_SETTINGS,
  LICENCE_PLATFORMS,
  licenceStatusOf,
  Permission,
  type TPlatformKind,
  type TVenue,
} from '@orderdesk/contracts';
import { useState } from 'react';
import { SideScrollRegion } from '../../components/side-scroll-region';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useSession } from '../auth';
import { useLicenceSettings } from './api/licence-requests';
import { LicenceRequestDialog } from './licence-request-dialog';
import { LicenceStatusChip } from './licence-chips';
import { expiryText } from './licence-date';

/** The settings' default "expiring" window, for people who may not read the licence settings. */
const DEFAULT_EXPIRING_DAYS = DEFAULT_LICENCE_SETTINGS.expiringWithinDays;

/**
 * The "Licences" section of a venue screen: per platform its expiry date, status and whether it is
 * connected; dealers and admins ask for a licence from here and open the venue's licence events.
 */
export function VenueLicencesSection({ venue }: { venue: TVenue }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const { role } = useSession();
  const [asking, setAsking] = useState(false);
  const mayRequest = role !== undefined && can(role, Permission.LIC_REQUESTS_MANAGE);
  const mayOpenEvents = role !== undefined && canOpenRoute(role, 'lic-events');
  const settings = useLicenceSettings({ enabled: mayRequest });
  const expiringDays = settings.data?.expiringWithinDays ?? DEFAULT_EXPIRING_DAYS;
  const now = new Date();

  return (
    <Paper sx={{ p: 3, mt: 3 }} data-testid="venue-licences">
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('licences.section.title')}
        </Typography>
        {mayOpenEvents && (
          <Button
            component={Link}
            to={buildPath(APP_ROUTES['lic-events'], { venueId: venue.id })}
            data-testid="licence-events-link"
          >
            {t('licences.section.events')}
          </Button>
        )}
        {mayRequest && (
          <Button variant="contained" onClick={() => setAsking(true)} data-testid="request-licence">
            {t('licences.section.request')}
          </Button>
        )}
      </Stack>
      {/* Scrolls sideways inside itself on a narrow screen instead of widening the page. */}
      <SideScrollRegion label={t('licences.section.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('licences.fields.platform')}</TableCell>
              <TableCell>{t('licences.fields.status')}</TableCell>
              <TableCell>{t('licences.fields.expiresAt')}</TableCell>
              <TableCell>{t('licences.section.connected')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {LICENCE_PLATFORMS.map((p) => {
              const expiresAt = venue.venueSelfSettings[p.expiryKey];
              const enabled = (venue[p.settingsKey] as readonly { isEnabled: boolean }[]).some(
                (c) => c.isEnabled,
              );
              return (
                <TableRow key={p.name} data-testid={`venue-licence-${p.name.toLowerCase() as TPlatformKind}`}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>
                    <LicenceStatusChip status={licenceStatusOf(expiresAt, now, expiringDays)} />
                  </TableCell>
                  <TableCell>{expiryText(expiresAt, t, format.date)}</TableCell>
                  <TableCell>{enabled ? t('licences.section.yes') : t('licences.section.no')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </SideScrollRegion>
      {asking && <LicenceRequestDialog venueId={venue.id} onClose={() => setAsking(false)} />}
    </Paper>
  );
}
