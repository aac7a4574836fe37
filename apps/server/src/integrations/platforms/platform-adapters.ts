import type { TPlatformKind } from '@orderdesk/contracts';
import { boltAdapter } from './bolt/bolt-adapter';
import { fudyAdapter } from './fudy/fudy-adapter';
import { glovoAdapter } from './glovo/glovo-adapter';
import type { PlatformAdapter } from './platform-adapter';
import { woltAdapter } from './wolt/wolt-adapter';

/** Every platform's adapter, by platform: inbound calls, order actions and store calls all go through it. */
export const PLATFORM_ADAPTERS: Readonly<Record<TPlatformKind, PlatformAdapter>> = {
  wolt: woltAdapter,
  glovo: glovoAdapter,
  bolt: boltAdapter,
  fudy: fudyAdapter,
};

/** The adapter of a platform named in a row; undefined for a name we do not know. */
export function adapterOf(platform: string): PlatformAdapter | undefined {
  return PLATFORM_ADAPTERS[platform as TPlatformKind];
}
