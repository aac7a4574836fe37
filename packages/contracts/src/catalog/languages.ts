import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../settings/general-settings';

export const ZLanguageEntry = z.object({
  id: z.number().int(),
  /** ISO 639-1 code, as the web's translations are named. */
  code: z.enum(SUPPORTED_LANGUAGES),
  name: z.string(),
});
export type TLanguageEntry = z.infer<typeof ZLanguageEntry>;

const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', lt: 'Lietuvių' };

/** The languages the product ships, English (the default) first; menus name theirs by id. */
export const LANGUAGES: readonly TLanguageEntry[] = SUPPORTED_LANGUAGES.map((code, i) => ({
  id: i + 1,
  code,
  name: LANGUAGE_NAMES[code],
}));
