import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APP_ROUTES,
  buildPath,
  LICENCE_STATUSES,
  LIST_PAGE_SIZE_MAX,
  listVenueGroupsContract,
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
  type TLicenceReportRow,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callContract } from '../../api/http-client';
import { useAreaOptions } from '../../api/options/area-options';
import { useVenueOptions } from '../../api/options/venue-options';
import { createResourceKeys, RESOURCE_ROOTS } from '../../api/resource-keys';
import { FilterSelect } from '../../components/list';
import { PageHeader } from '../../components/page-header';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useLicenceReport } from './api/lic-requests';
import { LicenceStatusChip } from './licence-chips';
import { downloadCsv, toCsv } from './licence-csv';
import { endOfDayIso, expiryText } from './licence-date';
import { LICENCE_STATUS_KEYS } from './licence-texts';

const STATUS_PARAMS: Record<TPlatformKind, string> = {
  wolt: 'woltLicenseStatus',
  bolt: 'boltLicenseStatus',
  fudy: 'fudyLicenseStatus',
  glovo: 'glovoLicenseStatus',
};
const groupKeys = createResourceKeys(RESOURCE_ROOTS.venueGroups);

function startOfDayIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The licence report tab of `/lic-requests`: docs/product.md §7's filters, the table and its CSV export. */
export function LicenceReport() {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const [params, setParams] = useSearchParams();
  const venues = useVenueOptions();
  const areas = useAreaOptions();
  const groups = useQuery({
    queryKey: groupKeys.options({ pageSize: LIST_PAGE_SIZE_MAX, report: true }),
    queryFn: async ({ signal }) =>
      (await callContract(listVenueGroupsContract, { query: { pageSize: LIST_PAGE_SIZE_MAX }, signal }))
        .items,
  });
  const get = (name: string) => params.get(name) ?? '';
  const number = (name: string) => (get(name) === '' ? null : Number(get(name)));
  const set = (name: string, value: string | number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  const companyName = useDebouncedValue(get('companyName').trim());
  const query = {
    venueId: number('venueId'),
    areaId: number('areaId'),
    groupId: number('groupId'),
    companyName: companyName || null,
    ...Object.fromEntries(PLATFORM_KINDS.map((p) => [STATUS_PARAMS[p], get(STATUS_PARAMS[p]) || null])),
    actionPeriodStart: get('from') ? startOfDayIso(get('from')) : null,
    actionPeriodEnd: get('to') ? endOfDayIso(get('to')) : null,
  };
  const report = useLicenceReport(query);
  const rows = report.data;

  const statusText = (row: TLicenceReportRow, p: TPlatformKind) =>
    `${t(LICENCE_STATUS_KEYS[row[p].status])}${row[p].expiresAt && row[p].status !== 'unlimited' ? ` ${format.date(row[p].expiresAt)}` : ''}`;

  const exportCsv = () => {
    if (!rows) return;
    const header = [
      t('licences.fields.venue'),
      t('licences.fields.companyName'),
      t('licences.fields.area'),
      t('licences.fields.group'),
      ...PLATFORM_KINDS.map((p) => PLATFORM_DISPLAY_NAMES[p]),
      t('licences.fields.lastAction'),
    ];
    const body = rows.map((r) => [
      r.venueName,
      r.companyName ?? '',
      r.areaName ?? '',
      r.groupName ?? '',
      ...PLATFORM_KINDS.map((p) => statusText(r, p)),
      r.lastActionAt ? format.dateTime(r.lastActionAt) : '',
    ]);
    downloadCsv(`licences-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, body));
  };

  return (
    <>
      <PageHeader
        title={t('licences.report.title')}
        subtitle={t('licences.report.description')}
        actions={
          <Button
            variant="contained"
            onClick={exportCsv}
            disabled={!rows || rows.length === 0}
            data-testid="report-csv"
          >
            {t('licences.report.exportCsv')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ p: 2, flexWrap: 'wrap' }}>
          <FilterSelect
            label={t('licences.fields.venue')}
            allLabel={t('licences.filters.allVenues')}
            options={venues.data ?? []}
            value={number('venueId')}
            onChange={(v) => set('venueId', v)}
            testId="report-venue"
          />
          <FilterSelect
            label={t('licences.fields.area')}
            allLabel={t('licences.filters.allAreas')}
            options={areas.data ?? []}
            value={number('areaId')}
            onChange={(v) => set('areaId', v)}
            testId="report-area"
          />
          <FilterSelect
            label={t('licences.fields.group')}
            allLabel={t('licences.filters.allGroups')}
            options={groups.data ?? []}
            value={number('groupId')}
            onChange={(v) => set('groupId', v)}
            testId="report-group"
          />
          <TextField
            size="small"
            label={t('licences.fields.companyName')}
            value={get('companyName')}
            onChange={(e) => set('companyName', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-company' } }}
          />
          {PLATFORM_KINDS.map((p) => (
            <TextField
              key={p}
              select
              size="small"
              label={t('licences.report.statusOf', { platform: PLATFORM_DISPLAY_NAMES[p] })}
              value={get(STATUS_PARAMS[p])}
              onChange={(e) => set(STATUS_PARAMS[p], e.target.value)}
              sx={{ minWidth: 150 }}
              slotProps={{
                inputLabel: { shrink: true },
                select: {
                  displayEmpty: true,
                  SelectDisplayProps: { 'data-testid': `report-status-${p}` } as object,
                },
              }}
            >
              <MenuItem value="">
                <em>{t('licences.filters.allStatuses')}</em>
              </MenuItem>
              {LICENCE_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(LICENCE_STATUS_KEYS[s])}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <DateField
            size="small"
            kind="date"
            label={t('licences.report.actionFrom')}
            value={get('from')}
            onChange={(from) => set('from', from)}
          />
          <DateField
            size="small"
            kind="date"
            label={t('licences.report.actionTo')}
            value={get('to')}
            onChange={(to) => set('to', to)}
          />
        </Stack>
        {report.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('lists.loadFailed')}
          </Alert>
        )}
        {rows?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('licences.report.empty')}
          </Typography>
        )}
        {rows && rows.length > 0 && (
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
                      <Link
                        component={RouterLink}
                        to={buildPath(APP_ROUTES['lic-events'], { venueId: r.venueId })}
                      >
                        {r.venueName}
                      </Link>
                    </TableCell>
                    <TableCell>{r.companyName ?? '—'}</TableCell>
                    <TableCell>{r.areaName ?? '—'}</TableCell>
                    <TableCell>{r.groupName ?? '—'}</TableCell>
                    {PLATFORM_KINDS.map((p) => (
                      <TableCell key={p} data-platform={p}>
                        <Box
                          sx={{
                            display: 'flex',
                            flexDirection: 'column',
                            alignItems: 'flex-start',
                            gap: 0.5,
                          }}
                        >
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
        )}
      </Paper>
    </>
  );
}
