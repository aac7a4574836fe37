import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { icon } from '../../../components/icons';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

const VolumeOffIcon = icon(
  'M16.5 12c0-1.77-1.02-3.29-2.5-4.03v2.21l2.45 2.45c.03-.2.05-.41.05-.63m2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51C20.63 14.91 21 13.5 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71M4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06c1.38-.31 2.63-.95 3.69-1.81L19.73 21 21 19.73l-9-9zM12 4 9.91 6.09 12 8.18z',
  'VolumeOff',
);

/**
 * The browser blocks sound (autoplay policy): new orders would arrive silently until allowed. Drawn in
 * the header, where it is in view on every screen and covers nothing: it is up after every load until
 * the first touch, so a notice over the page would lie on some screen's controls most of the time.
 */
export function SoundBlockedNotice({ onEnable }: { onEnable: () => void }) {
  const { t } = useTranslation();
  const whyId = useId();
  return (
    <Box
      role="status"
      data-testid="sound-blocked"
      sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
    >
      <Typography
        aria-hidden
        variant="body2"
        noWrap
        sx={{ display: { xs: 'none', lg: 'block' }, color: 'warning.dark', fontWeight: 500 }}
      >
        {t('orders.board.soundBlockedShort')}
      </Typography>
      <Box component="span" id={whyId} sx={visuallyHiddenSx}>
        {t('orders.board.soundBlocked')}
      </Box>
      <Button
        variant="contained"
        color="warning"
        disableElevation
        startIcon={<VolumeOffIcon />}
        onClick={onEnable}
        aria-describedby={whyId}
        data-testid="enable-sound"
        sx={{ minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('orders.board.enableSound')}
      </Button>
    </Box>
  );
}
