import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TPlatformKind, type TVenue } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ConnectionCard } from './connection-card';
import { connectionsOf } from './connection-request';
import type { ConnectionChanges } from './use-connection-changes';

/** One platform's stores of the venue, with Add for those who manage them; hidden from others when empty. */
export function PlatformConnections({
  venue,
  platform,
  changes,
}: {
  venue: TVenue;
  platform: TPlatformKind;
  /** Set for admins and dealers. */
  changes: ConnectionChanges | null;
}) {
  const { t } = useTranslation();
  const list = connectionsOf(venue, platform);
  if (list.length === 0 && !changes) return null;
  return (
    <Box data-testid={`platform-${platform}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {PLATFORM_DISPLAY_NAMES[platform]}
        </Typography>
        {changes && (
          <Button
            size="small"
            onClick={() => changes.setEditing({ platform, connection: null })}
            data-testid={`add-connection-${platform}`}
          >
            {t('venues.connections.add')}
          </Button>
        )}
      </Box>
      {list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('venues.connections.none', { platform: PLATFORM_DISPLAY_NAMES[platform] })}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {list.map((c) => (
          <ConnectionCard
            key={c.id}
            venueId={venue.id}
            platform={platform}
            connection={c}
            changes={changes}
          />
        ))}
      </Stack>
    </Box>
  );
}
