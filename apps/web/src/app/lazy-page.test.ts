import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage } from './lazy-page';

const Page = () => null;

describe('lazyPage', () => {
  it('returns the named component of the chunk', async () => {
    await expect(lazyPage(async () => ({ Page }), 'Page').preload()).resolves.toEqual({ default: Page });
  });

  it('loads the chunk once however often it is asked for', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page');
    await Promise.all([page.preload(), page.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails with a ChunkLoadError when the chunk does not load', async () => {
    const page = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Page',
    );
    await expect(page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails with a ChunkLoadError when the chunk takes too long', async () => {
    vi.useFakeTimers();
    const load = lazyPage(
      () => new Promise<{ Page: typeof Page }>(() => undefined),
      'Page',
      120_000,
    ).preload();
    const assertion = expect(load).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    vi.useRealTimers();
  });
});
