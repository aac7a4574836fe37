import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { APP_ROUTES, buildPath, can, Permission, type TVenueGroup } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../api/options/area-options';
import { GroupWorkIcon } from '../../components/icons';
import {
  FilterSelect,
  ListPage,
  nameColumn,
  useListParams,
  useListTexts,
  type ListColumn,
  type ListTextKeys,
} from '../../components/list';
import { useSession } from '../auth';
import { useDeleteVenueGroup, useVenueGroups } from './api/venue-groups';

const TEXT_KEYS: ListTextKeys = {
  title: 'venueGroups.list.title',
  subtitle: 'venueGroups.list.description',
  search: 'venueGroups.list.search',
  create: 'venueGroups.list.create',
  emptyTitle: 'venueGroups.list.emptyTitle',
  emptyText: 'venueGroups.list.emptyText',
  deleteTitle: 'venueGroups.list.deleteTitle',
  deleteMessage: 'venueGroups.list.deleteMessage',
  deleted: 'venueGroups.list.deleted',
};

const detailPath = (id: number | 'new') => buildPath(APP_ROUTES['venue-group'], { id });

/** `/venue-groups`: chains of restaurants, each within one area. */
export function VenueGroupsPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const params = useListParams();
  const areaId = params.filter('areaId');
  const result = useVenueGroups({ ...params.query, areaId: areaId ?? undefined });
  const remove = useDeleteVenueGroup();
  const areas = useAreaOptions();

  const columns = useMemo<ListColumn<TVenueGroup>[]>(
    () => [
      nameColumn(t('venueGroups.fields.name')),
      {
        id: 'area',
        header: t('venueGroups.fields.area'),
        cell: (group) =>
          group.areaId === null ? (
            <Typography variant="body2" color="text.disabled">
              —
            </Typography>
          ) : (
            <Chip size="small" label={areas.names.get(group.areaId) ?? `#${group.areaId}`} />
          ),
      },
    ],
    [t, areas.names],
  );

  return (
    <ListPage
      texts={useListTexts(TEXT_KEYS)}
      icon={<GroupWorkIcon />}
      params={params}
      result={result}
      columns={columns}
      rowName={(group) => group.name}
      filters={
        <FilterSelect
          label={t('venueGroups.fields.area')}
          allLabel={t('venueGroups.list.allAreas')}
          options={areas.data ?? []}
          value={areaId}
          onChange={(value) => params.setFilter('areaId', value)}
          testId="area-filter"
        />
      }
      canManage={role !== undefined && can(role, Permission.VENUE_GROUPS_MANAGE)}
      createHref={detailPath('new')}
      editHref={(group) => detailPath(group.id)}
      onDelete={(group) => remove.mutateAsync(group.id)}
      testId="venue-groups-table"
    />
  );
}
