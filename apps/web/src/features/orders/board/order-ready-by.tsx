import { readyByOf, type ReadyByLevel, type TOrder } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { TimeBadge } from './time-badge';

const LEVEL_TITLE_KEYS: Record<ReadyByLevel, string> = {
  ok: 'orders.card.readyBy.ok',
  soon: 'orders.card.readyBy.soon',
  late: 'orders.card.readyBy.late',
};

/**
 * "ready by 21:38" on an Outgoing card: accepted at plus the cooking time, coloured like the wait of
 * an incoming order (green, amber in its last minutes, red once late). Nothing for other orders.
 */
export function OrderReadyBy({
  order,
  now,
  formatTime,
}: {
  order: TOrder;
  now: number;
  formatTime: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const readyBy = readyByOf(order, now);
  if (!readyBy) return null;
  return (
    <TimeBadge level={readyBy.level} title={t(LEVEL_TITLE_KEYS[readyBy.level])} testId="order-ready-by">
      {t('orders.card.readyBy.label', { time: formatTime(readyBy.at) })}
    </TimeBadge>
  );
}
