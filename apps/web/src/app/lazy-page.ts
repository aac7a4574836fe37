import { CHUNK_LOAD_TIMEOUT_MS } from '@orderdesk/contracts';
import { createElement, type ComponentType } from 'react';
import { withTimeout } from '../lib/with-timeout';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** A page component whose code loads on first render, or earlier through `preload`. */
export type LazyPage = ComponentType & {
  /** Starts loading the chunk (once); the promise is shared with the render. */
  preload: () => Promise<{ default: ComponentType }>;
};

/**
 * One page component loaded on demand: the chunk must arrive within the spec's time-out (docs/product.md §8),
 * otherwise the surrounding error boundary shows the error screen instead of a blank page. Until it
 * has arrived the page suspends (the nearest Suspense shows its fallback); once it has, every later
 * render is immediate, also for a chunk that `preload` fetched before the page first rendered.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  const preload = () => {
    pending ??= withTimeout(load(), timeoutMs, 'Page load timed out').then(
      (module) => {
        loaded = module[exportName] as ComponentType;
        return { default: loaded };
      },
      (cause: unknown) => {
        const error = new ChunkLoadError(cause);
        failure = { error };
        throw error;
      },
    );
    return pending;
  };
  function Page() {
    if (loaded) return createElement(loaded);
    if (failure) throw failure.error;
    throw preload();
  }
  return Object.assign(Page, { preload });
}
