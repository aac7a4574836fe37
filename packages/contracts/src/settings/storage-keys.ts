/** Browser storage keys of docs/product.md §9. */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  refresh: 'refresh',
  isFirstLoad: 'isFirstLoad',
} as const;
export const LOCAL_STORAGE_KEYS = {
  settings: 'settings',
  menuVersion: 'menuVersion',
  newMenuVersion: 'newMenuVersion',
} as const;
