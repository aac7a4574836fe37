import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TPlatformKind, type TVenueListItem } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';

const LICENCE_FLAG = {
  wolt: 'isWoltLicensed',
  bolt: 'isBoltLicensed',
  fudy: 'isFudyLicensed',
  glovo: 'isGlovoLicensed',
} as const satisfies Record<TPlatformKind, keyof TVenueListItem>;

/**
 * One chip per platform the venue is connected to: "Wolt 1/2" = one of two connections enabled.
 * An enabled platform without a valid licence shows in the warning colour (orders still arrive).
 */
export function ConnectionSummary({ venue }: { venue: TVenueListItem }) {
  const { t } = useTranslation();
  if (venue.connections.length === 0) {
    return (
      <Typography variant="body2" color="text.disabled">
        {t('venues.list.noConnections')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} data-testid="row-connections">
      {venue.connections.map((c) => {
        const platform = PLATFORM_DISPLAY_NAMES[c.platform];
        const unlicensed = c.enabled > 0 && !venue[LICENCE_FLAG[c.platform]];
        const tip = [
          t('venues.list.connectionTip', { platform, enabled: c.enabled, total: c.total }),
          ...(unlicensed ? [t('venues.list.unlicensedTip', { platform })] : []),
        ].join('. ');
        return (
          <Tooltip key={c.platform} title={tip}>
            <Chip
              size="small"
              variant={c.enabled > 0 ? 'filled' : 'outlined'}
              color={unlicensed ? 'warning' : 'default'}
              label={`${platform} ${c.enabled}/${c.total}`}
              data-testid={`row-platform-${c.platform}`}
              data-licensed={!unlicensed}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
