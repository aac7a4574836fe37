import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenSx } from '../components/visually-hidden';
import { useHubStatus } from './hub-status';

// A ring that grows and fades around the dot, twice, when the connection comes (back) live: motion that
// says something changed, then a steady dot. Four seconds stay within WCAG 2.2.2 (anything moving for
// more than five seconds beside other content needs a way to stop it), and a board open all day on a
// kitchen tablet does not draw 60 frames a second for a dot: an endless pulse kept a headless board
// at about a tenth of a core. Only `transform` and `opacity` move, which the browser animates on the
// compositor without repainting the page, and only while they move: no `will-change` keeps a layer for
// the dot the rest of the day. Off when the device asks for reduced motion.
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.45; }
  70% { transform: scale(2.5); opacity: 0; }
  100% { transform: scale(2.5); opacity: 0; }
`;

const LABELS = { live: 'hub.live', connecting: 'hub.connecting', reconnecting: 'hub.reconnecting' } as const;

/**
 * Live / Connecting… / Reconnecting… for the board header. On a phone the dot alone is drawn (the
 * words stay its name): a longer word would wrap the header's title and push the cards down as the
 * connection drops, and the lost-connection banner says it in words then.
 *
 * It keeps one width whatever it says, from the board's first frame (before the hub starts it says
 * Connecting…): the Busy button beside it must not move under a finger as the connection comes and
 * goes. The three words share one grid cell, the ones not said hidden, so the widest sets the width
 * in any language; the word said sits in the middle of it, leaving no gap at one end of a short word.
 */
export function HubConnectionIndicator() {
  const { t } = useTranslation();
  const hubStatus = useHubStatus();
  const status = hubStatus === 'idle' ? 'connecting' : hubStatus;
  const live = status === 'live';
  const label = (
    <Box component="span" sx={{ display: 'inline-grid', justifyItems: 'center' }}>
      {Object.entries(LABELS).map(([said, key]) => (
        <Box
          key={said}
          component="span"
          aria-hidden={said === status ? undefined : true}
          sx={{ gridArea: '1 / 1', visibility: said === status ? 'visible' : 'hidden' }}
        >
          {t(key)}
        </Box>
      ))}
    </Box>
  );
  return (
    <Chip
      data-testid="hub-status"
      data-status={status}
      variant="outlined"
      size="small"
      label={label}
      icon={
        <Box
          component="span"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            ml: '8px !important',
            bgcolor: live ? 'success.main' : 'warning.main',
            position: 'relative',
            '&::after': live
              ? {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  bgcolor: 'success.main',
                  animation: `${pulse} 2s 2`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0 },
                }
              : {},
          }}
        />
      }
      sx={(theme) => ({
        borderColor: live ? 'success.light' : 'warning.light',
        color: live ? 'success.dark' : 'warning.dark',
        bgcolor: 'background.paper',
        [theme.breakpoints.down('sm')]: {
          position: 'relative',
          width: 26,
          '& .MuiChip-icon': { mx: 'auto !important' },
          '& .MuiChip-label': visuallyHiddenSx,
        },
      })}
    />
  );
}
