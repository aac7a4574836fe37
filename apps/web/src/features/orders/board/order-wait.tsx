import {
  acceptanceWindowSeconds,
  formatWait,
  waitLevel,
  type TOrder,
  type WaitLevel,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useNowEverySecond } from '../lib/use-now';
import { TimeBadge } from './time-badge';

const LEVEL_TITLE_KEYS: Record<WaitLevel, string> = {
  ok: 'orders.card.wait.ok',
  soon: 'orders.card.wait.soon',
  late: 'orders.card.wait.late',
};

/** Seconds since `iso`, ticking every second while shown. */
function useSecondsSince(iso: string): number {
  const since = Date.parse(iso);
  const now = useNowEverySecond();
  return Number.isNaN(since) ? 0 : Math.max(0, (now - since) / 1000);
}

/**
 * How long an incoming order has waited for an accept, coloured against its platform's acceptance
 * window: green, amber past half of it, red once it has passed (the platform may cancel any moment).
 */
export function OrderWait({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const seconds = useSecondsSince(order.createdAt);
  const level = waitLevel(order.platform, seconds);
  const windowMinutes = Math.round(acceptanceWindowSeconds(order.platform) / 60);
  return (
    <TimeBadge
      level={level}
      title={t(LEVEL_TITLE_KEYS[level], { minutes: windowMinutes })}
      label={t('orders.card.wait.label', { time: formatWait(seconds) })}
      testId="order-waited"
    >
      {formatWait(seconds)}
    </TimeBadge>
  );
}
