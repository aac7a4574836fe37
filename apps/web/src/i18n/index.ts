import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const DEFAULT_LANGUAGE = 'en';
export const resources = { en: { translation: en } } as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
