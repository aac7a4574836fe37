import { SESSION_STORAGE_KEYS } from '@orderdesk/contracts';

/** Session tokens live in session storage (docs/product.md §4, §9): one browser tab, one session. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lives only in memory.
  }
}

export function readAccessToken(): string | null {
  return read(SESSION_STORAGE_KEYS.token);
}

export function readRefreshToken(): string | null {
  return read(SESSION_STORAGE_KEYS.refresh);
}

export function hasSessionToken(): boolean {
  return Boolean(readAccessToken());
}

export function storeTokens(tokens: SessionTokens): void {
  write(SESSION_STORAGE_KEYS.token, tokens.accessToken);
  write(SESSION_STORAGE_KEYS.refresh, tokens.refreshToken);
}

export function clearTokens(): void {
  write(SESSION_STORAGE_KEYS.token, null);
  write(SESSION_STORAGE_KEYS.refresh, null);
}

/** True until the first navigation of this browser session has been settled. */
export function isFirstLoad(): boolean {
  return read(SESSION_STORAGE_KEYS.isFirstLoad) !== 'false';
}

export function markFirstLoadDone(): void {
  write(SESSION_STORAGE_KEYS.isFirstLoad, 'false');
}
