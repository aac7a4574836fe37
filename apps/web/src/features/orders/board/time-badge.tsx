import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ClockIcon } from '../../../components/icons';

/** How pressing a time on a card is: on time, nearly due, past due. */
export type TimeBadgeLevel = 'ok' | 'soon' | 'late';

const LEVEL_COLORS: Record<TimeBadgeLevel, { bg: string; fg: string }> = {
  ok: { bg: 'success.light', fg: 'success.dark' },
  soon: { bg: 'warning.light', fg: 'warning.dark' },
  late: { bg: 'error.main', fg: 'common.white' },
};

/** A clock and a time on an order card, coloured by how pressing it is (the wait, the ready-by time). */
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
  const colors = LEVEL_COLORS[level];
  return (
    <Box
      component="span"
      data-testid={testId}
      data-level={level}
      title={title}
      aria-label={label}
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
    </Box>
  );
}
