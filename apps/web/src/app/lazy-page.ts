import { CHUNK_LOAD_TIMEOUT_MS } from '@orderdesk/contracts';
import type { ComponentType } from 'react';
import { withTimeout } from '../lib/with-timeout';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A route's `lazy` loader for one page component: the chunk must arrive within the spec's time-out
 * (spec §8), otherwise the route's error screen shows instead of a blank page.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let module: M;
    try {
      module = await withTimeout(load(), timeoutMs, 'Page load timed out');
    } catch (cause) {
      throw new ChunkLoadError(cause);
    }
    return { Component: module[exportName] as ComponentType };
  };
}
