import { parseStoredGeneralSettings, type TGeneralSettings } from '@orderdesk/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { readSettingsRaw, subscribeToSettings } from '../lib/settings-storage';

/** The browser-side general settings (local storage `settings`) over their defaults, kept current. */
export function useGeneralSettings(): TGeneralSettings {
  const raw = useSyncExternalStore(subscribeToSettings, readSettingsRaw, readSettingsRaw);
  return useMemo(() => parseStoredGeneralSettings(raw), [raw]);
}
