import Box from '@mui/material/Box';
import { readyByOf, type ReadyByLevel, type TOrder } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons';

const LEVEL_COLORS: Record<ReadyByLevel, { bg: string; fg: string }> = {
  ok: { bg: 'success.light', fg: 'success.dark' },
  soon: { bg: 'warning.light', fg: 'warning.dark' },
  late: { bg: 'error.main', fg: 'common.white' },
};

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
  const colors = LEVEL_COLORS[readyBy.level];
  return (
    <Box
      component="span"
      data-testid="order-ready-by"
      data-level={readyBy.level}
      title={t(LEVEL_TITLE_KEYS[readyBy.level])}
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
      {t('orders.card.readyBy.label', { time: formatTime(readyBy.at) })}
    </Box>
  );
}
