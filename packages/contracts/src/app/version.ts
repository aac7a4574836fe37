/**
 * Whether the page must reload for a new app version (docs/product.md §4 "Push and version"): nothing happens
 * when the version meta tag is missing or empty; otherwise any difference from the stored version,
 * including no stored version yet, means reload (after storing the new version and clearing caches).
 */
export function shouldReloadForVersion(stored: string | null, meta: string | null): boolean {
  const current = meta?.trim();
  if (!current) return false;
  return stored?.trim() !== current;
}
