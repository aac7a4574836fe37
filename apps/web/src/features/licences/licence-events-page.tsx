import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
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
  LICENCE_PLATFORMS,
  type TLicenceEvent,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ArrowBackIcon, AssignmentIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useVenueOptions } from '../../api/options/venue-options';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useLicenceEvents } from './api/licence-requests';
import { platformNames } from './licence-chips';
import { expiryText } from './licence-date';
import { EVENT_KIND_KEYS } from './licence-texts';

/** "Wolt: 2026-01-01 → Unlimited" for each platform whose date the event changed. */
function dateChanges(event: TLicenceEvent, expiry: (value: string | null) => string): string[] {
  if (!event.before || !event.after) return [];
  const before = event.before;
  const after = event.after;
  return LICENCE_PLATFORMS.filter((p) => before[p.expiryKey] !== after[p.expiryKey]).map(
    (p) => `${p.name}: ${expiry(before[p.expiryKey])} → ${expiry(after[p.expiryKey])}`,
  );
}

/** `/lic-requests/events/{venueId}`: every licence change of one venue, newest first. */
export function LicenceEventsPage() {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const venueId = Number(useParams().venueId);
  const valid = Number.isInteger(venueId) && venueId > 0;
  const events = useLicenceEvents(valid ? venueId : 0);
  const venueName = useVenueOptions().names.get(venueId);
  const expiry = (value: string | null) => expiryText(value, t, format.date);
  const back = (
    <Button component={Link} to={APP_ROUTES['lic-requests']} startIcon={<ArrowBackIcon />}>
      {t('licences.detail.back')}
    </Button>
  );

  if (!valid || events.isError) {
    return (
      <>
        <PageHeader title={t('forms.missingTitle')} actions={back} />
        <EmptyState
          icon={<AssignmentIcon />}
          title={t('forms.missingTitle')}
          description={t('forms.missingText')}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('licences.events.title')}
        subtitle={venueName ?? t('licences.events.description', { venueId })}
        actions={back}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {events.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('licences.events.empty')}
          </Typography>
        )}
        {events.data && events.data.length > 0 && (
          <TableContainer>
            <Table size="small" data-testid="licence-events">
              <TableHead>
                <TableRow>
                  <TableCell>{t('licences.events.when')}</TableCell>
                  <TableCell>{t('licences.events.what')}</TableCell>
                  <TableCell>{t('licences.fields.platforms')}</TableCell>
                  <TableCell>{t('licences.fields.expiresAt')}</TableCell>
                  <TableCell>{t('licences.events.who')}</TableCell>
                  <TableCell>{t('licences.events.details')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {events.data.map((e) => (
                  <TableRow key={e.id} data-testid="licence-event" data-kind={e.kind}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(e.createdAt)}</TableCell>
                    <TableCell>
                      {e.requestId ? (
                        <Link to={buildPath(APP_ROUTES['lic-request'], { id: e.requestId })}>
                          {t(EVENT_KIND_KEYS[e.kind])} #{e.requestId}
                        </Link>
                      ) : (
                        t(EVENT_KIND_KEYS[e.kind])
                      )}
                    </TableCell>
                    <TableCell>{platformNames(e.platforms as TPlatformKind[])}</TableCell>
                    <TableCell>{e.expiresAt ? expiry(e.expiresAt) : '—'}</TableCell>
                    <TableCell>{e.userName ?? t('licences.detail.automatic')}</TableCell>
                    <TableCell>
                      {[...dateChanges(e, expiry), ...(e.note ? [e.note] : [])].map((line) => (
                        <Typography key={line} variant="body2">
                          {line}
                        </Typography>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </>
  );
}
