import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from '@orderdesk/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, saveLanguage } from '../lib/settings-storage';
import type en from './en.json';
import type enOffice from './en.office.json';

export { DEFAULT_LANGUAGE };

type Translations = typeof en;
type OfficeTranslations = typeof enOffice;

/**
 * Only the language in use loads (before the first render, see `i18nReady`), each in its own chunk;
 * every language has every key (i18n-keys.test.ts), so the English fallback is never needed first.
 * A language's texts come in two parts: `en.json` holds what sign-in, the layout and the board show
 * (awaited before the first render); `en.office.json` the back-office screens' (restaurants, people,
 * licences, menus, reports), loaded after the first render and awaited by those screens (`officePage`
 * in app/routes.tsx) and by the on-demand pieces that show them (`office-texts.ts`).
 */
const loaders: Record<TLanguage, () => Promise<Translations>> = {
  en: async () => (await import('./en.json')).default,
  lt: async () => (await import('./lt.json')).default,
};
const officeLoaders: Record<TLanguage, () => Promise<OfficeTranslations>> = {
  en: async () => (await import('./en.office.json')).default,
  lt: async () => (await import('./lt.office.json')).default,
};
const officeLoaded = new Map<TLanguage, Promise<void>>();

export const i18n = i18next.createInstance();

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

/** Adds a language's back-office texts to its bundle, once (merged key by key into the same namespaces). */
function loadOfficeTexts(language: TLanguage): Promise<void> {
  let loaded = officeLoaded.get(language);
  if (!loaded) {
    loaded = loadLanguage(language)
      .then(() => officeLoaders[language]())
      .then((texts) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
      });
    officeLoaded.set(language, loaded);
    // A failed load is tried again by the next screen that needs it.
    loaded.catch(() => officeLoaded.delete(language));
  }
  return loaded;
}

/** Resolves once the back-office texts of the language in use are loaded. */
export function officeTextsReady(): Promise<void> {
  return loadOfficeTexts(currentLanguage());
}

function currentLanguage(): TLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language)
    ? (language as TLanguage)
    : DEFAULT_LANGUAGE;
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
  // Texts added later (the back-office part) re-render what shows them.
  react: { bindI18nStore: 'added' },
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
  // The screen on show may be a back-office one: its texts switch with the rest.
  if (officeLoaded.has(currentLanguage())) await loadOfficeTexts(language);
  saveLanguage(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}
