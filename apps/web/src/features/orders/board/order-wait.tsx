import Box from '@mui/material/Box';
import {
  acceptanceWindowSeconds,
  formatWait,
  waitLevel,
  type TOrder,
  type WaitLevel,
} from '@orderdesk/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons';

const LEVEL_TITLE_KEYS: Record<WaitLevel, string> = {
  ok: 'orders.card.wait.ok',
  soon: 'orders.card.wait.soon',
  late: 'orders.card.wait.late',
};

const LEVEL_COLORS: Record<WaitLevel, { bg: string; fg: string }> = {
  ok: { bg: 'success.light', fg: 'success.dark' },
  soon: { bg: 'warning.light', fg: 'warning.dark' },
  late: { bg: 'error.main', fg: 'common.white' },
};

/** Seconds since `iso`, ticking every second while shown. */
function useSecondsSince(iso: string): number {
  const since = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
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
  const colors = LEVEL_COLORS[level];
  const windowMinutes = Math.round(acceptanceWindowSeconds(order.platform) / 60);
  return (
    <Box
      component="span"
      data-testid="order-waited"
      data-level={level}
      title={t(LEVEL_TITLE_KEYS[level], { minutes: windowMinutes })}
      aria-label={t('orders.card.wait.label', { time: formatWait(seconds) })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        borderRadius: 1,
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        bgcolor: colors.bg,
        color: colors.fg,
      }}
    >
      <ClockIcon sx={{ fontSize: '1.1em' }} />
      {formatWait(seconds)}
    </Box>
  );
}
