import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DATE_SEPARATORS,
  DateOrder,
  LANGUAGES,
  OrderCardMode,
  TimeFormat,
  type TLanguageEntry,
} from '@orderdesk/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormSliderField, FormToggleField } from '../../components/form';
import { formatDateTime } from '../../lib/date-time-format';
import { playNotificationSound } from '../../lib/notification-sound';
import { SettingRow, SettingsGroup } from './setting-row';
import { FONT_SIZE_RANGE, type TSettingsForm } from './settings-form';

const SEPARATOR_KEYS: Record<(typeof DATE_SEPARATORS)[number], string> = {
  '.': 'settings.separators.dot',
  '/': 'settings.separators.slash',
  '-': 'settings.separators.dash',
  ' ': 'settings.separators.space',
};

// A fixed afternoon, so the preview shows the difference between 12 and 24 hours.
const SAMPLE_DATE = new Date(2025, 4, 7, 14, 30);

export function LanguageSection({ languages }: { languages: readonly TLanguageEntry[] | undefined }) {
  const { t } = useTranslation();
  const options = (languages ?? LANGUAGES).map((l) => ({ id: l.code, label: l.name }));
  return (
    <SettingsGroup title={t('settings.groups.language')}>
      <SettingRow label={t('settings.language')} description={t('settings.languageText')}>
        <FormSelectField<TSettingsForm> name="language" label={t('settings.language')} options={options} />
      </SettingRow>
    </SettingsGroup>
  );
}

export function DateTimeSection() {
  const { t } = useTranslation();
  const [timeFormat, dateOrder, dateSeparator] = useWatch<
    TSettingsForm,
    ['timeFormat', 'dateOrder', 'dateSeparator']
  >({
    name: ['timeFormat', 'dateOrder', 'dateSeparator'],
  });
  return (
    <SettingsGroup title={t('settings.groups.dateTime')}>
      <SettingRow label={t('settings.timeFormat')}>
        <FormToggleField<TSettingsForm, number>
          name="timeFormat"
          label={t('settings.timeFormat')}
          testId="setting-time-format"
          options={[
            { value: TimeFormat.H24, label: t('settings.hours24') },
            { value: TimeFormat.H12, label: t('settings.hours12') },
          ]}
        />
      </SettingRow>
      <SettingRow label={t('settings.dateOrder')}>
        <FormSelectField<TSettingsForm>
          name="dateOrder"
          label={t('settings.dateOrder')}
          options={[
            { id: DateOrder.DMY, label: t('settings.orders.dmy') },
            { id: DateOrder.MDY, label: t('settings.orders.mdy') },
            { id: DateOrder.YMD, label: t('settings.orders.ymd') },
          ]}
        />
      </SettingRow>
      <SettingRow label={t('settings.dateSeparator')}>
        <FormSelectField<TSettingsForm>
          name="dateSeparator"
          label={t('settings.dateSeparator')}
          options={DATE_SEPARATORS.map((s) => ({ id: s, label: t(SEPARATOR_KEYS[s]) }))}
        />
      </SettingRow>
      <Box
        sx={{ mt: 0.5, px: 1.5, py: 1, borderRadius: 2, bgcolor: 'rgba(91,127,254,0.08)' }}
        data-testid="date-preview"
      >
        <Typography variant="body2">
          {t('settings.preview')}{' '}
          <strong>{formatDateTime(SAMPLE_DATE, { timeFormat, dateOrder, dateSeparator })}</strong>
        </Typography>
      </Box>
    </SettingsGroup>
  );
}

export function BoardSection() {
  const { t } = useTranslation();
  const fontSize = useWatch<TSettingsForm, 'FontSize'>({ name: 'FontSize' });
  return (
    <SettingsGroup title={t('settings.groups.board')}>
      <SettingRow label={t('settings.cardMode')} description={t('settings.cardModeText')}>
        <FormToggleField<TSettingsForm, number>
          name="orderCardMode"
          label={t('settings.cardMode')}
          testId="setting-card-mode"
          options={[
            { value: OrderCardMode.POPUP, label: t('settings.cardPopup') },
            { value: OrderCardMode.EXPANDED, label: t('settings.cardExpanded') },
          ]}
        />
      </SettingRow>
      <SettingRow label={t('settings.sorting')} description={t('settings.sortingText')}>
        <FormToggleField<TSettingsForm, boolean>
          name="OrderSortingAsc"
          label={t('settings.sorting')}
          testId="setting-sorting"
          options={[
            { value: false, label: t('settings.newestFirst') },
            { value: true, label: t('settings.oldestFirst') },
          ]}
        />
      </SettingRow>
      <SettingRow
        label={t('settings.fontSize')}
        description={
          <Box
            component="span"
            sx={{ fontSize, fontWeight: 600, color: 'text.primary' }}
            data-testid="font-preview"
          >
            {t('settings.fontSample', { size: fontSize })}
          </Box>
        }
      >
        <FormSliderField<TSettingsForm>
          name="FontSize"
          label={t('settings.fontSize')}
          min={FONT_SIZE_RANGE.min}
          max={FONT_SIZE_RANGE.max}
          format={(value) => `${value}px`}
        />
      </SettingRow>
    </SettingsGroup>
  );
}

export function SoundSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<TSettingsForm>();
  return (
    <SettingsGroup title={t('settings.groups.notifications')}>
      <SettingRow label={t('settings.sound')} description={t('settings.soundText')}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
          <Button size="small" onClick={playNotificationSound}>
            {t('settings.soundTest')}
          </Button>
          <Controller
            name="soundNotif"
            control={control}
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('settings.sound'), ref: field.ref } }}
                data-testid="setting-sound"
              />
            )}
          />
        </Box>
      </SettingRow>
    </SettingsGroup>
  );
}
