import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from '@orderdesk/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, saveLanguage } from '../lib/settings-storage';
import en from './en.json';

export { DEFAULT_LANGUAGE };

type Translations = typeof en;

/** English ships with the app (it is also the fallback); another language loads when it is chosen. */
const loaders: Record<TLanguage, () => Promise<Translations>> = {
  en: async () => en,
  lt: async () => (await import('./lt.json')).default,
};

export const i18n = i18next.createInstance();

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

const initialLanguage = readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
markDocument(initialLanguage);

/** Resolves once the stored language's texts are loaded: the app renders after it. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).then(() => {
  // Rendered texts pick up the bundle that has just arrived.
  if (initialLanguage !== DEFAULT_LANGUAGE) void i18n.changeLanguage(initialLanguage);
});

/** Switches the interface language and remembers it in this browser. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  saveLanguage(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}
