import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage } from './lazy-page';

const Page = () => null;

describe('lazyPage', () => {
  it('returns the named component of the chunk', async () => {
    await expect(lazyPage(async () => ({ Page }), 'Page')()).resolves.toEqual({ Component: Page });
  });

  it('fails with a ChunkLoadError when the chunk does not load', async () => {
    const load = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Page',
    );
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails with a ChunkLoadError when the chunk takes too long', async () => {
    vi.useFakeTimers();
    const load = lazyPage(() => new Promise<{ Page: typeof Page }>(() => undefined), 'Page', 120_000)();
    const assertion = expect(load).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    vi.useRealTimers();
  });
});
