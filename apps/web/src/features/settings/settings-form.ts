import {
  SUPPORTED_LANGUAGES,
  ZAdditionalUserSettings,
  ZGeneralSettings,
  type TAdditionalUserSettings,
  type TGeneralSettings,
  type TLanguage,
} from '@orderdesk/contracts';
import { z } from 'zod';

/** The dialog edits three kinds of settings at once: browser (general), language, and server (additional). */
export const ZSettingsForm = ZGeneralSettings.extend(ZAdditionalUserSettings.shape).extend({
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type TSettingsForm = z.infer<typeof ZSettingsForm>;

export const FONT_SIZE_RANGE = { min: 12, max: 24 } as const;

export function settingsFormValues(
  general: TGeneralSettings,
  additional: TAdditionalUserSettings,
  language: TLanguage,
): TSettingsForm {
  return { ...general, ...additional, language };
}

export function splitSettings(values: TSettingsForm): {
  general: TGeneralSettings;
  additional: TAdditionalUserSettings;
  language: TLanguage;
} {
  const { language, FontSize, OrderSortingAsc, ...general } = values;
  return { general, additional: { FontSize, OrderSortingAsc }, language };
}
