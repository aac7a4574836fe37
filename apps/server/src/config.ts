import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true would believe X-Forwarded-For from any client, who could then choose its own ' +
  'address. Name your proxies instead: their addresses or CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1) ' +
  'or how many proxies stand in front of the server (TRUST_PROXY=1)';

const ZEnv = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; unset means the embedded SQLite database under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Redis (`redis://host:6379`) through which the instances' OrderHubs reach each other's boards;
   * unset: PostgreSQL's NOTIFY carries them (docs/adr/0008).
   */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of the OrderHub's Redis channels; deployments sharing one Redis each set their own. */
  REDIS_HUB_KEY: z.string().min(1).default('orderdesk-hub'),
  ADMIN_LOGIN: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** Signing secret of access tokens; unset means one generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins in a row after which a login is locked for LOGIN_LOCK_MINUTES. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** Failed sign-ins one address may make within LOGIN_IP_WINDOW_MINUTES, whatever the logins. */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  LOGIN_IP_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For) and protocol: a number of
   * hops, or a comma-separated list of addresses/CIDRs. Unset: none, the socket's address counts.
   * `true` is refused: it would let any client choose its own address and slip past the sign-in limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string => {
      const value = v?.trim() ?? '';
      if (value === '' || value === 'false' || value === '0') return false;
      if (value.toLowerCase() === 'true') {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  /** Bearer token a scraper must send to GET /api/metrics; unset leaves the metrics public. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** `pretty` (readable lines), `json`, or unset: pretty on a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; served on the same port with history-mode fallback. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Key of the platform credentials sealed in the database (AES-256-GCM): 32 bytes as hex or base64.
   * Unset: generated once into DATA_DIR/secrets.key. Several instances must share the same key.
   */
  SECRETS_KEY: z.string().optional(),
  WOLT_API_URL: z.string().url().default('https://pos-integration-service.wolt.com'),
  /** Wolt's OAuth 2.0 token endpoint, for connections with a client id, secret and refresh token. */
  WOLT_OAUTH_TOKEN_URL: z
    .string()
    .url()
    .default('https://integrations-authentication-service.wolt.com/oauth2/token'),
  GLOVO_API_URL: z.string().url().default('https://api.glovoapp.com'),
  /** This server's address as the platforms reach it (Glovo fetches published menus from it). */
  PUBLIC_URL: z.string().url().optional(),
  /** How often a venue with `isAutoSyncMenuEnabled` reads its menu from r_keeper again (and publishes changes). */
  MENU_AUTO_SYNC_MINUTES: z.coerce.number().int().min(5).default(60),
  /**
   * How often r_keeper is asked whether its kitchen display made a handed-over order ready (venues
   * with the kitchen's Ready on): one GetOrderList with `lastversion` per venue, GetOrder only for
   * orders whose version changed.
   */
  KDS_POLL_SECONDS: z.coerce.number().int().min(2).default(15),
  BOLT_API_URL: z.string().url().default('https://node.bolt.eu/delivery-provider-pos'),
  /** The "order webhook client secret" we give Wolt; webhooks signed with anything else are refused. */
  WOLT_WEBHOOK_SECRET: z.string().min(16).optional(),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(500),
  JOB_BACKOFF_BASE_MS: z.coerce.number().int().positive().default(2000),
  JOB_BACKOFF_MAX_MS: z.coerce.number().int().positive().default(300_000),
  /** How long a claimed job is held; a job whose instance died is taken again after this. */
  JOB_LEASE_MS: z.coerce.number().int().positive().default(60_000),
  /** Jobs one instance runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().positive().default(32),
  /** Jobs one instance runs at once while platform calls arrive in a burst (acknowledging them goes first). */
  JOB_CONCURRENCY_DURING_BURST: z.coerce.number().int().positive().default(1),
  /** Platform calls in flight on one instance at which it counts as a burst (the worker steps back). */
  JOB_STEP_BACK_AT: z.coerce.number().int().positive().default(8),
  /** PostgreSQL connections of one instance (its pool); several instances share the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(20),
  /**
   * Of those, how many are opened before the instance listens and kept open when idle (more are opened
   * in a rush, up to DATABASE_POOL_SIZE, and closed after DATABASE_POOL_IDLE_SECONDS idle).
   */
  DATABASE_POOL_KEPT: z.coerce.number().int().nonnegative().default(5),
  /**
   * How long a connection beyond DATABASE_POOL_KEPT stays open unused: long enough to outlast the lulls
   * of a rush, so that its peaks find their connections open.
   */
  DATABASE_POOL_IDLE_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * Statements go to PostgreSQL as named prepared statements (db/prepared-statements.ts); `0`/`false`
   * sends them unnamed, for a connection pooler that cannot keep prepared statements per client.
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Counts database round trips by step (job type, HTTP route, job worker) in /api/metrics
   * (`orderdesk_db_round_trips_total`): what the bench reads for the cost of an order. Off by default.
   */
  DB_QUERY_STATS: booleanFromEnv,
  JOB_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  /** Days a webhook receipt (the redelivery check) is kept. */
  RETENTION_WEBHOOK_RECEIPTS_DAYS: z.coerce.number().int().positive().default(30),
  /** Days a used, revoked or expired refresh token is kept. */
  RETENTION_REFRESH_TOKENS_DAYS: z.coerce.number().int().positive().default(30),
  /** Days an audit entry is kept. */
  RETENTION_AUDIT_DAYS: z.coerce.number().int().positive().default(365),
  DEMO_MODE: booleanFromEnv,
  DEMO_WOLT_VENUE_ID: z.string().default('demo-wolt-venue'),
  DEMO_WOLT_API_KEY: z.string().default('demo-wolt-api-key'),
  /** Demo mode: the simulated r_keeper the demo venue hands its orders to (set by `npm run demo`). */
  DEMO_RKEEPER_URL: z.string().url().optional(),
  DEMO_RKEEPER_LOGIN: z.string().optional(),
  DEMO_RKEEPER_PASSWORD: z.string().optional(),
  DEMO_RKEEPER_FINGERPRINT: z.string().optional(),
  /**
   * Demo mode: the demo venue's stores on the simulated Glovo, Bolt and Fudy, as a JSON list of
   * `{platform, name, externalId, secrets, options}` (set by `npm run demo`).
   */
  DEMO_CONNECTIONS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return [];
      try {
        return JSON.parse(v) as DemoConnection[];
      } catch {
        ctx.addIssue({ code: 'custom', message: 'DEMO_CONNECTIONS must be JSON' });
        return z.NEVER;
      }
    }),
});

/** A platform connection the demo venue gets (DEMO_CONNECTIONS). */
export interface DemoConnection {
  platform: 'glovo' | 'bolt' | 'fudy';
  name: string;
  externalId: string;
  secrets: Record<string, string>;
  options: Record<string, string>;
}

export type AppConfig = z.infer<typeof ZEnv> & { webDistDir: string };

/** Reads and validates the environment in one place; a bad value stops start-up with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const webDistDir = parsed.data.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');
  return { ...parsed.data, webDistDir };
}
