import type { TOrder } from '@orderdesk/contracts';
import { CancellationBanner } from './cancellation-banner';

export { SoundBlockedNotice } from './sound-blocked-notice';

/** A platform's cancellations of accepted orders, each until someone acknowledges it. */
export function CancellationBanners({
  cancellations,
  onAcknowledge,
}: {
  cancellations: readonly TOrder[];
  onAcknowledge: (orderId: number) => void;
}) {
  return cancellations.map((order) => (
    <CancellationBanner key={order.id} order={order} onAcknowledge={onAcknowledge} />
  ));
}
