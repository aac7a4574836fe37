import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  LICENCE_STATUSES,
  LIST_PAGE_SIZE_MAX,
  listVenueGroupsContract,
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
} from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callContract } from '../../api/http-client';
import { useAreaOptions } from '../../api/options/area-options';
import { useVenueOptions } from '../../api/options/venue-options';
import { createResourceKeys, RESOURCE_ROOTS } from '../../api/resource-keys';
import { DateField } from '../../components/date-field';
import { FilterSelect } from '../../components/list';
import { LICENCE_STATUS_KEYS } from './licence-texts';
import { STATUS_PARAMS, type LicenceReportFilterValues } from './use-licence-report-filters';

const groupKeys = createResourceKeys(RESOURCE_ROOTS.venueGroups);

/** The licence report's filters (docs/product.md §7): venue, area, group, company, each platform's status, the action period. */
export function LicenceReportFilters({ filters }: { filters: LicenceReportFilterValues }) {
  const { t } = useTranslation();
  const { get, number, set } = filters;
  const venues = useVenueOptions();
  const areas = useAreaOptions();
  const groups = useQuery({
    queryKey: groupKeys.options({ pageSize: LIST_PAGE_SIZE_MAX, report: true }),
    queryFn: async ({ signal }) =>
      (await callContract(listVenueGroupsContract, { query: { pageSize: LIST_PAGE_SIZE_MAX }, signal }))
        .items,
  });
  return (
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
  );
}
