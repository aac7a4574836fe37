import type { TPlatformKind } from '@orderdesk/contracts';
import { boltVenueCalls } from './bolt/bolt-venue-calls';
import { fudyVenueCalls } from './fudy/fudy-venue-calls';
import { glovoVenueCalls } from './glovo/glovo-venue-calls';
import type { PlatformAdapter } from './platform-adapter';
import { woltVenueCalls } from './wolt/wolt-venue-calls';

export type VenueCalls = Pick<PlatformAdapter, 'setOnline' | 'pushOpeningHours' | 'checkConnection'>;

/** Each platform's venue-level calls (online state, opening hours, connection check). */
export const VENUE_CALLS: Record<TPlatformKind, VenueCalls> = {
  wolt: woltVenueCalls,
  glovo: glovoVenueCalls,
  bolt: boltVenueCalls,
  fudy: fudyVenueCalls,
};
