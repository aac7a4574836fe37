import {
  CONNECTION_FIELDS,
  DistributorType,
  PLATFORM_WEBHOOK_PATHS,
  type TBoltConnection,
  type TFudyConnection,
  type TGlovoConnection,
  type TPlatformKind,
  type TUpdateVenueRequest,
  type TVenue,
  type TWoltConnection,
} from '@orderdesk/contracts';
import { apiUrl } from '../../../api/http-client';

export type AnyConnection = TWoltConnection | TGlovoConnection | TBoltConnection | TFudyConnection;

/** The venue's list of each platform (docs/product.md §3's `woltSettings` …). */
export const CONNECTION_LISTS = {
  wolt: 'woltSettings',
  bolt: 'boltSettings',
  fudy: 'fudySettings',
  glovo: 'glovoSettings',
} as const satisfies Record<TPlatformKind, keyof TVenue & keyof TUpdateVenueRequest>;

export const DISTRIBUTOR_OF: Record<TPlatformKind, number> = {
  wolt: DistributorType.WOLT,
  bolt: DistributorType.BOLT,
  fudy: DistributorType.FUDY,
  glovo: DistributorType.GLOVO,
};

/** Platforms in the order the screen shows them. */
export const SCREEN_PLATFORMS: readonly TPlatformKind[] = ['wolt', 'glovo', 'bolt', 'fudy'];

export function connectionsOf(venue: TVenue, platform: TPlatformKind): AnyConnection[] {
  return venue[CONNECTION_LISTS[platform]];
}

/** What a connection dialog edits: the plain fields as text, and per secret what to do with it. */
export interface ConnectionFormValues {
  isEnabled: boolean;
  name: string;
  externalId: string;
  plain: Record<string, string>;
  /** Per secret: new text (empty = keep), or `clear` to remove it. */
  secrets: Record<string, { value: string; clear: boolean }>;
}

const plainNames = (platform: TPlatformKind): readonly string[] => CONNECTION_FIELDS[platform].plain;
const secretNames = (platform: TPlatformKind): readonly string[] => CONNECTION_FIELDS[platform].secrets;

export function connectionFormValues(platform: TPlatformKind, c: AnyConnection | null): ConnectionFormValues {
  const record = (c ?? {}) as Record<string, unknown>;
  return {
    isEnabled: c?.isEnabled ?? true,
    name: c?.name ?? '',
    externalId: c?.externalId ?? '',
    plain: Object.fromEntries(
      plainNames(platform).map((n) => [
        n,
        (record[n] as string | null) ?? (n === 'statusForm' ? 'status' : ''),
      ]),
    ),
    secrets: Object.fromEntries(secretNames(platform).map((n) => [n, { value: '', clear: false }])),
  };
}

/** An existing connection as a list item that changes nothing: every plain field, no secret. */
function unchanged(platform: TPlatformKind, c: AnyConnection): Record<string, unknown> {
  const record = c as unknown as Record<string, unknown>;
  return {
    id: c.id,
    isEnabled: c.isEnabled,
    name: c.name,
    externalId: c.externalId,
    ...Object.fromEntries(plainNames(platform).map((n) => [n, record[n] ?? null])),
  };
}

/** The dialog's values as a list item: empty plain text is no value, secrets only when changed. */
function fromForm(platform: TPlatformKind, id: number | undefined, v: ConnectionFormValues) {
  const item: Record<string, unknown> = {
    ...(id === undefined ? {} : { id }),
    isEnabled: v.isEnabled,
    name: v.name.trim(),
    externalId: v.externalId.trim(),
  };
  for (const n of plainNames(platform)) {
    const text = (v.plain[n] ?? '').trim();
    item[n] = n === 'statusForm' ? text || 'status' : text || null;
  }
  for (const n of secretNames(platform)) {
    const secret = v.secrets[n];
    if (secret?.clear) item[n] = null;
    else if (secret?.value.trim()) item[n] = secret.value.trim();
  }
  return item;
}

export type ConnectionEdit =
  | { kind: 'save'; id?: number; values: ConnectionFormValues }
  | { kind: 'enable'; id: number; isEnabled: boolean }
  | { kind: 'remove'; id: number };

/**
 * `PUT /api/venues` replaces a platform's whole list: every other connection goes as it is (secrets
 * left out are kept), the edited one changed, a new one without id, a removed one left out. Also
 * answers the index of the edited item, whose field errors come back as `woltSettings.{index}.…`.
 */
export function connectionListRequest(
  venue: TVenue,
  platform: TPlatformKind,
  edit: ConnectionEdit,
): { body: TUpdateVenueRequest; index: number } {
  const current = connectionsOf(venue, platform);
  const items: Record<string, unknown>[] = [];
  let index = -1;
  for (const c of current) {
    if (edit.kind !== 'save' || edit.id !== c.id) {
      if (edit.kind === 'remove' && edit.id === c.id) continue;
      const item = unchanged(platform, c);
      if (edit.kind === 'enable' && edit.id === c.id) {
        item['isEnabled'] = edit.isEnabled;
        index = items.length;
      }
      items.push(item);
    } else {
      index = items.length;
      items.push(fromForm(platform, c.id, edit.values));
    }
  }
  if (edit.kind === 'save' && edit.id === undefined) {
    index = items.length;
    items.push(fromForm(platform, undefined, edit.values));
  }
  return { body: { id: venue.id, [CONNECTION_LISTS[platform]]: items } as TUpdateVenueRequest, index };
}

/** The address to give the platform for its webhook, on this server. */
export function webhookUrl(c: AnyConnection | null, platform: TPlatformKind): string {
  return apiUrl(c?.webhookPath ?? PLATFORM_WEBHOOK_PATHS[platform]);
}
