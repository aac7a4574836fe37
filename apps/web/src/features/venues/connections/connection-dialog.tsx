import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  CONNECTION_FIELDS,
  hasSecretKey,
  PLATFORM_DISPLAY_NAMES,
  WOLT_STATUS_FORMS,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useMemo } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormSelectField, FormSwitchField, FormTextField } from '../../../components/form';
import { CONNECTION_FIELD_TEXTS, EXTERNAL_ID_HINTS, STATUS_FORM_TEXTS } from './connection-texts';
import { connectionFormValues, type AnyConnection, type ConnectionFormValues } from './connection-request';
import { DialogFooter } from '../../../components/dialog-footer';

/** One secret: "set" or "not set", a field whose text replaces it, and Clear. */
function SecretField({ name, isSet }: { name: string; isSet: boolean }) {
  const { t } = useTranslation();
  const clear = useWatch<ConnectionFormValues>({ name: `secrets.${name}.clear` });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FormPasswordField<ConnectionFormValues>
        name={`secrets.${name}.value`}
        label={t(CONNECTION_FIELD_TEXTS[name] ?? name)}
        hint={
          clear
            ? t('venues.connections.secretWillClear')
            : isSet
              ? t('venues.connections.secretSet')
              : t('venues.connections.secretNotSet')
        }
        autoComplete="new-password"
        disabled={Boolean(clear)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={isSet ? t('venues.connections.set') : t('venues.connections.notSet')}
          color={isSet ? 'success' : 'default'}
          variant="outlined"
          data-testid={`secret-${name}`}
        />
        {isSet && (
          <Controller<ConnectionFormValues>
            name={`secrets.${name}.clear`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('venues.connections.clear')}
              />
            )}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * Add or edit one connection of a platform: its store id, name, plain options and write-only
 * secrets. Field errors of the server (`woltSettings.0.apiKey`) come back through `onSave`'s caller.
 */
export function ConnectionDialog({
  platform,
  connection,
  open,
  onCancel,
  onSave,
}: {
  platform: TPlatformKind;
  connection: AnyConnection | null;
  open: boolean;
  onCancel: () => void;
  onSave: (
    values: ConnectionFormValues,
    form: ReturnType<typeof useForm<ConnectionFormValues>>,
  ) => Promise<void>;
}) {
  const { t } = useTranslation();
  const values = useMemo(() => connectionFormValues(platform, connection), [platform, connection]);
  const form = useForm<ConnectionFormValues>({ values });
  const record = (connection ?? {}) as Record<string, unknown>;
  const { plain, secrets } = CONNECTION_FIELDS[platform];
  const submit = form.handleSubmit((v) => onSave(v, form));
  const name = PLATFORM_DISPLAY_NAMES[platform];

  return (
    <Dialog open={open} onClose={onCancel} maxWidth="sm" fullWidth data-testid="connection-dialog">
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle>
            {connection
              ? t('venues.connections.editTitle', { platform: name })
              : t('venues.connections.addTitle', { platform: name })}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box sx={{ gridColumn: '1 / -1', pt: 1 }}>
              <FormSwitchField<ConnectionFormValues>
                name="isEnabled"
                label={t('venues.connections.fields.isEnabled')}
                description={t('venues.connections.enabledText')}
              />
            </Box>
            <FormTextField<ConnectionFormValues>
              name="externalId"
              label={t('venues.connections.fields.externalId')}
              hint={t(EXTERNAL_ID_HINTS[platform])}
              required
              slotProps={{ htmlInput: { 'data-testid': 'connection-external-id' } }}
            />
            <FormTextField<ConnectionFormValues>
              name="name"
              label={t('venues.connections.fields.name')}
              hint={t('venues.connections.nameHint')}
              slotProps={{ htmlInput: { 'data-testid': 'connection-name' } }}
            />
            {plain.map((field) =>
              field === 'statusForm' ? (
                <FormSelectField<ConnectionFormValues>
                  key={field}
                  name="plain.statusForm"
                  label={t('venues.connections.fields.statusForm')}
                  options={WOLT_STATUS_FORMS.map((form) => ({
                    id: form,
                    label: t(STATUS_FORM_TEXTS[form]),
                  }))}
                />
              ) : (
                <FormTextField<ConnectionFormValues>
                  key={field}
                  name={`plain.${field}`}
                  label={t(CONNECTION_FIELD_TEXTS[field] ?? field)}
                />
              ),
            )}
            <Typography variant="overline" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {t('venues.connections.secretsTitle')}
            </Typography>
            {secrets.map((secret) => (
              <SecretField key={secret} name={secret} isSet={Boolean(record[hasSecretKey(secret)])} />
            ))}
          </DialogContent>
          <DialogFooter
            confirmLabel={t('venues.connections.save')}
            onCancel={onCancel}
            pending={form.formState.isSubmitting}
            confirmTestId="connection-save"
          />
        </Box>
      </FormProvider>
    </Dialog>
  );
}
