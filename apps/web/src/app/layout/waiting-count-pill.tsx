import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The number of orders waiting for Accept, as a small red pill beside a link or on the phone's menu button. */
export function WaitingCountPill({
  count,
  testId,
  sx,
}: {
  count: number;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid={testId}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
