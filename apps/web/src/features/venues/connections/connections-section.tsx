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
  type TVenue,
} from '@orderdesk/contracts';
import { useState } from 'react';
import type { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContentCopyIcon } from '../../../components/icons';
import { toast } from '../../../lib/toast';
import { ApiError, isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applyServerErrors, FormSection } from '../../../components/form';
import { useUpdateVenue } from '../api/venues';
import { CheckConnectionButton, CheckConnectionResult } from './check-connection';
import { ConnectionDialog } from './connection-dialog';
import { CONNECTION_FIELD_TEXTS } from './connection-texts';
import {
  CONNECTION_LISTS,
  connectionListRequest,
  connectionsOf,
  DISTRIBUTOR_OF,
  SCREEN_PLATFORMS,
  webhookUrl,
  type AnyConnection,
  type ConnectionEdit,
  type ConnectionFormValues,
} from './connection-request';

/** The server's errors of one list item, renamed to the connection dialog's fields. */
function itemErrors(error: ApiError, platform: TPlatformKind, index: number): ApiError {
  const prefix = `${CONNECTION_LISTS[platform]}.${index}.`;
  const secrets: readonly string[] = CONNECTION_FIELDS[platform].secrets;
  const plain: readonly string[] = CONNECTION_FIELDS[platform].plain;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, messages]) => {
      if (!key.startsWith(prefix)) return [key, messages];
      const field = key.slice(prefix.length);
      if (secrets.includes(field)) return [`secrets.${field}.value`, messages];
      if (plain.includes(field)) return [`plain.${field}`, messages];
      return [field, messages];
    }),
  );
  const renamed = new ApiError(error.kind, error.message, error.status, errors);
  renamed.notified = error.notified;
  return renamed;
}

interface Editing {
  platform: TPlatformKind;
  connection: AnyConnection | null;
}

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

/**
 * The venue's platform connections: per platform its stores, each enabled or not, its secrets
 * (set or not, never shown), the webhook URL to give the platform and Check connection. Admins and
 * dealers add, edit, enable and remove them; everyone who runs the venue may check them.
 */
export function ConnectionsSection({ venue, canManage }: { venue: TVenue; canManage: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateVenue();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Editing | null>(null);
  const [results, setResults] = useState<Record<number, TCheckConnectionResult>>({});

  const send = async (platform: TPlatformKind, edit: ConnectionEdit) => {
    const { body, index } = connectionListRequest(venue, platform, edit);
    await update.mutateAsync(body as never);
    return index;
  };

  const save = async (
    values: ConnectionFormValues,
    form: ReturnType<typeof useForm<ConnectionFormValues>>,
  ) => {
    if (!editing) return;
    const { platform, connection } = editing;
    const edit: ConnectionEdit = { kind: 'save', values, ...(connection ? { id: connection.id } : {}) };
    const { index } = connectionListRequest(venue, platform, edit);
    try {
      await send(platform, edit);
      toast.success(t('venues.connections.saved'));
      setEditing(null);
    } catch (error) {
      // `woltSettings.2.apiKey` → the dialog's field of that item; the rest as a toast.
      const shown = isApiError(error) ? itemErrors(error, platform, index) : error;
      const fields = [
        'externalId',
        'name',
        'isEnabled',
        ...CONNECTION_FIELDS[platform].plain.map((f) => `plain.${f}` as const),
        ...CONNECTION_FIELDS[platform].secrets.map((f) => `secrets.${f}.value` as const),
      ];
      applyServerErrors(shown, form.setError, fields as never);
    }
  };

  const toggle = async (platform: TPlatformKind, c: AnyConnection) => {
    try {
      await send(platform, { kind: 'enable', id: c.id, isEnabled: !c.isEnabled });
      toast.success(c.isEnabled ? t('venues.connections.disabled') : t('venues.connections.enabled'));
    } catch (error) {
      applyServerErrors(error, () => undefined, []);
    }
  };

  const remove = async () => {
    if (!removing?.connection) return;
    try {
      await send(removing.platform, { kind: 'remove', id: removing.connection.id });
      toast.success(t('venues.connections.removed'));
    } catch (error) {
      applyServerErrors(error, () => undefined, []);
    }
    setRemoving(null);
  };

  return (
    <Paper variant="outlined" sx={{ mt: 3 }} data-testid="connections-section">
      <FormSection title={t('venues.connections.title')} description={t('venues.connections.text')}>
        <Stack spacing={3} sx={{ gridColumn: '1 / -1' }}>
          {SCREEN_PLATFORMS.map((platform) => {
            const list = connectionsOf(venue, platform);
            if (list.length === 0 && !canManage) return null;
            return (
              <Box key={platform} data-testid={`platform-${platform}`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography variant="subtitle2" sx={{ flex: 1 }}>
                    {PLATFORM_DISPLAY_NAMES[platform]}
                  </Typography>
                  {canManage && (
                    <Button
                      size="small"
                      onClick={() => setEditing({ platform, connection: null })}
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
                    <Paper
                      key={c.id}
                      variant="outlined"
                      sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
                      data-testid="connection-row"
                      data-instance-id={c.id}
                    >
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {c.name || PLATFORM_DISPLAY_NAMES[platform]}
                        </Typography>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          data-testid="connection-external-id"
                        >
                          {t('venues.connections.storeId', { id: c.externalId })}
                        </Typography>
                        <Box sx={{ flex: 1 }} />
                        <Tooltip title={canManage ? '' : t('venues.connections.enableByEditors')}>
                          <span>
                            <Switch
                              size="small"
                              checked={c.isEnabled}
                              disabled={!canManage || update.isPending}
                              onChange={() => void toggle(platform, c)}
                              slotProps={{
                                input: { 'aria-label': t('venues.connections.fields.isEnabled') },
                              }}
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
                          const isSet = Boolean(
                            (c as unknown as Record<string, unknown>)[hasSecretKey(secret)],
                          );
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
                          venueId={venue.id}
                          instanceId={c.id}
                          distributorId={DISTRIBUTOR_OF[platform]}
                          onResult={(result) => setResults((r) => ({ ...r, [c.id]: result }))}
                        />
                        {canManage && (
                          <>
                            <Button
                              size="small"
                              onClick={() => setEditing({ platform, connection: c })}
                              data-testid="edit-connection"
                            >
                              {t('venues.connections.edit')}
                            </Button>
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setRemoving({ platform, connection: c })}
                              data-testid="remove-connection"
                            >
                              {t('venues.connections.remove')}
                            </Button>
                          </>
                        )}
                      </Box>
                      <CheckConnectionResult result={results[c.id]} />
                    </Paper>
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </FormSection>
      {editing && (
        <ConnectionDialog
          open
          platform={editing.platform}
          connection={editing.connection}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('venues.connections.removeTitle')}
        message={t('venues.connections.removeMessage', {
          name: removing?.connection?.name || removing?.connection?.externalId || '',
        })}
        busy={update.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </Paper>
  );
}
