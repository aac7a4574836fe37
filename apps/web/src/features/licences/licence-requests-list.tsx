import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APP_ROUTES,
  buildPath,
  can,
  LIC_REQUEST_STATUSES,
  Permission,
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
  type TLicRequest,
} from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVenueOptions } from '../../api/options/venue-options';
import { AssignmentIcon } from '../../components/icons';
import {
  FilterSelect,
  ListPage,
  useListParams,
  useListTexts,
  type ListColumn,
  type ListTextKeys,
} from '../../components/list';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useSession } from '../auth';
import { useLicRequests } from './api/licence-requests';
import { platformNames, RequestStatusChip } from './licence-chips';
import { expiryText } from './licence-date';
import { LicenceRequestDialog } from './licence-request-dialog';
import { REQUEST_STATUS_KEYS } from './licence-texts';

const TEXT_KEYS: ListTextKeys = {
  title: 'licences.requests.title',
  subtitle: 'licences.requests.description',
  search: 'licences.requests.search',
  create: 'licences.requests.create',
  emptyTitle: 'licences.requests.emptyTitle',
  emptyText: 'licences.requests.emptyText',
  deleteTitle: 'licences.requests.withdrawTitle',
  deleteMessage: 'licences.requests.withdrawMessage',
  deleted: 'licences.requests.withdrawn',
};

/** A text filter kept in the address, like the list's numeric ones. */
function useTextFilter(name: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === '') copy.delete(name);
        else copy.set(name, next);
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  return [value, set] as const;
}

/** The requests tab of `/lic-requests`: searched, filtered by status, venue and platform, paged. */
export function LicenceRequestsList() {
  const { t } = useTranslation();
  const { role } = useSession();
  const format = useDateTimeFormat();
  const params = useListParams();
  const venues = useVenueOptions();
  const [status, setStatus] = useTextFilter('status');
  const [platform, setPlatform] = useTextFilter('platform');
  const [creating, setCreating] = useState(false);
  const venueId = params.filter('venueId');
  const result = useLicRequests({
    ...params.query,
    ...(status ? { status } : {}),
    ...(platform ? { platform } : {}),
    ...(venueId ? { venueId } : {}),
  });
  const texts = useListTexts(TEXT_KEYS);

  const columns = useMemo<ListColumn<TLicRequest>[]>(
    () => [
      {
        id: 'venue',
        header: t('licences.fields.venue'),
        cell: (r) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {r.venueName}
          </Typography>
        ),
      },
      { id: 'platforms', header: t('licences.fields.platforms'), cell: (r) => platformNames(r.platforms) },
      {
        id: 'expiresAt',
        header: t('licences.fields.expiresAt'),
        cell: (r) => expiryText(r.expiresAt, t, format.date),
      },
      {
        id: 'status',
        header: t('licences.fields.status'),
        cell: (r) => <RequestStatusChip status={r.status} />,
      },
      {
        id: 'requestedBy',
        header: t('licences.fields.requestedBy'),
        hideBelow: 'md',
        cell: (r) => r.requestedBy?.userName ?? '—',
      },
      {
        id: 'createdAt',
        header: t('licences.fields.createdAt'),
        hideBelow: 'sm',
        cell: (r) => format.dateTime(r.createdAt),
      },
    ],
    [t, format],
  );

  const filters = (
    <>
      <TextField
        select
        size="small"
        label={t('licences.fields.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'filter-status' } as object },
        }}
      >
        <MenuItem value="">
          <em>{t('licences.filters.allStatuses')}</em>
        </MenuItem>
        {LIC_REQUEST_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(REQUEST_STATUS_KEYS[s])}
          </MenuItem>
        ))}
      </TextField>
      <FilterSelect
        label={t('licences.fields.venue')}
        allLabel={t('licences.filters.allVenues')}
        options={venues.data ?? []}
        value={venueId}
        onChange={(value) => params.setFilter('venueId', value)}
        testId="filter-venue"
      />
      <TextField
        select
        size="small"
        label={t('licences.fields.platform')}
        value={platform}
        onChange={(e) => setPlatform(e.target.value)}
        sx={{ minWidth: 140 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">
          <em>{t('licences.filters.allPlatforms')}</em>
        </MenuItem>
        {PLATFORM_KINDS.map((p) => (
          <MenuItem key={p} value={p}>
            {PLATFORM_DISPLAY_NAMES[p]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );

  return (
    <>
      <ListPage
        texts={texts}
        icon={<AssignmentIcon />}
        params={params}
        result={result}
        columns={columns}
        rowName={(r) => `#${r.id} ${r.venueName}`}
        filters={filters}
        canManage={role !== undefined && can(role, Permission.LIC_REQUESTS_MANAGE)}
        onCreate={() => setCreating(true)}
        editHref={(r) => buildPath(APP_ROUTES['lic-request'], { id: r.id })}
        testId="lic-requests-table"
      />
      {creating && <LicenceRequestDialog onClose={() => setCreating(false)} />}
    </>
  );
}
