import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons';
import { useHubStale } from '../../../hub';

/** How pressing a time on a card is: on time, nearly due, past due. */
export type TimeBadgeLevel = 'ok' | 'soon' | 'late';

// Pale tints behind dark text (over 6:1), and white on red when it is late (5.6:1).
const LEVEL_COLORS: Record<TimeBadgeLevel, { bg: (theme: Theme) => string; fg: string }> = {
  ok: { bg: (theme) => alpha(theme.palette.success.main, 0.16), fg: 'success.dark' },
  soon: { bg: (theme) => alpha(theme.palette.warning.main, 0.22), fg: 'warning.dark' },
  late: { bg: (theme) => theme.palette.error.main, fg: 'common.white' },
};

/** A time shown while the connection is lost: it may be out of date, so it does not claim a level. */
const STALE_COLORS = { bg: 'action.disabledBackground', fg: 'text.secondary' };

/**
 * A clock and a time on an order card, coloured by how pressing it is (the wait, the ready-by time).
 * While the board's connection is lost it turns grey and says "not live": the order may have moved on.
 */
export function TimeBadge({
  level,
  title,
  label,
  testId,
  children,
}: {
  level: TimeBadgeLevel;
  title: string;
  /** What a screen reader says, where the text alone is not enough. */
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const stale = useHubStale();
  const colors = stale ? STALE_COLORS : LEVEL_COLORS[level];
  return (
    <Box
      component="span"
      data-testid={testId}
      data-level={level}
      data-stale={stale || undefined}
      title={stale ? t('orders.alarms.notLiveTitle') : title}
      aria-label={label && stale ? `${label}, ${t('orders.alarms.notLive')}` : label}
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
      {children}
      {stale && (
        <Box component="span" sx={{ fontWeight: 500, fontSize: '0.8em', ml: 0.25 }}>
          {t('orders.alarms.notLive')}
        </Box>
      )}
    </Box>
  );
}
