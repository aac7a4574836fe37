import {
  DEFAULT_LANGUAGE,
  LOCAL_STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  type TGeneralSettings,
  type TLanguage,
} from '@orderdesk/contracts';

/**
 * Local storage `settings` (docs/product.md §3, §9): the general settings plus the chosen `language`, so the
 * browser keeps one settings entry. Changes in this tab are announced with CHANGE_EVENT; other tabs
 * hear the browser's `storage` event.
 */
const CHANGE_EVENT = 'orderdesk:settings';

export function readSettingsRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.settings);
  } catch {
    return null;
  }
}

function readRecord(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readSettingsRaw() ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function writeRecord(record: Record<string, unknown>): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.settings, JSON.stringify(record));
  } catch {
    // Storage can be full or blocked; the choice then lasts until the page reloads.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveGeneralSettings(settings: TGeneralSettings): void {
  writeRecord({ ...readRecord(), ...settings });
}

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): TLanguage {
  const language = readRecord().language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function saveLanguage(language: TLanguage): void {
  writeRecord({ ...readRecord(), language });
}

export function subscribeToSettings(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}
