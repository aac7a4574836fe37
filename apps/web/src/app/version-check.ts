import { shouldReloadForVersion } from '@orderdesk/contracts';
import { clearBrowserCaches } from '../lib/clear-caches';

/** Local storage key of the app version this browser last ran. */
export const APP_VERSION_STORAGE_KEY = 'appVersion';

export function readMetaVersion(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="app-version"]')?.content ?? null;
}

/**
 * The version check of docs/product.md §4: when the page's version differs from the stored one, store the new
 * version, clear caches and reload. Returns true when a reload was started.
 */
export async function reloadForNewVersion(
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  const meta = readMetaVersion();
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(APP_VERSION_STORAGE_KEY);
  } catch {
    return false;
  }
  if (!shouldReloadForVersion(stored, meta) || !meta) return false;
  const version = meta.trim();
  try {
    window.localStorage.setItem(APP_VERSION_STORAGE_KEY, version);
  } catch {
    // Without storage the check would reload forever; run this version as it is.
    return false;
  }
  if (window.localStorage.getItem(APP_VERSION_STORAGE_KEY) !== version) return false;
  await clearBrowserCaches();
  reload();
  return true;
}
