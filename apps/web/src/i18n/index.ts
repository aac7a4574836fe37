import { DEFAULT_LANGUAGE, type TLanguage } from '@orderdesk/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, saveLanguage } from '../lib/settings-storage';
import en from './en.json';
import lt from './lt.json';

export { DEFAULT_LANGUAGE };
export const resources = { en: { translation: en }, lt: { translation: lt } } as const;

export const i18n = i18next.createInstance();

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const initialLanguage = readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
markDocument(initialLanguage);

/** Switches the interface language and remembers it in this browser. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  saveLanguage(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}
