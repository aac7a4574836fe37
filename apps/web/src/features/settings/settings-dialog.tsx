import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DEFAULT_ADDITIONAL_USER_SETTINGS } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { applyServerErrors } from '../../components/form';
import { CloseIcon } from '../../components/icons';
import { useGeneralSettings } from '../../hooks/use-general-settings';
import { changeLanguage } from '../../i18n';
import { readStoredLanguage, saveGeneralSettings } from '../../lib/settings-storage';
import { useSession } from '../auth';
import { useLanguages, useSaveAdditionalSettings } from './api/settings';
import { settingsFormValues, splitSettings, ZSettingsForm, type TSettingsForm } from './settings-form';
import { BoardSection, DateTimeSection, LanguageSection, SoundSection } from './settings-sections';
import { DialogFooter } from '../../components/dialog-footer';

/**
 * The user's settings (docs/product.md §1, §3). Sound, time and date format and card mode stay in this browser
 * (local storage `settings`, with the language); font size and sort direction are saved on the server
 * and follow the user to other devices.
 */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="settings-title"
      data-testid="settings-dialog"
    >
      {/* Mounted while open, so a cancelled change is gone the next time. */}
      <SettingsForm onClose={onClose} />
    </Dialog>
  );
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const general = useGeneralSettings();
  const languages = useLanguages();
  const save = useSaveAdditionalSettings();
  const additional = profile?.additionalUserSettings ?? DEFAULT_ADDITIONAL_USER_SETTINGS;
  const values = useMemo(
    () => settingsFormValues(general, additional, readStoredLanguage()),
    [general, additional],
  );
  const form = useForm<TSettingsForm>({ resolver: zodResolver(ZSettingsForm), defaultValues: values });

  const submit = form.handleSubmit(async (submitted) => {
    const next = splitSettings(submitted);
    saveGeneralSettings(next.general);
    if (next.language !== readStoredLanguage()) await changeLanguage(next.language);
    const changed =
      next.additional.FontSize !== additional.FontSize ||
      next.additional.OrderSortingAsc !== additional.OrderSortingAsc;
    if (changed) {
      try {
        await save.mutateAsync(next.additional);
      } catch (error) {
        applyServerErrors(error, form.setError, ['FontSize', 'OrderSortingAsc']);
        return;
      }
    }
    toast.success(t('settings.saved'));
    onClose();
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="settings-title" sx={{ display: 'flex', alignItems: 'center', pr: 1.5 }}>
          <Box sx={{ flex: 1 }}>{t('settings.title')}</Box>
          <IconButton aria-label={t('settings.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ py: 2.5 }}>
          <LanguageSection languages={languages.data} />
          <DateTimeSection />
          <BoardSection />
          <SoundSection />
        </DialogContent>
        <DialogFooter
          confirmLabel={t('forms.save')}
          onCancel={onClose}
          cancelColor="inherit"
          pending={form.formState.isSubmitting}
          confirmTestId="settings-save"
        />
      </Box>
    </FormProvider>
  );
}
