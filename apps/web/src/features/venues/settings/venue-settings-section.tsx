import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VENUE_CHECKBOX_SETTINGS } from '@orderdesk/contracts';
import {
  COOKING_TIME_MAX_MINUTES,
  VENUE_DATETIME_SETTINGS,
  VENUE_NUMBER_LIMITS,
  VENUE_SETTING_SELECTS,
  type TVenue,
} from '@orderdesk/contracts';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  applyServerErrors,
  FormDateField,
  FormNumberField,
  FormSection,
  FormSelectField,
  FormSwitchField,
} from '../../../components/form';
import { useUpdateVenue } from '../api/venues';
import { SETTING_GROUP_TEXTS, SETTING_OPTION_TEXTS, SETTING_TEXTS } from './setting-texts';
import {
  SETTINGS_FORM_FIELDS,
  settingsFormValues,
  settingsRequest,
  type SettingsFormValues,
} from './settings-form';

const SELECTS = [
  'timeZone',
  'defaultMenuLanguageId',
  'defaultDeliveryMethod',
  'imageSourceId',
  'posIdLookup',
] as const;

/** Checkbox settings grouped by what they touch, in docs/product.md §3's names. */
const CHECKBOX_GROUPS = [
  { key: 'clock', settings: ['useDayLigthSavingTime', 'useCustomTimeZone'] },
  {
    key: 'orders',
    settings: ['isAutoAcceptEnabled', 'isAutoPickedUpEnabled', 'delayOrderSaving', 'alwaysDefaultDelayTime'],
  },
  {
    key: 'pos',
    settings: [
      'isPayOrderEnabled',
      'isPayOrderAfterAcceptEnabled',
      'isPrintOrderEnabled',
      'isAutoPrintEnabled',
      'isUseKds',
      'isUseComboName',
      'isDebugMode',
    ],
  },
  { key: 'menu', settings: ['isAutoSyncMenuEnabled', 'isSingleModifierModeEnabled'] },
] as const satisfies readonly {
  key: string;
  settings: readonly (typeof VENUE_CHECKBOX_SETTINGS)[number][];
}[];

/**
 * Every setting of docs/product.md §3 by its type: selects, checkboxes, numbers and the licence dates. Saved
 * with `PUT /api/venues` carrying only what changed; a manager changes their own venue's settings,
 * only an administrator the licence dates.
 */
export function VenueSettingsSection({
  venue,
  readOnly,
  canEditLicences,
}: {
  venue: TVenue;
  readOnly: boolean;
  canEditLicences: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateVenue();
  const values = useMemo(() => settingsFormValues(venue), [venue]);
  const form = useForm<SettingsFormValues>({ values, resetOptions: { keepDirtyValues: true } });

  const submit = form.handleSubmit(async (formValues) => {
    try {
      const dirty = form.formState.dirtyFields.settings ?? {};
      await update.mutateAsync(settingsRequest(venue.id, formValues, dirty, canEditLicences) as never);
      toast.success(t('venues.settings.saved'));
      form.reset(undefined, { keepValues: false });
    } catch (error) {
      applyServerErrors(error, form.setError, SETTINGS_FORM_FIELDS);
    }
  });

  const selectOptions = (name: (typeof SELECTS)[number]) =>
    VENUE_SETTING_SELECTS[name].map((option) => ({
      id: option.id,
      label:
        name === 'timeZone' || name === 'defaultMenuLanguageId'
          ? option.name
          : t(SETTING_OPTION_TEXTS[name][option.id] ?? '', option.name),
    }));
  const number = (name: keyof typeof VENUE_NUMBER_LIMITS, unit: string) => (
    <FormNumberField<SettingsFormValues>
      name={`settings.${name}`}
      label={t(SETTING_TEXTS[name].label)}
      min={VENUE_NUMBER_LIMITS[name].min}
      max={VENUE_NUMBER_LIMITS[name].max}
      unit={unit}
      disabled={readOnly}
      hint={t(SETTING_TEXTS[name].hint)}
    />
  );

  return (
    <Paper variant="outlined" sx={{ mt: 3 }} data-testid="venue-settings-section">
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormSection title={t('venues.settings.title')} description={t('venues.settings.text')}>
            {SELECTS.map((name) => (
              <FormSelectField<SettingsFormValues>
                key={name}
                name={`settings.${name}`}
                label={t(SETTING_TEXTS[name].label)}
                options={selectOptions(name)}
                disabled={readOnly}
                hint={t(SETTING_TEXTS[name].hint)}
              />
            ))}
            {number('maxCookingTimeInMinutes', t('venues.fields.minutes'))}
            <FormNumberField<SettingsFormValues>
              name="defaultCookingTimeInMinutes"
              label={t('venues.fields.defaultCookingTime')}
              min={1}
              max={COOKING_TIME_MAX_MINUTES}
              unit={t('venues.fields.minutes')}
              disabled={readOnly}
              hint={t('venues.form.defaultHint')}
            />
            {number('autoAcceptTimeInSeconds', t('venues.settings.seconds'))}
            {number('defaultDelayTimeInMinutes', t('venues.fields.minutes'))}
            {number('posRetryHorizonInHours', t('venues.settings.hours'))}
            {CHECKBOX_GROUPS.map((group) => (
              <Box key={group.key} sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
                <Typography variant="overline" color="text.secondary">
                  {t(SETTING_GROUP_TEXTS[group.key])}
                </Typography>
                <Box
                  component="fieldset"
                  disabled={readOnly}
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    border: 0,
                    p: 0,
                    m: 0,
                    minWidth: 0,
                  }}
                >
                  {group.settings.map((name) => (
                    <FormSwitchField<SettingsFormValues>
                      key={name}
                      name={`settings.${name}`}
                      label={t(SETTING_TEXTS[name].label)}
                      description={t(SETTING_TEXTS[name].hint)}
                    />
                  ))}
                </Box>
              </Box>
            ))}
            <Typography variant="overline" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {t('venues.settings.groups.licences')}
            </Typography>
            {VENUE_DATETIME_SETTINGS.map((name) => (
              <FormDateField<SettingsFormValues>
                key={name}
                name={`settings.${name}`}
                kind="datetime"
                testId={`setting-${name}`}
                label={t(SETTING_TEXTS[name].label)}
                disabled={readOnly || !canEditLicences}
                hint={
                  canEditLicences
                    ? t('venues.settings.hints.licenceDate')
                    : t('venues.settings.hints.licenceByAdmin')
                }
              />
            ))}
            {!readOnly && (
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={form.formState.isSubmitting || !form.formState.isDirty}
                  data-testid="save-settings"
                >
                  {t('venues.settings.save')}
                </Button>
              </Box>
            )}
          </FormSection>
        </Box>
      </FormProvider>
    </Paper>
  );
}
