import { describe, expect, it } from 'vitest';
import { PLATFORM_VENUE_CAPABILITIES } from '../venues/platform-connections';
import {
  NO_REJECT_API_MESSAGE,
  PLATFORM_CAPABILITIES,
  platformCanReject,
  platformHearsOrderCall,
  platformRefusal,
} from './platform-order-capabilities';

describe('platform capabilities', () => {
  it('refuses a reject only where the platform has no reject call (Glovo), saying why', () => {
    expect(platformCanReject('glovo')).toBe(false);
    expect(platformRefusal('glovo', 'reject')).toBe(NO_REJECT_API_MESSAGE);
    expect(platformRefusal('glovo', 'forceReject')).toBeNull();
    expect(platformRefusal('glovo', 'accept')).toBeNull();
    for (const platform of ['wolt', 'bolt', 'fudy']) {
      expect(platformCanReject(platform)).toBe(true);
      expect(platformRefusal(platform, 'reject')).toBeNull();
    }
  });

  it('confirms pre-orders to Wolt only', () => {
    expect(platformHearsOrderCall('wolt', 'confirmPreorder', 'homedelivery')).toBe(true);
    for (const platform of ['glovo', 'bolt', 'fudy']) {
      expect(platformHearsOrderCall(platform, 'confirmPreorder', null)).toBe(false);
    }
  });

  it('tells Wolt of a pick-up for takeaway only', () => {
    expect(platformHearsOrderCall('wolt', 'pickupCompleted', 'takeaway')).toBe(true);
    expect(platformHearsOrderCall('wolt', 'pickupCompleted', 'homedelivery')).toBe(false);
    expect(platformHearsOrderCall('wolt', 'ready', 'homedelivery')).toBe(true);
  });

  it('tells Glovo each step its delivery type has: ready for its courier, pick-up otherwise', () => {
    expect(platformHearsOrderCall('glovo', 'ready', 'glovo')).toBe(true);
    expect(platformHearsOrderCall('glovo', 'ready', 'homedelivery')).toBe(false);
    expect(platformHearsOrderCall('glovo', 'ready', 'takeaway')).toBe(false);
    expect(platformHearsOrderCall('glovo', 'pickupCompleted', 'glovo')).toBe(false);
    expect(platformHearsOrderCall('glovo', 'pickupCompleted', 'homedelivery')).toBe(true);
    expect(platformHearsOrderCall('glovo', 'pickupCompleted', 'takeaway')).toBe(true);
    expect(platformHearsOrderCall('glovo', 'reject', 'glovo')).toBe(false);
  });

  it('tells Bolt Food and Fudy of every step', () => {
    for (const platform of ['bolt', 'fudy']) {
      for (const call of ['accept', 'ready', 'pickupCompleted', 'reject'] as const) {
        expect(platformHearsOrderCall(platform, call, 'delivery')).toBe(true);
      }
    }
  });

  it('knows nothing of a platform it does not know', () => {
    expect(platformHearsOrderCall('uber', 'accept', null)).toBe(false);
    expect(platformCanReject('uber')).toBe(false);
  });

  it('gives the venue flags the same answers', () => {
    for (const [platform, can] of Object.entries(PLATFORM_CAPABILITIES)) {
      const venue = PLATFORM_VENUE_CAPABILITIES[platform as keyof typeof PLATFORM_CAPABILITIES];
      expect(venue.openingHours).toBe(can.canPushOpeningHours);
      expect(venue.pauseUntil).toBe(can.canPauseUntil);
    }
  });
});
