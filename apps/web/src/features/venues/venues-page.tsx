import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { APP_ROUTES, buildPath, can, Permission, type TVenueListItem } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../api/options/area-options';
import { RestaurantIcon } from '../../components/icons';
import {
  FilterSelect,
  ListPage,
  nameColumn,
  useListParams,
  useListTexts,
  type ListColumn,
  type ListTextKeys,
} from '../../components/list';
import { ForceRefreshButton } from '../../hub/force-refresh-button';
import { useSession } from '../auth';
import { useDeleteVenue, useVenues } from './api/venues';

const TEXT_KEYS: ListTextKeys = {
  title: 'venues.list.title',
  subtitle: 'venues.list.description',
  search: 'venues.list.search',
  create: 'venues.list.create',
  emptyTitle: 'venues.list.emptyTitle',
  emptyText: 'venues.list.emptyText',
  deleteTitle: 'venues.list.deleteTitle',
  deleteMessage: 'venues.list.deleteMessage',
  deleted: 'venues.list.deleted',
};

const detailPath = (id: number | 'new') => buildPath(APP_ROUTES.venue, { id });

function NameOrDash({ name }: { name: string | null }) {
  return name === null ? (
    <Typography variant="body2" color="text.disabled">
      —
    </Typography>
  ) : (
    <Typography variant="body2">{name}</Typography>
  );
}

/** `/venues`: the restaurants in the user's reach, with their online status, area and group. */
export function VenuesPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const params = useListParams();
  const areaId = params.filter('areaId');
  const result = useVenues({ ...params.query, areaId: areaId ?? undefined });
  const remove = useDeleteVenue();
  const areas = useAreaOptions();

  const columns = useMemo<ListColumn<TVenueListItem>[]>(
    () => [
      nameColumn(t('venues.fields.name')),
      {
        id: 'status',
        header: t('venues.fields.status'),
        cell: (venue) => (
          <Chip
            size="small"
            variant="outlined"
            data-testid="row-status"
            color={venue.status ? 'success' : 'error'}
            label={venue.status ? t('venues.status.online') : t('venues.status.offline')}
          />
        ),
      },
      {
        id: 'area',
        header: t('venues.fields.area'),
        cell: (venue) => <NameOrDash name={venue.areaName} />,
      },
      {
        id: 'group',
        header: t('venues.fields.group'),
        cell: (venue) => <NameOrDash name={venue.venueGroupName} />,
      },
    ],
    [t],
  );

  return (
    <ListPage
      texts={useListTexts(TEXT_KEYS)}
      icon={<RestaurantIcon />}
      params={params}
      result={result}
      columns={columns}
      rowName={(venue) => venue.name}
      filters={
        <>
          <FilterSelect
            label={t('venues.fields.area')}
            allLabel={t('venues.list.allAreas')}
            options={areas.data ?? []}
            value={areaId}
            onChange={(value) => params.setFilter('areaId', value)}
            testId="area-filter"
          />
          {role !== undefined && can(role, Permission.BOARDS_REFRESH) && <ForceRefreshButton />}
        </>
      }
      canManage={role !== undefined && can(role, Permission.VENUES_MANAGE)}
      createHref={detailPath('new')}
      editHref={(venue) => detailPath(venue.id)}
      onDelete={(venue) => remove.mutateAsync(venue.id)}
      testId="venues-table"
    />
  );
}
