import '../../../i18n/office-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  checkConnectionContract,
  PLATFORM_DISPLAY_NAMES,
  type TCheckConnectionResult,
  type TVenue,
} from '@orderdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callContract } from '../../../api/http-client';
import { useVenueDetail } from '../api/venues';
import { CheckConnectionResult } from '../connections/check-connection';
import { connectionsOf, DISTRIBUTOR_OF, SCREEN_PLATFORMS } from '../connections/connection-request';
import { CheckRkResult, useCheckRk } from '../pos/rkeeper-section';
import { VenueStatusChip } from '../status/venue-status-chip';
import { VenueToggleButton } from '../status/venue-toggle-button';

interface ProviderResult {
  instanceId: number;
  label: string;
  result: TCheckConnectionResult;
}

/** `checkProvider`: Check connection on every enabled connection of the venue, each answer listed. */
function useCheckProviders() {
  return useMutation({
    mutationFn: async (venue: TVenue): Promise<ProviderResult[]> => {
      const enabled = SCREEN_PLATFORMS.flatMap((platform) =>
        connectionsOf(venue, platform)
          .filter((c) => c.isEnabled)
          .map((c) => ({ platform, c })),
      );
      return Promise.all(
        enabled.map(async ({ platform, c }) => {
          const label = `${PLATFORM_DISPLAY_NAMES[platform]}${c.name ? ` · ${c.name}` : ''}`;
          try {
            const result = await callContract(checkConnectionContract, {
              body: { venueId: venue.id, instanceId: c.id, distributorId: DISTRIBUTOR_OF[platform] },
              silent: true,
            });
            return { instanceId: c.id, label, result };
          } catch {
            return { instanceId: c.id, label, result: { ok: false, status: null, message: '—' } };
          }
        }),
      );
    },
  });
}

/**
 * Spec §6's drawer extras for managers and operators: the venue's `status`, `venueAction`
 * (Open/Close), `checkRk` (the r_keeper cash server) and `checkProvider` (every enabled platform
 * connection). `updateMenu` joins them once the product has a menu screen.
 */
export function VenueDrawerExtras({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const venue = useVenueDetail(venueId).data;
  const checkRk = useCheckRk();
  const checkProviders = useCheckProviders();
  if (!venue) return null;
  return (
    <Box sx={{ px: 1, pb: 1 }} data-testid="drawer-venue">
      <Divider sx={{ mb: 1.5 }} />
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
        {venue.name}
      </Typography>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <VenueStatusChip venue={venue} testId="drawer-status" />
        </Box>
        <VenueToggleButton venue={venue} testId="drawer-venue-action" fullWidth />
        <Button
          size="small"
          variant="outlined"
          fullWidth
          disabled={checkRk.isPending}
          onClick={() => checkRk.mutate(venue.id)}
          data-testid="drawer-check-rk"
        >
          {t('venues.drawer.checkRk')}
        </Button>
        <CheckRkResult result={checkRk.data} />
        <Button
          size="small"
          variant="outlined"
          fullWidth
          disabled={checkProviders.isPending}
          onClick={() => checkProviders.mutate(venue)}
          data-testid="drawer-check-provider"
        >
          {checkProviders.isPending ? t('venues.connections.checking') : t('venues.drawer.checkProvider')}
        </Button>
        {checkProviders.data?.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('venues.drawer.noProviders')}
          </Typography>
        )}
        {checkProviders.data?.map((p) => (
          <CheckConnectionResult
            key={p.instanceId}
            label={p.label}
            result={p.result}
            testId="drawer-provider-result"
          />
        ))}
      </Stack>
    </Box>
  );
}
