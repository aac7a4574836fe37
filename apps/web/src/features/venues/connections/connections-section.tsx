import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TVenue } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormSection } from '../../../components/form';
import { ConnectionDialog } from './connection-dialog';
import { SCREEN_PLATFORMS } from './connection-request';
import { PlatformConnections } from './platform-connections';
import { useConnectionChanges } from './use-connection-changes';

/**
 * The venue's platform connections: per platform its stores, each enabled or not, its secrets
 * (set or not, never shown), the webhook URL to give the platform and Check connection. Admins and
 * dealers add, edit, enable and remove them; everyone who runs the venue may check them.
 */
export function ConnectionsSection({ venue, canManage }: { venue: TVenue; canManage: boolean }) {
  const { t } = useTranslation();
  const changes = useConnectionChanges(venue);
  const { editing, removing } = changes;
  return (
    <Paper variant="outlined" sx={{ mt: 3 }} data-testid="connections-section">
      <FormSection title={t('venues.connections.title')} description={t('venues.connections.text')}>
        <Stack spacing={3} sx={{ gridColumn: '1 / -1' }}>
          {SCREEN_PLATFORMS.map((platform) => (
            <PlatformConnections
              key={platform}
              venue={venue}
              platform={platform}
              changes={canManage ? changes : null}
            />
          ))}
        </Stack>
      </FormSection>
      {editing && (
        <ConnectionDialog
          open
          platform={editing.platform}
          connection={editing.connection}
          onCancel={() => changes.setEditing(null)}
          onSave={changes.save}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('venues.connections.removeTitle')}
        message={t('venues.connections.removeMessage', {
          name: removing?.connection?.name || removing?.connection?.externalId || '',
        })}
        busy={changes.pending}
        onCancel={() => changes.setRemoving(null)}
        onConfirm={() => void changes.remove()}
      />
    </Paper>
  );
}
