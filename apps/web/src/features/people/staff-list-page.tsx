import { APP_ROUTES, buildPath, can, type TVenueStaffMember } from '@orderdesk/contracts';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueOptions } from '../../api/options/venue-options';
import { FilterSelect, ListPage, useListParams, useListTexts, type ListColumn } from '../../components/list';
import { useSession } from '../auth';
import { usePersonColumns } from './person-columns';
import { personName } from './person-form';
import type { StaffKind } from './staff-kinds';

/** `/managers` or `/operators`, with the restaurant selector of those tabs. */
export function StaffListPage({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const params = useListParams();
  const venueId = params.filter('venueId');
  const result = kind.resource.useList({ ...params.query, venueId: venueId ?? undefined });
  const remove = kind.resource.useDelete();
  const venues = useVenueOptions();
  const detailPath = (id: number | 'new') => buildPath(APP_ROUTES[kind.detailRoute], { id });

  const venueColumn = useMemo<ListColumn<TVenueStaffMember>[]>(
    () => [
      {
        id: 'venue',
        header: t('people.fields.venue'),
        cell: (person) =>
          person.venueId === null ? (
            <Typography variant="body2" color="text.disabled">
              —
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="row-venue">
              {venues.names.get(person.venueId) ?? `#${person.venueId}`}
            </Typography>
          ),
      },
    ],
    [t, venues.names],
  );
  const columns = usePersonColumns<TVenueStaffMember>(venueColumn);

  return (
    <ListPage
      texts={useListTexts(kind.keys.list)}
      icon={kind.icon}
      params={params}
      result={result}
      columns={columns}
      rowName={personName}
      filters={
        <FilterSelect
          label={t('people.filters.venue')}
          allLabel={t('people.filters.allVenues')}
          options={venues.data ?? []}
          value={venueId}
          onChange={(value) => params.setFilter('venueId', value)}
          testId="venue-filter"
        />
      }
      canManage={role !== undefined && can(role, kind.permission)}
      createHref={venueId ? `${detailPath('new')}?venueId=${venueId}` : detailPath('new')}
      editHref={(person) => detailPath(person.id)}
      onDelete={(person) => remove.mutateAsync(person.id)}
      testId={`${kind.listRoute}-table`}
    />
  );
}
