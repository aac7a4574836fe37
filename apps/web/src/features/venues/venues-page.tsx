import Typography from '@mui/material/Typography';
import { APP_ROUTES, buildPath, can, Permission, type TVenueListItem } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../api/options/area-options';
import { useVenueGroupOptions } from '../../api/options/venue-group-options';
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
import { ConnectionSummary } from './status/connection-summary';
import { VenueStatusChip } from './status/venue-status-chip';
import { VenueToggleButton } from './status/venue-toggle-button';

/** The status filter's values: `?status=1` online, `?status=2` offline. */
const STATUS_FILTER = { online: 1, offline: 2 } as const;

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

/**
 * `/venues`: the restaurants in the user's reach with their online status (and a pause's end),
 * Open/Close, area, group and platforms; searched and filtered by area, group and status.
 */
export function VenuesPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const params = useListParams();
  const areaId = params.filter('areaId');
  const groupId = params.filter('venueGroupId');
  const statusFilter = params.filter('status');
  const groups = useVenueGroupOptions(areaId);
  // A group lies in one area: a group filter left from another area is not applied.
  const groupInArea = groupId !== null && groups.data?.some((g) => g.id === groupId) ? groupId : undefined;
  const result = useVenues({
    ...params.query,
    areaId: areaId ?? undefined,
    venueGroupId: groupInArea,
    status:
      statusFilter === STATUS_FILTER.online
        ? 'true'
        : statusFilter === STATUS_FILTER.offline
          ? 'false'
          : undefined,
  });
  const remove = useDeleteVenue();
  const areas = useAreaOptions();
  const canOperate = role !== undefined && can(role, Permission.VENUES_OPERATE);

  const columns = useMemo<ListColumn<TVenueListItem>[]>(
    () => [
      nameColumn(t('venues.fields.name')),
      {
        id: 'status',
        header: t('venues.fields.status'),
        cell: (venue) => <VenueStatusChip venue={venue} testId="row-status" />,
      },
      ...(canOperate
        ? [
            {
              id: 'action',
              header: t('venues.list.action'),
              cell: (venue: TVenueListItem) => <VenueToggleButton venue={venue} testId="row-venue-action" />,
            },
          ]
        : []),
      {
        id: 'connections',
        header: t('venues.list.connections'),
        cell: (venue) => <ConnectionSummary venue={venue} />,
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
    [t, canOperate],
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
          {areaId !== null && (
            <FilterSelect
              label={t('venues.fields.group')}
              allLabel={t('venues.list.allGroups')}
              options={groups.data ?? []}
              value={groupId}
              onChange={(value) => params.setFilter('venueGroupId', value)}
              testId="group-filter"
            />
          )}
          <FilterSelect
            label={t('venues.fields.status')}
            allLabel={t('venues.list.allStatuses')}
            options={[
              { id: STATUS_FILTER.online, name: t('venues.status.online') },
              { id: STATUS_FILTER.offline, name: t('venues.status.offline') },
            ]}
            value={statusFilter}
            onChange={(value) => params.setFilter('status', value)}
            testId="status-filter"
          />
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
