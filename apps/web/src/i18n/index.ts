import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from '@orderdesk/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, saveLanguage } from '../lib/settings-storage';
import type en from './en.json';

export { DEFAULT_LANGUAGE };

type Translations = typeof en;

/**
 * Only the language in use loads (before the first render, see `i18nReady`), each in its own chunk;
 * every language has every key (i18n-keys.test.ts), so the English fallback is never needed first.
 */
const loaders: Record<TLanguage, () => Promise<Translations>> = {
  en: async () => (await import('./en.json')).default,
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
  resources: {},
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
export const i18nReady: Promise<void> = loadLanguage(initialLanguage)
  // Rendered texts pick up the bundle that has just arrived.
  .then(() => i18n.changeLanguage(initialLanguage))
  .then(
    () => undefined,
    // The app still starts (showing keys) rather than staying blank.
    (error: unknown) => console.error('The interface texts could not be loaded', error),
  );

/** Switches the interface language and remembers it in this browser. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  saveLanguage(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}
