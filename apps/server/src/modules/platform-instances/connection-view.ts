import {
  CONNECTION_FIELDS,
  DistributorType,
  hasSecretKey,
  PLATFORM_WEBHOOK_PATHS,
  type TBoltConnection,
  type TConnectionAvailability,
  type TFudyConnection,
  type TGlovoConnection,
  type TPlatformKind,
  type TWoltConnection,
} from '@orderdesk/contracts';
import type { SecretBox } from '../../security/secret-box';
import { openSecrets, parseOptions, type ConnectionRow } from './connections';

const DISTRIBUTOR_IDS: Record<TPlatformKind, number> = {
  wolt: DistributorType.WOLT,
  bolt: DistributorType.BOLT,
  fudy: DistributorType.FUDY,
  glovo: DistributorType.GLOVO,
};

export function distributorIdOf(platform: TPlatformKind): number {
  return DISTRIBUTOR_IDS[platform];
}

function textOption(options: Record<string, unknown>, name: string): string | null {
  const value = options[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A connection as the API answers it: plain fields and options, and for each secret only whether it
 * is set (`hasApiKey`, …). No secret value leaves this function.
 */
export function toConnectionDto(
  box: SecretBox,
  row: ConnectionRow,
): TWoltConnection | TGlovoConnection | TBoltConnection | TFudyConnection {
  const platform = row.platform as TPlatformKind;
  const options = parseOptions(row);
  const secrets = openSecrets(box, row);
  const base = {
    id: row.id,
    isEnabled: row.is_enabled === 1,
    name: row.name,
    externalId: row.external_venue_id,
    webhookPath: PLATFORM_WEBHOOK_PATHS[platform],
    currency: textOption(options, 'currency'),
  };
  const has: Record<string, boolean> = {};
  for (const secret of CONNECTION_FIELDS[platform].secrets)
    has[hasSecretKey(secret)] = Boolean(secrets[secret]);
  switch (platform) {
    case 'wolt':
      return {
        ...base,
        statusForm: options['statusForm'] === 'online' ? 'online' : 'status',
        clientId: textOption(options, 'clientId'),
        ...(has as Pick<
          TWoltConnection,
          'hasApiKey' | 'hasClientSecret' | 'hasRefreshToken' | 'hasWebhookSecret'
        >),
      };
    case 'glovo':
      return { ...base, ...(has as Pick<TGlovoConnection, 'hasApiToken' | 'hasWebhookToken'>) };
    case 'bolt':
      return {
        ...base,
        integratorId: textOption(options, 'integratorId'),
        webhookUser: textOption(options, 'webhookUser'),
        ...(has as Pick<TBoltConnection, 'hasHmacSecret' | 'hasWebhookPassword'>),
      };
    case 'fudy':
      return {
        ...base,
        apiUrl: textOption(options, 'apiUrl'),
        ...(has as Pick<TFudyConnection, 'hasApiKey' | 'hasWebhookSecret'>),
      };
  }
}

/** One connection's online state (docs/product.md §3's `availablities`). */
export function toAvailability(row: ConnectionRow): TConnectionAvailability {
  const platform = row.platform as TPlatformKind;
  return {
    instanceId: row.id,
    distributorId: distributorIdOf(platform),
    platform,
    name: row.name,
    isEnabled: row.is_enabled === 1,
    isOnline: row.is_online === 1,
    since: row.status_changed_at,
    until: row.offline_until,
    reason: row.offline_reason,
    isConfirmed: row.status_confirmed_at !== null,
    error: row.status_error,
  };
}
