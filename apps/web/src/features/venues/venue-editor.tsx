import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import {
  APP_ROUTES,
  buildPath,
  can,
  canOpenRoute,
  Permission,
  Role,
  ZCreateVenueRequest,
  type TCreateVenueRequest,
} from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { applyServerErrors, FormPage } from '../../components/form';
import { useSession } from '../auth';
import { useCreateVenue, useDeleteVenue, useUpdateVenue, useVenueDetail } from './api/venues';
import { VENUE_FIELDS, VENUE_UPDATE_FIELDS, venueFormValues, type VenueFormValues } from './venue-form';
import { VenueInfoSection, VenueOrdersSection, VenuePlaceSection } from './venue-fields';
import { VenueSections } from './venue-sections';
import { VenueStatusChip } from './status/venue-status-chip';
import { VenueToggleButton } from './status/venue-toggle-button';

interface Props {
  /** The venue; null for a new one (`isNew`) or an id that is not a venue. */
  id: number | null;
  isNew: boolean;
  /** Shown, not edited: people without VENUES_MANAGE. */
  readOnly: boolean;
  /** The list to return to; none when the user has no venue list (managers). */
  listPath?: string;
}

/** One venue: `/venue/{id}` and `/venue/new` for editors, `/manager/venue` read-only for its manager. */
export function VenueEditor({ id, isNew, readOnly, listPath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const venue = useVenueDetail(id);
  const create = useCreateVenue();
  const update = useUpdateVenue();
  const remove = useDeleteVenue();
  const [confirming, setConfirming] = useState(false);
  const values = useMemo(() => venueFormValues(venue.data), [venue.data]);
  const form = useForm<VenueFormValues, unknown, TCreateVenueRequest>({
    resolver: zodResolver(ZCreateVenueRequest) as never,
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      if (isNew) await create.mutateAsync(body);
      else {
        // Place and details only: times and settings are saved by their own section.
        const changes = Object.fromEntries(VENUE_UPDATE_FIELDS.map((field) => [field, body[field]]));
        await update.mutateAsync({ ...changes, id: id ?? 0 });
      }
      toast.success(isNew ? t('venues.created') : t('venues.saved'));
      // A new venue goes back to the list; a saved one stays open, its other sections still to do.
      if (isNew && listPath) void navigate(listPath);
    } catch (error) {
      applyServerErrors(error, form.setError, VENUE_FIELDS);
    }
  });

  const confirmDelete = async () => {
    if (id === null) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t('venues.list.deleted'));
      if (listPath) void navigate(listPath, { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, []);
      setConfirming(false);
    }
  };

  // Managers work on their venue's own board; the others on the board of the venue by id.
  const boardPath =
    role !== undefined && canOpenRoute(role, 'new-orders-id')
      ? buildPath(APP_ROUTES['new-orders-id'], { id: id ?? 0 })
      : APP_ROUTES['new-orders'];
  const canOperate = role !== undefined && can(role, Permission.VENUES_OPERATE);
  // A manager's own venue has its own menu route; the others open the venue's by id.
  const menuPath =
    role === undefined
      ? null
      : canOpenRoute(role, 'manager-venue-menu') && !listPath
        ? APP_ROUTES['manager-venue-menu']
        : canOpenRoute(role, 'venue-menu')
          ? buildPath(APP_ROUTES['venue-menu'], { id: id ?? 0 })
          : null;
  const actions = venue.data && (
    <>
      <VenueStatusChip venue={venue.data} />
      {canOperate && <VenueToggleButton venue={venue.data} size="medium" />}
      <Button component={Link} to={boardPath} variant="outlined" data-testid="open-board">
        {t('venues.openBoard')}
      </Button>
      {menuPath && (
        <Button component={Link} to={menuPath} variant="outlined" data-testid="open-menu">
          {t('menus.open')}
        </Button>
      )}
    </>
  );

  const status = isNew
    ? 'ready'
    : id === null || venue.isError
      ? 'missing'
      : venue.isPending
        ? 'loading'
        : 'ready';
  return (
    <FormProvider {...form}>
      <FormPage
        title={isNew ? t('venues.newTitle') : (venue.data?.name ?? '')}
        subtitle={
          isNew ? t('venues.newSubtitle') : readOnly ? t('venues.readOnlySubtitle') : t('venues.editSubtitle')
        }
        backTo={listPath}
        status={status}
        onSubmit={(event) => void submit(event)}
        submitting={form.formState.isSubmitting}
        submitLabel={isNew ? t('forms.create') : t('forms.save')}
        onDelete={isNew || readOnly ? undefined : () => setConfirming(true)}
        readOnly={readOnly}
        actions={actions}
        wide={!isNew}
        testId="venue-form"
      >
        <VenuePlaceSection venue={venue.data} readOnly={readOnly} />
        <VenueInfoSection readOnly={readOnly} />
        {isNew && <VenueOrdersSection readOnly={readOnly} />}
      </FormPage>
      {!isNew && venue.data && role !== undefined && (
        <VenueSections
          venue={venue.data}
          canManage={!readOnly}
          canSettings={can(role, Permission.VENUES_SETTINGS)}
          canOperate={canOperate}
          canEditLicences={role === Role.ADMIN}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('venues.list.deleteTitle')}
        message={t('venues.list.deleteMessage', { name: venue.data?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </FormProvider>
  );
}
