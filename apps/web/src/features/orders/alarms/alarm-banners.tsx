import Stack from '@mui/material/Stack';
import type { TOrder } from '@orderdesk/contracts';
import { SoundBlockedBanner } from '../board/sound-blocked-banner';
import { CancellationBanner } from './cancellation-banner';
import { ConnectionLostBanner } from './connection-lost-banner';

/**
 * The venue's alarm banners, above the page and kept in view while it scrolls: a platform's
 * cancellations, a lost connection, sound blocked by the browser. Loaded only when one shows.
 */
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
    <Stack
      spacing={1}
      data-testid="venue-alarms"
      sx={{
        position: 'sticky',
        // Below the fixed app bar (56 px high on phones, 64 px from `sm`).
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mb: 2,
      }}
    >
      {cancellations.map((order) => (
        <CancellationBanner key={order.id} order={order} onAcknowledge={onAcknowledge} />
      ))}
      <ConnectionLostBanner />
      {soundBlocked && <SoundBlockedBanner onEnable={onEnableSound} />}
    </Stack>
  );
}
