import type { TOrder } from '@orderdesk/contracts';
import { SoundBlockedBanner } from '../board/sound-blocked-banner';
import { CancellationBanner } from './cancellation-banner';

/** A platform's cancellations and the browser's sound block: loaded when one first shows, not with every screen. */
export function AlarmBanners({
  soundBlocked,
  onEnableSound,
  cancellations,
  onAcknowledge,
}: {
  soundBlocked: boolean;
  onEnableSound: () => void;
  cancellations: readonly TOrder[];
  onAcknowledge: (orderId: number) => void;
}) {
  return (
    <>
      {cancellations.map((order) => (
        <CancellationBanner key={order.id} order={order} onAcknowledge={onAcknowledge} />
      ))}
      {soundBlocked && <SoundBlockedBanner onEnable={onEnableSound} />}
    </>
  );
}
