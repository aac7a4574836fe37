import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_STORAGE_KEY, reloadForNewVersion } from './version-check';

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="app-version"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'app-version';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => setMeta(null));

describe('version check', () => {
  it('does nothing without the version meta tag', async () => {
    const reload = vi.fn();
    await expect(reloadForNewVersion(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBeNull();
  });

  it('stores a new version and reloads', async () => {
    setMeta('1.2.0');
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '1.1.0');
    const reload = vi.fn();
    await expect(reloadForNewVersion(reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.2.0');
  });

  it('runs on when the stored version is current', async () => {
    setMeta('1.2.0');
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '1.2.0');
    const reload = vi.fn();
    await expect(reloadForNewVersion(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
