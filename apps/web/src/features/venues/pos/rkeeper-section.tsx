import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { checkRkContract, type TCheckRkResult, type TVenue } from '@orderdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { callContract } from '../../../api/http-client';
import {
  applyServerErrors,
  FormPasswordField,
  FormSection,
  FormSelectField,
  FormSwitchField,
  FormTextField,
} from '../../../components/form';
import { useUpdateVenue } from '../api/venues';
import { RK_FORM_FIELDS, rkeeperFormValues, rkeeperRequest, type RkeeperFormValues } from './rkeeper-form';

/** `checkRk`: GetSystemInfo on the venue's cash server. */
export function useCheckRk() {
  return useMutation({
    mutationFn: (venueId: number): Promise<TCheckRkResult> =>
      callContract(checkRkContract, { body: { venueId } }),
  });
}

export function CheckRkResult({ result }: { result: TCheckRkResult | undefined }) {
  if (!result) return null;
  return (
    <Alert severity={result.ok ? 'success' : 'error'} data-testid="check-rk-result" sx={{ mt: 1 }}>
      {result.message}
    </Alert>
  );
}

/**
 * The venue's r_keeper 7 cash server: where it is, who we sign in as, the codes a platform order is
 * written with and the XML licence. Editors save it; everyone who runs the venue may check it.
 */
export function RkeeperSection({ venue, readOnly }: { venue: TVenue; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateVenue();
  const check = useCheckRk();
  const values = useMemo(() => rkeeperFormValues(venue.rkeeperSettings), [venue.rkeeperSettings]);
  const form = useForm<RkeeperFormValues>({ values, resetOptions: { keepDirtyValues: true } });
  const mode = useWatch({ control: form.control, name: 'rkeeperSettings.licenceMode' });
  const s = venue.rkeeperSettings;
  const secretHint = (set: boolean) => (set ? t('venues.pos.secretSet') : t('venues.pos.secretNotSet'));

  const submit = form.handleSubmit(async (formValues) => {
    try {
      await update.mutateAsync({ id: venue.id, rkeeperSettings: rkeeperRequest(formValues) } as never);
      toast.success(t('venues.pos.saved'));
      form.reset(undefined, { keepValues: false });
    } catch (error) {
      applyServerErrors(error, form.setError, RK_FORM_FIELDS);
    }
  });

  const text = (
    name: Exclude<
      keyof RkeeperFormValues['rkeeperSettings'],
      'isEnabled' | 'isKdsReadyEnabled' | 'licenceMode'
    >,
    label: string,
    hint?: string,
  ) => (
    <FormTextField<RkeeperFormValues>
      name={`rkeeperSettings.${name}`}
      label={label}
      {...(hint ? { hint } : {})}
    />
  );

  return (
    <Paper variant="outlined" sx={{ mt: 3 }} data-testid="rkeeper-section">
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormSection title={t('venues.pos.title')} description={t('venues.pos.text')}>
            <Box
              component="fieldset"
              disabled={readOnly}
              sx={{
                gridColumn: '1 / -1',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                border: 0,
                p: 0,
                m: 0,
                minWidth: 0,
              }}
            >
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormSwitchField<RkeeperFormValues>
                  name="rkeeperSettings.isEnabled"
                  label={t('venues.pos.fields.isEnabled')}
                  description={t('venues.pos.enabledText')}
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                {text('url', t('venues.pos.fields.url'), t('venues.pos.urlHint'))}
              </Box>
              {!readOnly && (
                <>
                  <FormTextField<RkeeperFormValues>
                    name="rkeeperSettings.login"
                    label={t('venues.pos.fields.login')}
                    hint={secretHint(s.hasLogin)}
                    autoComplete="off"
                  />
                  <FormPasswordField<RkeeperFormValues>
                    name="rkeeperSettings.password"
                    label={t('venues.pos.fields.password')}
                    hint={secretHint(s.hasPassword)}
                    autoComplete="new-password"
                  />
                </>
              )}
              <Box sx={{ gridColumn: '1 / -1' }}>
                {text(
                  'certificateFingerprint',
                  t('venues.pos.fields.certificateFingerprint'),
                  t('venues.pos.fingerprintHint'),
                )}
              </Box>
              {text('stationCode', t('venues.pos.fields.stationCode'))}
              {text('tableCode', t('venues.pos.fields.tableCode'))}
              {text('waiterCode', t('venues.pos.fields.waiterCode'))}
              {text('cashierCode', t('venues.pos.fields.cashierCode'))}
              {text('orderTypeCode', t('venues.pos.fields.orderTypeCode'))}
              {text('orderCategoryCode', t('venues.pos.fields.orderCategoryCode'))}
              {text('prepayCurrencyCode', t('venues.pos.fields.prepayCurrencyCode'))}
              {text('prepayReasonCode', t('venues.pos.fields.prepayReasonCode'))}
              {text(
                'commentModifierCode',
                t('venues.pos.fields.commentModifierCode'),
                t('venues.pos.commentHint'),
              )}
              {text('discountCode', t('venues.pos.fields.discountCode'), t('venues.pos.discountHint'))}
              {text('voidReasonCode', t('venues.pos.fields.voidReasonCode'), t('venues.pos.voidReasonHint'))}
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormSwitchField<RkeeperFormValues>
                  name="rkeeperSettings.isKdsReadyEnabled"
                  label={t('venues.pos.fields.isKdsReadyEnabled')}
                  description={t('venues.pos.kdsReadyText')}
                />
              </Box>
              <FormSelectField<RkeeperFormValues>
                name="rkeeperSettings.licenceMode"
                label={t('venues.pos.fields.licenceMode')}
                options={[
                  { id: 'perpetual', label: t('venues.pos.licence.perpetual') },
                  { id: 'subscription', label: t('venues.pos.licence.subscription') },
                ]}
              />
              {mode === 'subscription' && (
                <>
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    {text('licenseAnchor', t('venues.pos.fields.licenseAnchor'), t('venues.pos.anchorHint'))}
                  </Box>
                  {text('licenseInstanceGuid', t('venues.pos.fields.licenseInstanceGuid'))}
                  {!readOnly && (
                    <FormPasswordField<RkeeperFormValues>
                      name="rkeeperSettings.licenseToken"
                      label={t('venues.pos.fields.licenseToken')}
                      hint={secretHint(s.hasLicenseToken)}
                      autoComplete="off"
                    />
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                    {t('venues.pos.seqNumber', { n: s.licenseSeqNumber })}
                  </Typography>
                </>
              )}
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                data-testid="check-rk"
                disabled={check.isPending}
                onClick={() => check.mutate(venue.id)}
              >
                {t('venues.pos.check')}
              </Button>
              {!readOnly && (
                <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                  {t('venues.pos.save')}
                </Button>
              )}
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <CheckRkResult result={check.data} />
            </Box>
          </FormSection>
        </Box>
      </FormProvider>
    </Paper>
  );
}
