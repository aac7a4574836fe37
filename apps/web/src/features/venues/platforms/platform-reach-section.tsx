import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PLATFORM_CAPABILITIES,
  PLATFORM_DISPLAY_NAMES,
  type TPlatformKind,
  type TVenue,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';

/** Where to set the hours instead, for each platform whose API cannot take them. */
const NO_HOURS_KEYS: Record<TPlatformKind, string> = {
  wolt: 'venues.platformReach.hoursPushed',
  glovo: 'venues.platformReach.noHours.glovo',
  bolt: 'venues.platformReach.noHours.bolt',
  fudy: 'venues.platformReach.noHours.fudy',
};

/**
 * What the venue's schedule and pauses reach on each connected platform, read from the platforms'
 * capability flags: where a platform's API cannot take opening hours (Glovo's schedule is read-only,
 * Bolt Food's and Fudy's calls are not published), the manager learns where to set them instead.
 */
export function PlatformReachSection({ venue }: { venue: TVenue }) {
  const { t } = useTranslation();
  const connections = venue.availablities.filter((c) => c.isEnabled);
  return (
    <Paper sx={{ p: 3, mt: 3 }} data-testid="platform-reach">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('venues.platformReach.title')}
      </Typography>
      {connections.length === 0 && (
        <Typography color="text.secondary">{t('venues.platformReach.empty')}</Typography>
      )}
      <Stack spacing={1}>
        {connections.map((connection) => {
          const can = PLATFORM_CAPABILITIES[connection.platform];
          const platform = PLATFORM_DISPLAY_NAMES[connection.platform];
          return (
            <Alert
              key={connection.instanceId}
              severity={can.canPushOpeningHours ? 'success' : 'warning'}
              data-testid={`platform-reach-${connection.instanceId}`}
            >
              <strong>{connection.name || platform}</strong>
              {' — '}
              {can.canPushOpeningHours
                ? t('venues.platformReach.hoursPushed', { platform })
                : t(NO_HOURS_KEYS[connection.platform], { platform })}
              {!can.canPauseUntil && <> {t('venues.platformReach.noPauseUntil', { platform })}</>}
            </Alert>
          );
        })}
      </Stack>
    </Paper>
  );
}
