import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { APP_ROUTES, buildPath, type TDealer } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../api/options/area-options';
import { WorkIcon } from '../../components/icons';
import { FilterSelect, ListPage, useListParams, useListTexts, type ListColumn } from '../../components/list';
import { useDealers, useDeleteDealer } from './api/dealers';
import { usePersonColumns } from './person-columns';
import { personName } from './person-form';
import { DEALER_KEYS } from './person-texts';

const detailPath = (id: number | 'new') => buildPath(APP_ROUTES.dealer, { id });
const MAX_CHIPS = 3;

/** `/dealers`: dealers with the area selector of the Dealers tab. */
export function DealersPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const areaId = params.filter('areaId');
  const result = useDealers({ ...params.query, areaId: areaId ?? undefined });
  const remove = useDeleteDealer();
  const areas = useAreaOptions();

  const areaColumn = useMemo<ListColumn<TDealer>[]>(
    () => [
      {
        id: 'areas',
        header: t('people.fields.areas'),
        cell: (dealer) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {dealer.areaIds.slice(0, MAX_CHIPS).map((id) => (
              <Chip key={id} size="small" label={areas.names.get(id) ?? `#${id}`} />
            ))}
            {dealer.areaIds.length > MAX_CHIPS && (
              <Chip size="small" variant="outlined" label={`+${dealer.areaIds.length - MAX_CHIPS}`} />
            )}
          </Box>
        ),
      },
    ],
    [t, areas.names],
  );
  const columns = usePersonColumns<TDealer>(areaColumn);

  return (
    <ListPage
      texts={useListTexts(DEALER_KEYS.list)}
      icon={<WorkIcon />}
      params={params}
      result={result}
      columns={columns}
      rowName={personName}
      filters={
        <FilterSelect
          label={t('people.filters.area')}
          allLabel={t('people.filters.allAreas')}
          options={areas.data ?? []}
          value={areaId}
          onChange={(value) => params.setFilter('areaId', value)}
          testId="area-filter"
        />
      }
      canManage
      createHref={detailPath('new')}
      editHref={(dealer) => detailPath(dealer.id)}
      onDelete={(dealer) => remove.mutateAsync(dealer.id)}
      testId="dealers-table"
    />
  );
}
