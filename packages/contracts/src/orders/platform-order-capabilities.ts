import type { TPlatformKind } from '../platforms/distributor-type';
import type { TransitionAction } from './order-transitions';

/**
 * What each platform's API lets us do (docs/platforms.md §0, §6), in one table the server's adapters,
 * order actions and venue calls, the board and the venue screen all read. A button a platform cannot
 * honour says why (`PLATFORM_REFUSALS`) instead of failing.
 */
export interface TPlatformCapabilities {
  /** An order can be rejected through the API. Glovo: only its support cancels an order. */
  canReject: boolean;
  /** A pre-order is confirmed to the platform when it arrives (Wolt `confirm-preorder`). */
  canConfirmPreorder: boolean;
  /** "Ready" reaches the platform (Glovo: only for an order its own courier collects). */
  canMarkReady: boolean;
  /** The pick-up reaches the platform (Wolt: takeaway only, its couriers report their own). */
  canMarkPickedUp: boolean;
  /** The store can be opened and closed through the API. */
  canSetOnline: boolean;
  /** A timed pause (`until`) is kept by the platform itself; otherwise our own job reopens the store. */
  canPauseUntil: boolean;
  /** The venue's opening hours can be pushed (Glovo's schedule is read-only; Bolt's and Fudy's not published). */
  canPushOpeningHours: boolean;
  /**
   * The delivery types whose Ready the platform hears ('all': every one). Glovo: only its own courier's.
   */
  readyFor: 'all' | readonly string[];
  /**
   * The delivery types whose pick-up the platform hears ('all': every one). Wolt: a takeaway only (its
   * couriers report their own); Glovo: a takeaway, or out for delivery when the store delivers.
   */
  pickUpFor: 'all' | readonly string[];
  /** A dish of the published menu can carry a discounted price, which must be below its price (Wolt). */
  menuDiscounts: boolean;
  /** `homedelivery` is the restaurant's own courier, not the platform's (Glovo's marketplace orders). */
  homeDeliveryByRestaurant: boolean;
}

export const PLATFORM_CAPABILITIES: Readonly<Record<TPlatformKind, TPlatformCapabilities>> = {
  wolt: {
    canReject: true,
    canConfirmPreorder: true,
    canMarkReady: true,
    canMarkPickedUp: true,
    canSetOnline: true,
    canPauseUntil: true,
    canPushOpeningHours: true,
    readyFor: 'all',
    pickUpFor: ['takeaway'],
    menuDiscounts: true,
    homeDeliveryByRestaurant: false,
  },
  glovo: {
    canReject: false,
    canConfirmPreorder: false,
    canMarkReady: true,
    canMarkPickedUp: true,
    canSetOnline: true,
    canPauseUntil: true,
    canPushOpeningHours: false,
    readyFor: ['glovo'],
    pickUpFor: ['takeaway', 'homedelivery'],
    menuDiscounts: false,
    homeDeliveryByRestaurant: true,
  },
  bolt: {
    canReject: true,
    canConfirmPreorder: false,
    canMarkReady: true,
    canMarkPickedUp: true,
    canSetOnline: true,
    canPauseUntil: false,
    canPushOpeningHours: false,
    readyFor: 'all',
    pickUpFor: 'all',
    menuDiscounts: false,
    homeDeliveryByRestaurant: false,
  },
  fudy: {
    canReject: true,
    canConfirmPreorder: false,
    canMarkReady: true,
    canMarkPickedUp: true,
    canSetOnline: true,
    canPauseUntil: true,
    canPushOpeningHours: false,
    readyFor: 'all',
    pickUpFor: 'all',
    menuDiscounts: false,
    homeDeliveryByRestaurant: false,
  },
};

/** The flags of a platform by name; a name we do not know has none. */
export function platformCapabilities(platform: string): TPlatformCapabilities {
  return (
    PLATFORM_CAPABILITIES[platform as TPlatformKind] ?? {
      canReject: false,
      canConfirmPreorder: false,
      canMarkReady: false,
      canMarkPickedUp: false,
      canSetOnline: false,
      canPauseUntil: false,
      canPushOpeningHours: false,
      readyFor: [],
      pickUpFor: [],
      menuDiscounts: false,
      homeDeliveryByRestaurant: false,
    }
  );
}

export const NO_REJECT_API_MESSAGE =
  'Glovo has no reject call: ask Glovo support to cancel the order, then mark it rejected here';

export function platformCanReject(platform: string): boolean {
  return platformCapabilities(platform).canReject;
}

/** Why an order action is refused for an order of this platform (the server's 409), or null. */
export function platformRefusal(platform: string, action: TransitionAction): string | null {
  if (action === 'reject' && !platformCanReject(platform)) return NO_REJECT_API_MESSAGE;
  return null;
}

/** The order action calls we make (the durable job's `action`). */
export type TPlatformOrderCall = 'accept' | 'ready' | 'pickupCompleted' | 'reject' | 'confirmPreorder';

function forDeliveryType(types: 'all' | readonly string[], deliveryType: string | null): boolean {
  return types === 'all' || (deliveryType !== null && types.includes(deliveryType));
}

/**
 * Whether the platform hears an order action, by the order's delivery type: Wolt hears a pick-up of a
 * takeaway only (its courier reports its own); Glovo hears Ready only for its own courier, and a pick-up
 * only when the store delivers (out for delivery) or the customer collects.
 */
export function platformHearsOrderCall(
  platform: string,
  call: TPlatformOrderCall,
  deliveryType: string | null,
): boolean {
  const can = platformCapabilities(platform);
  switch (call) {
    case 'accept':
      return platform in PLATFORM_CAPABILITIES;
    case 'reject':
      return can.canReject;
    case 'confirmPreorder':
      return can.canConfirmPreorder;
    case 'ready':
      return can.canMarkReady && forDeliveryType(can.readyFor, deliveryType);
    case 'pickupCompleted':
      return can.canMarkPickedUp && forDeliveryType(can.pickUpFor, deliveryType);
  }
}
