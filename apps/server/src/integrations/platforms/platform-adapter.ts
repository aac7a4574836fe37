import type { CanonicalOrder } from './canonical-order';

/** The platforms we connect to, in the spec's order (distributorType Wolt 1, Bolt 2, Fudy 3, Glovo 4). */
export type PlatformName = 'wolt' | 'bolt' | 'fudy' | 'glovo';

/**
 * One connection of a venue to one store on a platform (a row of `platform_instances`), with its
 * credentials already decrypted. Only server code holds this shape; the API never returns secrets.
 */
export interface PlatformConnection {
  id: number;
  venueId: number;
  platform: PlatformName;
  name: string;
  /** The platform's own id of the store: Wolt `venue_id`, Glovo `store_id`, Bolt provider id, Fudy restaurant id. */
  externalId: string;
  isEnabled: boolean;
  /** Non-secret per-connection options, e.g. `{ woltStatusForm: 'status' | 'online' }`, Fudy `apiUrl`. */
  options: Record<string, unknown>;
  /**
   * Decrypted secrets by name. Wolt: apiKey | clientId, clientSecret, refreshToken; webhookSecret.
   * Glovo: apiToken, webhookToken. Bolt: integratorId, hmacSecret, webhookUser, webhookPassword.
   * Fudy: apiKey, webhookSecret (its `apiUrl` is an option).
   */
  credentials: Record<string, string | undefined>;
}

/** What a platform's API can do; a button the platform cannot honour says why instead of failing. */
export interface PlatformCapabilities {
  canReject: boolean;
  canMarkReady: boolean;
  canMarkPickedUp: boolean;
  canMarkDelivered: boolean;
  canConfirmPreorder: boolean;
  canSetOnline: boolean;
  /** A timed pause (`until`) is honoured by the platform itself. */
  canPauseUntil: boolean;
  canPushOpeningHours: boolean;
  canPushMenu: boolean;
}

/** What an inbound call or a fetched order tells us. */
export type PlatformEvent =
  | { kind: 'order'; connectionExternalId: string; order: CanonicalOrder; platformStatus: string }
  /** Wolt-style ping: only an id and a status; the adapter's `fetchOrder` gets the order. */
  | { kind: 'order-ping'; connectionExternalId: string; platformOrderId: string; platformStatus: string }
  | {
      kind: 'cancellation';
      connectionExternalId: string;
      platformOrderId: string;
      reason: string | null;
    }
  | { kind: 'status'; connectionExternalId: string; platformOrderId: string; platformStatus: string };

/** The order as the outbound calls need it. */
export interface PlatformOrderRef {
  platformOrderId: string;
  deliveryType: string | null;
  /** When the order is to be ready (accept with preparation time). */
  readyAt?: Date;
}

/** The result of a harmless authenticated call made to check a connection. */
export type ConnectionCheck =
  { ok: true; detail?: string } | { ok: false; status: number | null; message: string };

/**
 * One platform behind one interface. Every outbound method throws `PlatformCallError` on failure
 * (with `retryable`), and treats the platform's "already done" as success.
 */
export interface PlatformAdapter {
  platform: PlatformName;
  capabilities: PlatformCapabilities;
  fetchOrder?(
    connection: PlatformConnection,
    platformOrderId: string,
  ): Promise<CanonicalOrder & { platformStatus: string }>;
  accept(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  reject?(connection: PlatformConnection, order: PlatformOrderRef, reason: string): Promise<void>;
  markReady?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  markPickedUp?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  markDelivered?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  confirmPreorder?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  setOnline?(
    connection: PlatformConnection,
    online: boolean,
    opts: { until?: Date; reason?: string },
  ): Promise<void>;
  pushOpeningHours?(connection: PlatformConnection, schedule: readonly OpeningHoursEntry[]): Promise<void>;
  checkConnection(connection: PlatformConnection): Promise<ConnectionCheck>;
}

/** Spec §3 schedule entry, as Wolt spells it too. */
export interface OpeningHoursEntry {
  opening_day: string;
  opening_time: string;
  closing_day: string;
  closing_time: string;
}
