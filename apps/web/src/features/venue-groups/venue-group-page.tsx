import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  APP_ROUTES,
  ZCreateVenueGroupRequest,
  type TCreateVenueGroupRequest,
  type TVenueGroup,
} from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { useAreaOptions } from '../../api/options/area-options';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  applyServerErrors,
  FormPage,
  FormSection,
  FormSelectField,
  FormTextField,
} from '../../components/form';
import {
  useCreateVenueGroup,
  useDeleteVenueGroup,
  useUpdateVenueGroup,
  useVenueGroup,
} from './api/venue-groups';

interface VenueGroupFormValues {
  name: string;
  areaId: number | null;
}

const formValues = (group?: TVenueGroup): VenueGroupFormValues => ({
  name: group?.name ?? '',
  areaId: group?.areaId ?? null,
});

function parseId(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/venue-group/{id}` and `/venue-group/new`: a group's name and area. */
export function VenueGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = parseId(useParams().id);
  const isNew = target === 'new';
  const id = typeof target === 'number' ? target : null;
  const group = useVenueGroup(id);
  const create = useCreateVenueGroup();
  const update = useUpdateVenueGroup();
  const remove = useDeleteVenueGroup();
  const areas = useAreaOptions();
  const [confirming, setConfirming] = useState(false);
  const values = useMemo(() => formValues(group.data), [group.data]);
  const form = useForm<VenueGroupFormValues, unknown, TCreateVenueGroupRequest>({
    resolver: zodResolver(ZCreateVenueGroupRequest) as never,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const listPath = APP_ROUTES['venue-groups'];
  const areaOptions = useMemo(
    () => (areas.data ?? []).map((a) => ({ id: a.id, label: a.name })),
    [areas.data],
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      if (isNew) await create.mutateAsync(body);
      else await update.mutateAsync({ ...body, id: id ?? 0 });
      toast.success(isNew ? t('venueGroups.created') : t('venueGroups.saved'));
      void navigate(listPath);
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'areaId']);
    }
  });

  const confirmDelete = async () => {
    if (id === null) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t('venueGroups.list.deleted'));
      void navigate(listPath, { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, []);
      setConfirming(false);
    }
  };

  const status = isNew
    ? 'ready'
    : id === null || group.isError
      ? 'missing'
      : group.isPending
        ? 'loading'
        : 'ready';
  return (
    <FormProvider {...form}>
      <FormPage
        title={isNew ? t('venueGroups.newTitle') : (group.data?.name ?? '')}
        subtitle={isNew ? t('venueGroups.newSubtitle') : t('venueGroups.editSubtitle')}
        backTo={listPath}
        status={status}
        onSubmit={(event) => void submit(event)}
        submitting={form.formState.isSubmitting}
        submitLabel={isNew ? t('forms.create') : t('forms.save')}
        onDelete={isNew ? undefined : () => setConfirming(true)}
        testId="venue-group-form"
      >
        <FormSection title={t('venueGroups.form.details')} description={t('venueGroups.form.detailsText')}>
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2.5 }}>
            <FormTextField<VenueGroupFormValues> name="name" label={t('venueGroups.fields.name')} required />
            <FormSelectField<VenueGroupFormValues>
              name="areaId"
              label={t('venueGroups.fields.area')}
              options={areaOptions}
              required
            />
          </Box>
        </FormSection>
      </FormPage>
      <ConfirmDialog
        open={confirming}
        title={t('venueGroups.list.deleteTitle')}
        message={t('venueGroups.list.deleteMessage', { name: group.data?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </FormProvider>
  );
}
