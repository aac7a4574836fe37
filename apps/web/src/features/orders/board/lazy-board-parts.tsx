import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// The board's dialogs (and the forms inside them) and its closed-venue banner are not part of its
// first screen: each loads in the background once the board is up, and is rendered from the first
// time it is needed.
const load = {
  closedBanner: () => import('./venue-closed-banner'),
  accept: () => import('./accept-order-dialog'),
  reject: () => import('./reject-order-dialog'),
  details: () => import('./order-details-dialog'),
  forcePickUp: () => import('./force-pick-up-dialog'),
};

const AcceptOrderDialog = lazy(async () => ({ default: (await load.accept()).AcceptOrderDialog }));
const RejectOrderDialog = lazy(async () => ({ default: (await load.reject()).RejectOrderDialog }));
const OrderDetailsDialog = lazy(async () => ({ default: (await load.details()).OrderDetailsDialog }));
const ForcePickUpDialog = lazy(async () => ({ default: (await load.forcePickUp()).ForcePickUpDialog }));

/** The banner across a closed venue's board. */
export const LazyVenueClosedBanner = lazy(async () => ({
  default: (await load.closedBanner()).VenueClosedBanner,
}));

/**
 * Fetches the dialogs' and the banner's chunks after the board's first render, so a click does not
 * wait for them, nor does the banner when the venue closes while the board is open.
 */
export function usePreloadBoardParts(): void {
  useEffect(() => {
    for (const chunk of Object.values(load)) void chunk().catch(() => undefined);
  }, []);
}

/** Mounts `Dialog` from the first time it has an order, then keeps it (its closing transition plays). */
function whenOpened<P extends { order: unknown }>(Dialog: ComponentType<P>) {
  return function OnceOpened(props: P) {
    const [used, setUsed] = useState(false);
    const open = props.order !== null && props.order !== undefined;
    if (open && !used) setUsed(true);
    if (!open && !used) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const LazyAcceptOrderDialog = whenOpened(AcceptOrderDialog);
export const LazyRejectOrderDialog = whenOpened(RejectOrderDialog);
export const LazyOrderDetailsDialog = whenOpened(OrderDetailsDialog);
export const LazyForcePickUpDialog = whenOpened(ForcePickUpDialog);
