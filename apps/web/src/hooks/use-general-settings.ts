import { LOCAL_STORAGE_KEYS, parseStoredGeneralSettings, type TGeneralSettings } from '@orderdesk/contracts';
import { useMemo, useSyncExternalStore } from 'react';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.settings);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The browser-side general settings (local storage `settings`) over their defaults. */
export function useGeneralSettings(): TGeneralSettings {
  const raw = useSyncExternalStore(subscribe, readRaw, readRaw);
  return useMemo(() => parseStoredGeneralSettings(raw), [raw]);
}
