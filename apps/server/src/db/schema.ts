import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 and timestamps as ISO-8601 UTC text so both engines read the same values. */
type Bool = number;
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  /** Lower-cased login: sign-in is case-insensitive. */
  user_name_key: string;
  password_hash: string;
  role: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  venue_id: number | null;
  /** Managers and operators: the venue and venue group their screens show (002). */
  active_venue_id: number | null;
  active_venue_group_id: number | null;
  is_active: Bool;
  additional_settings: string;
  failed_logins: number;
  locked_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised when the user's access tokens must stop working (014); every token carries the one it was issued at. */
  session_epoch: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  replaced_at: Timestamp | null;
  created_at: Timestamp;
}

/** The areas a dealer serves (002). */
export interface DealerAreasTable {
  dealer_id: number;
  area_id: number;
}

export interface AreasTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface VenueGroupsTable {
  id: Generated<number>;
  name: string;
  area_id: number | null;
  created_at: Timestamp;
}

export interface VenuesTable {
  id: Generated<number>;
  name: string;
  area_id: number | null;
  venue_group_id: number | null;
  is_online: Bool;
  time_zone_id: number;
  /** The one source of docs/product.md §3's `maxCookingTimeInMinutes`. */
  max_cooking_time_minutes: number;
  default_cooking_time_minutes: number;
  /** Raised by each push of the venue to its boards (013): a board drops a push older than what it shows. */
  push_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Company and contact details (003). */
  company_name: string | null;
  company_code: string | null;
  vat_code: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** JSON of contracts' `ZStoredVenueSettings`: every setting without its own column (003). */
  settings: Generated<string>;
  /** JSON list of contracts' `ZScheduleEntry` (003). */
  schedule: Generated<string>;
  /** When `is_online` last changed; a timed pause ends at `offline_until` (003). */
  status_changed_at: Timestamp | null;
  offline_until: Timestamp | null;
  offline_reason: string | null;
  /** Licence expiry per platform, the one source of `venueSelfSettings` and the settings' dates (003). */
  wolt_expires_at: Timestamp | null;
  bolt_expires_at: Timestamp | null;
  fudy_expires_at: Timestamp | null;
  glovo_expires_at: Timestamp | null;
  /** Busy mode (029): minutes added to new orders' cooking time until `busy_until`; both null when not busy. */
  busy_extra_minutes: number | null;
  busy_until: Timestamp | null;
}

/** One connection of a venue to one store on a platform. */
export interface PlatformInstancesTable {
  id: Generated<number>;
  venue_id: number;
  platform: string;
  external_venue_id: string;
  /** Plain-text key of 001; moved into `secrets` at start-up and cleared. */
  api_key: string | null;
  is_enabled: Bool;
  created_at: Timestamp;
  /** Connection name, non-secret options (JSON), sealed secrets (003). */
  name: Generated<string>;
  options: Generated<string>;
  secrets: string | null;
  updated_at: Timestamp | null;
  /** This connection's online state on its platform (003). */
  is_online: Generated<Bool>;
  status_changed_at: Timestamp | null;
  offline_until: Timestamp | null;
  offline_reason: string | null;
  /** When the platform confirmed the current state; null while our call is pending or failing. */
  status_confirmed_at: Timestamp | null;
  status_error: string | null;
  /** When the last availability call went out to the platform (020); null: never. */
  availability_sent_at: Generated<Timestamp | null>;
}

/** An order's payload as its platform sent it (JSON text), written once beside the order (038). */
export interface OrderPayloadsTable {
  order_id: number;
  platform_payload: string;
}

export interface OrdersTable {
  id: Generated<number>;
  venue_id: number;
  platform_instance_id: number;
  platform: string;
  platform_order_id: string;
  order_number: string | null;
  status_id: number;
  state_id: number;
  is_created_in_rkeeper: Bool;
  adjusted_time_minutes: number | null;
  customer_name: string | null;
  delivery_type: string | null;
  amount: number;
  currency: string;
  items: string;
  platform_error: string | null;
  accepted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The r_keeper check: its guid, visit and order number, once CreateOrder answered. */
  pos_guid: string | null;
  pos_visit_id: string | null;
  pos_order_number: string | null;
  /** r_keeper's own error text while the hand-over fails (state BAD). */
  pos_error: string | null;
  /** JSON list of what made the order INCORRECT. */
  pos_problems: string | null;
  pos_paid_at: Timestamp | null;
  /** A pre-order's pick-up time. */
  pickup_at: Timestamp | null;
  /** A DELAYED order's save to the POS (`delayOrderSaving`). */
  delayed_until: Timestamp | null;
  /** When the r_keeper check was voided (unpaid) or returned (paid) after a cancellation or refund. */
  pos_voided_at: Timestamp | null;
  /** Raised by every write (013): the order machine's compare-and-set, and the board's guard against late pushes. */
  version: Generated<number>;
  /** Hand-over tries so far and when the next one runs while it keeps failing (013). */
  pos_attempts: Generated<number>;
  pos_retry_at: Timestamp | null;
  /** The platform call that did not get through (`accept`, `ready`, …), to send again (013). */
  platform_failed_action: string | null;
  /** 1 when the platform pays the venue for the products of the order it cancelled (023): the check stays. */
  cancel_products_paid: number | null;
  /** The kitchen ticket as JSON text (contracts `ZOrderTicket`); null for an order stored before 028. */
  ticket: string | null;
  /** Who ended the order (030): 'platform' (cancelled or refunded there) or 'venue' (rejected here); null while it runs. */
  ended_by: 'platform' | 'venue' | null;
  /** The status the order had when it ended (030). */
  ended_from_status: number | null;
  /** Why the venue rejected the order: the text the platform was told and the reason code picked (031). */
  reject_reason: string | null;
  reject_code: string | null;
  /** 'pos-kds' when r_keeper's kitchen display made the order Ready (032); null for a person. */
  ready_by: Generated<string | null>;
}

/**
 * A venue's order list revision is the sum of its counters (011), one of them raised by a trigger
 * with every write to one of its orders (chosen by the order's id): the order list cache's check.
 */
export interface OrderListRevisionsTable {
  venue_id: number;
  shard: number;
  revision: number;
}

/** Report times of an order (007): when it became ready, and its time in state BAD. */
export interface OrderReportTimesTable {
  order_id: number;
  ready_at: Timestamp | null;
  /** When the hand-over first failed. */
  bad_at: Timestamp | null;
  /** Start of the current BAD spell; null while the order is GOOD. */
  bad_since: Timestamp | null;
  /** Seconds of the BAD spells that ended. */
  bad_seconds: Generated<number>;
}

/** A venue's r_keeper 7 cash server; `secrets` is the sealed JSON of login, password, licence token. */
export interface PosConnectionsTable {
  venue_id: number;
  is_enabled: Bool;
  options: string;
  secrets: string | null;
  license_seq_number: number;
  updated_at: Timestamp;
  /** The venue's setting: r_keeper's kitchen display's Ready goes to the board and the platform (032). */
  kds_ready: Generated<number>;
  /** The orders-table version r_keeper's last GetOrderList answered, sent back as `lastversion` (032). */
  kds_list_version: Generated<string | null>;
}

/** A refusal of a hand-over that r_keeper's error table knows, for the operations report (033). */
export interface PosRefusalsTable {
  id: Generated<number>;
  venue_id: number;
  order_id: number;
  platform: string;
  policy: string;
  advice: string;
  error_number: number | null;
  created_at: Timestamp;
}

/** A watched order's r_keeper version as last read with GetOrder (032). */
export interface PosKdsVersionsTable {
  order_id: number;
  version: string;
}

/** A platform item or option id mapped to an r_keeper dish or modifier ident, per venue. */
export interface PosItemMappingsTable {
  id: Generated<number>;
  venue_id: number;
  platform: string;
  kind: 'dish' | 'modifier';
  platform_ref: string;
  rk_ident: string;
  name: string | null;
  /** Written by a person (017): a menu import leaves it as it is. */
  is_manual: Generated<number>;
}

/** A venue's menu as last imported; `reference` is the JSON of `MenuReference`. */
export interface MenusTable {
  venue_id: number;
  version: number;
  source: 'rkeeper' | 'file';
  xml_version: string | null;
  reference: string;
  /** JSON list of the dish idents r_keeper sold at import; null when unknown (a file without it). */
  on_sale: string | null;
  file_name: string | null;
  imported_at: string;
}

/** One platform connection's settings for one menu element (docs/product.md §4). */
export interface MenuItemSettingsTable {
  instance_id: number;
  element_id: string;
  venue_id: number;
  is_enabled: number;
  name: string | null;
  price: number | null;
  discounted_price: number | null;
  image_url: string | null;
  updated_at: string;
}

/**
 * One publish of a connection's menu. `status`: queued → sent (Glovo: processing while its
 * transaction runs) → succeeded | failed. `items` is the JSON of what was published (id → name,
 * price), `excluded` of what was left out and why; `body` and `access_token` serve the menu JSON at
 * the URL Glovo fetches.
 */
export interface MenuPublishesTable {
  id: Generated<number>;
  venue_id: number;
  instance_id: number;
  platform: string;
  menu_version: number;
  status: 'queued' | 'processing' | 'succeeded' | 'failed';
  message: string | null;
  transaction_id: string | null;
  body: string | null;
  access_token: string | null;
  items: string;
  excluded: string;
  requested_by: number | null;
  requested_at: string;
  finished_at: string | null;
}

/** Every call made for an order, to r_keeper or to its platform. */
export interface OrderAttemptsTable {
  id: Generated<number>;
  order_id: number;
  target: 'pos' | 'platform';
  operation: string;
  started_at: Timestamp;
  duration_ms: number;
  ok: Bool;
  error: string | null;
  /** Null while the call is sent and its answer not yet recorded: after a crash, it may have run (016). */
  answered_at: Timestamp | null;
}

/** Webhook notifications already taken in, so a redelivery is recognised. */
export interface WebhookReceiptsTable {
  id: Generated<number>;
  platform: string;
  notification_id: string;
  received_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: Timestamp;
}

/** A request for a licence: one venue, one or more platforms, an expiry date (007). */
export interface LicRequestsTable {
  id: Generated<number>;
  venue_id: number;
  /** Comma-separated platform kinds, e.g. `wolt,glovo`. */
  platforms: string;
  expires_at: Timestamp;
  comment: string | null;
  /** pending, approved, rejected or withdrawn. */
  status: string;
  requested_by: number | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  auto_approved: Generated<Bool>;
  reject_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every licence change of a venue: a request's life and direct changes of its dates (007). */
export interface LicenceEventsTable {
  id: Generated<number>;
  venue_id: number;
  request_id: number | null;
  kind: string;
  platforms: string;
  expires_at: Timestamp | null;
  /** JSON of contracts' `ZVenueSelfSettings`. */
  before_json: string | null;
  after_json: string | null;
  note: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** One row (id 1): JSON of contracts' `ZLicenceSettings` (007). */
export interface LicenceSettingsTable {
  id: number;
  settings: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/**
 * Sales (statuses other than 1, 6, 7) of a venue's local day per platform and currency: the count and
 * minor-unit sum of the day and of each local hour (`orders_h00` … `minor_h23`). Kept by
 * modules/reports/sales-rollup in the transaction of every order insert and status change.
 */
export type ReportSalesDaysTable = {
  venue_id: number;
  /** `YYYY-MM-DD` on the venue's clock. */
  local_date: string;
  /** ISO weekday of `local_date`, 1 Monday … 7 Sunday. */
  weekday: number;
  platform: string;
  currency: string;
  orders: number;
  minor: number;
} & Record<`orders_h${string}` | `minor_h${string}`, number>;

/**
 * Orders of a venue's local day and platform by how many whole seconds a step took (`measure`: accept,
 * prep, bad). Kept by modules/reports/operations-rollup in the transaction of every order change.
 */
export interface ReportOperationDaysTable {
  venue_id: number;
  /** `YYYY-MM-DD` on the venue's clock. */
  local_date: string;
  platform: string;
  measure: string;
  seconds: number;
  orders: number;
}

/**
 * Access tokens refused before they expire (014): every token of a user below `epoch` (all of them
 * when null), or every token of one session (`session_id`, a refresh token family). Kept as long as
 * such a token could still be alive.
 */
export interface SessionRevocationsTable {
  id: Generated<number>;
  user_id: number;
  session_id: string | null;
  epoch: number | null;
  created_at: Timestamp;
}

/** Failed sign-ins per key (`scope` `address`: a client address) in a window, shared by every instance (014). */
export interface SignInFailuresTable {
  scope: string;
  key: string;
  failures: number;
  window_ends_at: Timestamp;
}

/** A platform's cancellation of an order not stored yet (015); the order is stored cancelled. */
export interface EarlyCancellationsTable {
  id: Generated<number>;
  platform: string;
  /** As the orders table keeps it (storablePlatformOrderId). */
  platform_order_id: string;
  platform_status: string;
  /** Shown on the order as its platform note. */
  note: string;
  received_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  session_revocations: SessionRevocationsTable;
  sign_in_failures: SignInFailuresTable;
  areas: AreasTable;
  dealer_areas: DealerAreasTable;
  venue_groups: VenueGroupsTable;
  venues: VenuesTable;
  platform_instances: PlatformInstancesTable;
  orders: OrdersTable;
  order_payloads: OrderPayloadsTable;
  order_report_times: OrderReportTimesTable;
  order_list_revisions: OrderListRevisionsTable;
  report_sales_days: ReportSalesDaysTable;
  report_operation_days: ReportOperationDaysTable;
  pos_connections: PosConnectionsTable;
  pos_kds_versions: PosKdsVersionsTable;
  pos_refusals: PosRefusalsTable;
  pos_item_mappings: PosItemMappingsTable;
  order_attempts: OrderAttemptsTable;
  webhook_receipts: WebhookReceiptsTable;
  jobs: JobsTable;
  audit_log: AuditLogTable;
  app_secrets: AppSecretsTable;
  lic_requests: LicRequestsTable;
  licence_events: LicenceEventsTable;
  licence_settings: LicenceSettingsTable;
  menus: MenusTable;
  menu_item_settings: MenuItemSettingsTable;
  menu_publishes: MenuPublishesTable;
  early_cancellations: EarlyCancellationsTable;
}
