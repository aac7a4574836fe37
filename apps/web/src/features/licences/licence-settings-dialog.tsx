import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIST_PAGE_SIZE_MAX, listDealersContract, type TLicenceSettings } from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { isApiError } from '../../api/api-error';
import { callContract } from '../../api/http-client';
import { translateMessage } from '../../i18n/translate-message';
import { useLicenceSettings, useUpdateLicenceSettings } from './api/licence-requests';
import { SETTINGS_NUMBER_FIELDS } from './licence-texts';
import { DialogFooter } from '../../components/dialog-footer';

const NUMBER_FIELDS = Object.keys(SETTINGS_NUMBER_FIELDS) as (keyof typeof SETTINGS_NUMBER_FIELDS)[];

function SettingsForm({ initial, onClose }: { initial: TLicenceSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateLicenceSettings();
  const [values, setValues] = useState(initial);
  const [text, setText] = useState<Record<string, string>>(
    Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(initial[f])])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const dealers = useQuery({
    queryKey: ['dealers', 'options', 'licence-settings'],
    queryFn: async ({ signal }) =>
      (await callContract(listDealersContract, { query: { pageSize: LIST_PAGE_SIZE_MAX }, signal })).items,
  });

  const submit = async () => {
    const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, Number(text[f])]));
    try {
      await save.mutateAsync({ ...values, ...numbers });
      toast.success(t('licences.settings.saved'));
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status !== null && failure.status < 500) setErrors(failure.errors);
    }
  };
  const error = (field: string) => {
    const message = errors[field]?.[0];
    return message ? translateMessage(t, message) : undefined;
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {NUMBER_FIELDS.map((field) => (
            <TextField
              key={field}
              type="number"
              label={t(SETTINGS_NUMBER_FIELDS[field].label)}
              value={text[field]}
              onChange={(e) => setText((current) => ({ ...current, [field]: e.target.value }))}
              error={error(field) !== undefined}
              helperText={error(field) ?? t(SETTINGS_NUMBER_FIELDS[field].help)}
              slotProps={{ htmlInput: { min: 1, step: 1, 'data-testid': `settings-${field}` } }}
            />
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={values.dealersMayRequestUnlimited}
                onChange={(e) => setValues((v) => ({ ...v, dealersMayRequestUnlimited: e.target.checked }))}
              />
            }
            label={t('licences.settings.dealersMayRequestUnlimited')}
          />
          <TextField
            select
            label={t('licences.settings.autoApproveDealerIds')}
            value={values.autoApproveDealerIds.map(String)}
            onChange={(e) => {
              const raw = e.target.value as unknown as string[];
              setValues((v) => ({ ...v, autoApproveDealerIds: raw.map(Number) }));
            }}
            error={error('autoApproveDealerIds') !== undefined}
            helperText={error('autoApproveDealerIds') ?? t('licences.settings.autoApproveDealerIdsHelp')}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  (selected as string[])
                    .map((id) => dealers.data?.find((d) => String(d.id) === id)?.userName ?? `#${id}`)
                    .join(', '),
              },
            }}
          >
            {(dealers.data ?? []).map((d) => (
              <MenuItem key={d.id} value={String(d.id)}>
                <Checkbox checked={values.autoApproveDealerIds.includes(d.id)} size="small" />
                <ListItemText primary={d.userName} />
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogFooter
        confirmLabel={t('forms.save')}
        onConfirm={() => void submit()}
        onCancel={onClose}
        pending={save.isPending}
        confirmTestId="settings-save"
      />
    </>
  );
}

/** The licence settings of `PATCH /api/lic-requests/settings` (admins). */
export function LicenceSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useLicenceSettings();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="licence-settings-dialog">
      <DialogTitle>{t('licences.settings.title')}</DialogTitle>
      {settings.data && <SettingsForm initial={settings.data} onClose={onClose} />}
    </Dialog>
  );
}
