import type { IncomingHttpHeaders } from 'node:http';
import type { TOrderStatus, TPlatformCapabilities } from '@orderdesk/contracts';
import type { CanonicalOrder } from './canonical-order';
import type {
  AvailabilityUpdate,
  MenuPublishAnswer,
  MenuUploadStatus,
  PublishableMenu,
} from './publishable-menu';

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

/** An order as a platform sent it (or as we fetched it), in our terms. */
export interface FetchedOrder {
  order: CanonicalOrder;
  /** Our status for the platform's, when the platform says where the order stands (Wolt's `order_status`). */
  status: TOrderStatus;
  /** The platform's own word for it, kept in the audit log. */
  platformStatus: string;
}

/** What an inbound call tells us, once verified. */
export type PlatformEvent =
  /** The whole order is in the call (Glovo, Bolt Food, Fudy). */
  | { kind: 'order'; order: CanonicalOrder }
  /**
   * Only an id and a status (Wolt's "ping"): the adapter's `fetchOrder` gets the order later, in a
   * durable job; `notificationId` recognises a redelivery.
   */
  | { kind: 'order-ping'; notificationId: string; platformOrderId: string; platformStatus: string }
  | {
      kind: 'cancellation';
      platformOrderId: string;
      platformStatus: string;
      reason: string | null;
      /**
       * The platform pays the venue for the order's products all the same (Glovo's `payment_strategy`
       * PAY_PRODUCTS): the r_keeper check stays a sale instead of being voided. Left out: not paid.
       */
      productsPaid?: boolean;
    };

/** One inbound HTTP call as it arrived: the raw bytes, so signatures are checked on what was sent. */
export interface InboundCall {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** Path parameters (Bolt's `:event`). */
  params: Record<string, string | undefined>;
}

/** How an adapter finds the connection an inbound call names. */
export interface InboundLookup {
  connectionOf(externalId: string): Promise<PlatformConnection | undefined>;
  /** A server-wide webhook secret for a connection without its own (Wolt's `WOLT_WEBHOOK_SECRET`). */
  defaultSecret?: string | undefined;
}

/**
 * A verified inbound call. A call that is not verified, not readable, for a store we do not know or
 * for a disabled connection throws an `InboundRefusal` (a 4xx) before anything is stored.
 */
export interface InboundResult {
  connection: PlatformConnection;
  events: PlatformEvent[];
}

/** The order as the outbound calls need it. */
export interface PlatformOrderRef {
  platformOrderId: string;
  deliveryType: string | null;
  /** When the order is to be ready: accepted at, plus the cooking time chosen on Accept. */
  readyAt: Date;
  /** The cooking time chosen on Accept, in minutes. */
  preparationMinutes: number;
  /** The platform's payload as stored. */
  payload: Record<string, unknown>;
  /** When the call goes out (the app's clock): a time it commits to is never before it. */
  sentAt: Date;
}

/**
 * Keeps what an adapter obtains for a connection (an OAuth token pair) sealed among its secrets.
 */
export interface ConnectionSecretStore {
  /**
   * Reads the connection's current secrets and options and lets `renew` answer new secrets (null:
   * keep them), which are sealed back; one renewal at a time per connection, on PostgreSQL with its
   * row locked, so several instances never spend a single-use token twice. Answers the secrets as
   * they now are; undefined for a connection that is gone.
   */
  renew(
    connectionId: number,
    renew: (current: {
      secrets: Record<string, string>;
      options: Record<string, unknown>;
    }) => Promise<Record<string, string> | null>,
  ): Promise<Record<string, string> | undefined>;
}

/** What `authorize` is given besides the connection. */
export interface AuthorizeContext {
  store: ConnectionSecretStore;
  /** The platform's token endpoint from the server configuration (Wolt's `WOLT_OAUTH_TOKEN_URL`). */
  authUrl: string | undefined;
  /** A token the platform refused (401) before it ran out: replaced unless already replaced. */
  rejected?: string | undefined;
  /** The app's clock (src/clock.ts), which tokens run out by. */
  clock: { now(): number };
}

/** The result of a harmless authenticated call made to check a connection. */
export type ConnectionCheck =
  { ok: true; detail?: string } | { ok: false; status: number | null; message: string };

/**
 * One platform behind one interface: inbound calls verified and read into events, the order fetched
 * where the platform only pings, and every outbound order and store call. Outbound methods throw
 * `PlatformCallError` on failure (with `retryable`) and treat the platform's "already done" as success.
 * A method left out is a call the platform does not have; `capabilities` says the same to the screens.
 */
export interface PlatformAdapter {
  platform: PlatformName;
  /** The platform's name in messages ("Bolt Food"). */
  displayName: string;
  /** The body field that names the store, where refusals about the store point. */
  storeField: string;
  capabilities: TPlatformCapabilities;
  /**
   * The server setting that holds a server-wide inbound secret, for a connection without its own
   * (Wolt: `WOLT_WEBHOOK_SECRET`); given to `receive` as `lookup.defaultSecret`.
   */
  defaultSecretSetting?: 'WOLT_WEBHOOK_SECRET';

  receive(call: InboundCall, lookup: InboundLookup): Promise<InboundResult>;
  /**
   * Readies a connection for outbound calls with whatever it must obtain first (Wolt OAuth: a current
   * access token in `credentials.accessToken`); left out where the stored credentials are sent as
   * they are.
   */
  authorize?(connection: PlatformConnection, context: AuthorizeContext): Promise<PlatformConnection>;
  /**
   * How long a closing without an end lasts on the platform before it must be sent again (Glovo closes
   * only until a time); left out where a closing stands until reopened.
   */
  closingRenewalMs?: number;
  fetchOrder?(connection: PlatformConnection, platformOrderId: string): Promise<FetchedOrder>;

  accept(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  /** `code`: the platform's own reason code (rejectCodesOf), where it has them. */
  reject?(
    connection: PlatformConnection,
    order: PlatformOrderRef,
    reason: string,
    code?: string,
  ): Promise<void>;
  markReady?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  /** Picked up by the courier or the customer; out for delivery where the store delivers (Glovo, Bolt). */
  markPickedUp?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  /** Delivered, for an order the store delivers itself (Bolt Food's self-delivery). */
  markDelivered?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;
  confirmPreorder?(connection: PlatformConnection, order: PlatformOrderRef): Promise<void>;

  /** `now`: when the state is set (the app's clock), which a closing that needs an end runs from. */
  setOnline(
    connection: PlatformConnection,
    online: boolean,
    opts: { now: Date; until?: Date; reason?: string },
  ): Promise<void>;
  pushOpeningHours?(connection: PlatformConnection, schedule: readonly OpeningHoursEntry[]): Promise<void>;
  checkConnection(connection: PlatformConnection): Promise<ConnectionCheck>;
  /**
   * Publishes a menu. A platform that fetches the menu from us (Glovo) gets the address from `hosting`,
   * which keeps the body it will fetch.
   */
  publishMenu?(
    connection: PlatformConnection,
    menu: PublishableMenu,
    hosting: MenuHosting,
  ): Promise<MenuPublishAnswer>;
  /**
   * Asks how an upload the platform answered `processing` to is going (Glovo's transaction); required
   * of every adapter whose `publishMenu` can answer `processing`.
   */
  menuUploadStatus?(connection: PlatformConnection, transactionId: string): Promise<MenuUploadStatus>;
  /**
   * Its item images may illustrate every platform's menu of the venue (the venue's image source
   * "Wolt menu").
   */
  isMenuImageSource?: boolean;
  /** Sends sold-out / back changes; one call carries at most `availabilityBatch.size` of each kind. */
  sendAvailability?(connection: PlatformConnection, update: AvailabilityUpdate): Promise<void>;
  /**
   * How many full menu uploads the platform takes a day per store (Glovo: 5; a 429 then means the day's
   * are used up); left out where there is no daily limit.
   */
  menuUploadsPerDay?: number;
  /** How many items and options one availability call takes, and the wait before a change's next batch. */
  availabilityBatch?: { size: number; intervalMs: number };
}

/** Where a platform that fetches its menu finds it. */
export interface MenuHosting {
  /** Keeps `body` for the platform to fetch and answers its public address. */
  hostedUrl(body: unknown): Promise<string>;
}

/** Spec §3 schedule entry, as Wolt spells it too. */
export interface OpeningHoursEntry {
  opening_day: string;
  opening_time: string;
  closing_day: string;
  closing_time: string;
}
