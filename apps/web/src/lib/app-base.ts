/**
 * Where the app is served from (Vite's `base`, `/` unless configured). Not `document.baseURI`:
 * with history-mode routes that is the current page, e.g. `/new-orders-id/5`.
 */
export function appBaseUrl(): URL {
  return new URL(import.meta.env.BASE_URL || '/', window.location.origin);
}
