import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CONNECTION_FIELDS,
  hasSecretKey,
  PLATFORM_DISPLAY_NAMES,
  type TCheckConnectionResult,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentCopyIcon } from '../../../components/icons';
import { toast } from '../../../lib/toast';
import { CheckConnectionButton, CheckConnectionResult } from './check-connection';
import { CONNECTION_FIELD_TEXTS } from './connection-texts';
import { DISTRIBUTOR_OF, webhookUrl, type AnyConnection } from './connection-request';
import type { ConnectionChanges } from './use-connection-changes';

function WebhookUrl({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {t('venues.connections.webhook')}
      </Typography>
      <Typography
        variant="caption"
        component="code"
        data-testid="webhook-url"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {url}
      </Typography>
      <Tooltip title={t('venues.connections.copy')}>
        <IconButton
          size="small"
          aria-label={t('venues.connections.copy')}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => toast.success(t('venues.connections.copied')))
              .catch(() => undefined)
          }
        >
          <ContentCopyIcon fontSize="small" data-testid="copy-webhook-icon" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

interface Props {
  venueId: number;
  platform: TPlatformKind;
  connection: AnyConnection;
  /** Set for admins and dealers: enable, edit and remove. */
  changes: ConnectionChanges | null;
}

/**
 * One store on a platform: its name and store id, enabled or not, its secrets (set or not, never
 * shown), the webhook URL to give the platform, Check connection and its answer.
 */
export function ConnectionCard({ venueId, platform, connection: c, changes }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TCheckConnectionResult | undefined>(undefined);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      data-testid="connection-row"
      data-instance-id={c.id}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {c.name || PLATFORM_DISPLAY_NAMES[platform]}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="connection-external-id">
          {t('venues.connections.storeId', { id: c.externalId })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={changes ? '' : t('venues.connections.enableByEditors')}>
          <span>
            <Switch
              size="small"
              checked={c.isEnabled}
              disabled={!changes || changes.pending}
              onChange={() => void changes?.toggle(platform, c)}
              slotProps={{ input: { 'aria-label': t('venues.connections.fields.isEnabled') } }}
              data-testid="connection-enabled"
            />
          </span>
        </Tooltip>
        <Typography variant="caption" color={c.isEnabled ? 'success.main' : 'text.secondary'}>
          {c.isEnabled ? t('venues.connections.on') : t('venues.connections.off')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        {CONNECTION_FIELDS[platform].secrets.map((secret) => {
          const isSet = Boolean((c as unknown as Record<string, unknown>)[hasSecretKey(secret)]);
          return (
            <Chip
              key={secret}
              size="small"
              variant="outlined"
              color={isSet ? 'success' : 'default'}
              label={`${t(CONNECTION_FIELD_TEXTS[secret] ?? secret)}: ${
                isSet ? t('venues.connections.set') : t('venues.connections.notSet')
              }`}
            />
          );
        })}
      </Stack>
      <WebhookUrl url={webhookUrl(c, platform)} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <CheckConnectionButton
          venueId={venueId}
          instanceId={c.id}
          distributorId={DISTRIBUTOR_OF[platform]}
          onResult={setResult}
        />
        {changes && (
          <>
            <Button
              size="small"
              onClick={() => changes.setEditing({ platform, connection: c })}
              data-testid="edit-connection"
            >
              {t('venues.connections.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => changes.setRemoving({ platform, connection: c })}
              data-testid="remove-connection"
            >
              {t('venues.connections.remove')}
            </Button>
          </>
        )}
      </Box>
      <CheckConnectionResult result={result} />
    </Paper>
  );
}
