import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ZCreateAreaRequest, type TCreateAreaRequest } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { applyServerErrors, FormTextField } from '../../components/form';
import { useArea, useCreateArea, useUpdateArea } from './api/areas';
import { DialogFooter } from '../../components/dialog-footer';

/** Create (`areaId` 'new') or rename an area, in a dialog over the list. */
export function AreaDialog({ areaId, onClose }: { areaId: number | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const isNew = areaId === 'new';
  const area = useArea(isNew ? null : areaId);
  const create = useCreateArea();
  const update = useUpdateArea();
  const values = useMemo(() => ({ name: area.data?.name ?? '' }), [area.data]);
  const form = useForm<TCreateAreaRequest>({
    resolver: zodResolver(ZCreateAreaRequest),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const loading = !isNew && area.isPending;

  const submit = form.handleSubmit(async (body) => {
    try {
      if (isNew) await create.mutateAsync(body);
      else await update.mutateAsync({ ...body, id: areaId });
      toast.success(isNew ? t('areas.created') : t('areas.saved'));
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="area-dialog-title">
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="area-form">
          <DialogTitle id="area-dialog-title">
            {isNew ? t('areas.newTitle') : t('areas.editTitle')}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              {t('areas.formText')}
            </Typography>
            {loading ? (
              <Skeleton variant="rounded" height={56} />
            ) : area.isError ? (
              <Typography color="error">{t('forms.missingText')}</Typography>
            ) : (
              <FormTextField<TCreateAreaRequest>
                name="name"
                label={t('areas.fields.name')}
                required
                autoFocus
              />
            )}
          </DialogContent>
          <DialogFooter
            confirmLabel={isNew ? t('forms.create') : t('forms.save')}
            onCancel={onClose}
            cancelColor="inherit"
            pending={form.formState.isSubmitting}
            disabled={loading || area.isError}
            confirmTestId="form-submit"
          />
        </Box>
      </FormProvider>
    </Dialog>
  );
}
