import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import type { AppContext } from './app-context';
import { clockIso, systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { enableQueryStats, withQueryStep } from './db/query-stats';
import { createGroupCommit } from './db/group-commit';
import { ensureDemoData } from './seed/demo-seed';
import { migrateToLatest } from './db/migrate';
import { ensureAdmin, ensureJwtSecret } from './seed/seed';
import { registerAccessControl } from './http/access-control';
import { registerErrorHandler } from './http/error-handler';
import { acceptEmptyJsonBodies } from './http/json-body';
import { refuseNulInUrls } from './http/nul-text';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createOrderHub } from './hub/order-hub';
import { addJob } from './jobs/job-queue';
import { createIntakeGauge, watchSteppedBack } from './jobs/intake-gauge';
import { createJobWorker, type JobHandler } from './jobs/job-worker';
import { defaultAttempts, workerHandlers } from './jobs/job-spec';
import { jobRegistry } from './job-registry';
import { scheduleRetention } from './modules/retention/retention.job';
import { createAccessTokens } from './modules/auth/access-token';
import { createSessionGuard } from './modules/auth/session-guard';
import { registerAreaRoutes } from './modules/areas/areas.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerMetricsRoute } from './modules/health/metrics.routes';
import { registerReadyRoute } from './modules/health/ready.routes';
import { registerHttpMetrics } from './observability/http-metrics';
import { createLogger, wantsPrettyLogs } from './observability/logger';
import { registerRequestLog } from './observability/request-log';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerPosRoutes } from './modules/rkeeper/pos.routes';
import { registerPosMendingRoutes } from './modules/pos-mending/pos-mending.routes';
import { registerForceRefreshRoute } from './hub/force-refresh.routes';
import { registerMenuRoutes } from './modules/menus/menus.routes';
import { registerPeopleRoutes } from './modules/people/people.routes';
import { sealLegacyApiKeys } from './modules/platform-instances/connections';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerLicenceRoutes } from './modules/licences/licences.routes';
import { registerVenueStatusRoutes } from './modules/venues/venue-status.routes';
import { registerVenueRoutes } from './modules/venues/venues.routes';
import { registerPlatformWebhooks } from './modules/webhooks/platform-webhooks.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { rebuildOperationsRollup } from './modules/reports/operations-rollup';
import { rebuildSalesRollup } from './modules/reports/sales-rollup';
import { loadSecretsKey, openSecretBox } from './security/secrets-key';

export const APP_VERSION = pkg.version;

export interface BuildOptions {
  /** An already open database (tests pass their own); otherwise opened from the config. */
  db?: Db;
  /** Start the job worker's polling loop (tests drive it with `ctx.worker.runDue()` instead). */
  runJobs?: boolean;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output unless given. */
  logDestination?: NodeJS.WritableStream;
  /** The time the code reads (the system's unless given; tests move theirs forward). */
  clock?: Clock;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Set when the admin was created on this start with a generated password. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

function openConfiguredDatabase(config: AppConfig): Db {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: `${config.DATA_DIR.replace(/\/$/, '')}/orderdesk.db`,
    poolSize: config.DATABASE_POOL_SIZE,
    poolKept: config.DATABASE_POOL_KEPT,
    poolIdleMs: config.DATABASE_POOL_IDLE_SECONDS * 1000,
    prepareStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
}

/**
 * DB_QUERY_STATS: a request's round trips are counted under its route. Set again once the body is
 * read, since reading it leaves the request's async context.
 */
function registerQuerySteps(app: FastifyInstance): void {
  const step = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
  app.addHook('onRequest', (request, _reply, done) => withQueryStep(step(request), done));
  app.addHook('preValidation', (request, _reply, done) => withQueryStep(step(request), done));
}

/** A hop count trusts that many proxies nearest to us, as proxy-addr counts them. */
function trustProxyOption(value: false | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole app without listening: database, migrations, first-run seed, routes, hub, jobs. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<BuiltApp> {
  enableQueryStats(config.DB_QUERY_STATS);
  const db = opts.db ?? openConfiguredDatabase(config);
  const clock = opts.clock ?? systemClock;
  await migrateToLatest(db);
  const jwtSecret = config.JWT_SECRET ?? (await ensureJwtSecret(db.kysely));
  const admin = await ensureAdmin(db.kysely, clock, config.ADMIN_LOGIN, config.ADMIN_PASSWORD);
  const secrets = await openSecretBox(db.kysely, loadSecretsKey(config.SECRETS_KEY, config.DATA_DIR));
  await sealLegacyApiKeys(db.kysely, secrets);
  if (config.DEMO_MODE) {
    await ensureDemoData(db.kysely, secrets, clock, {
      externalVenueId: config.DEMO_WOLT_VENUE_ID,
      apiKey: config.DEMO_WOLT_API_KEY,
      rkeeper: config.DEMO_RKEEPER_URL
        ? {
            url: config.DEMO_RKEEPER_URL,
            login: config.DEMO_RKEEPER_LOGIN ?? '',
            password: config.DEMO_RKEEPER_PASSWORD ?? '',
            certificateFingerprint: config.DEMO_RKEEPER_FINGERPRINT ?? null,
          }
        : null,
      connections: config.DEMO_CONNECTIONS,
    });
  }

  const app = Fastify({
    ...(opts.logger === false
      ? { logger: false }
      : {
          loggerInstance: createLogger(
            { level: config.LOG_LEVEL, format: config.LOG_FORMAT },
            opts.logDestination,
          ) as FastifyBaseLogger,
        }),
    // One line per API request instead (registerRequestLog), none for the web app's files.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
  });
  if (config.DB_QUERY_STATS) registerQuerySteps(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHttpMetrics(app);
  // Pretty lines are for a person at a terminal: requests only at debug there, at info in JSON.
  registerRequestLog(app, wantsPrettyLogs(config.LOG_FORMAT) ? 'debug' : 'info');
  registerSecurityHeaders(app);
  acceptEmptyJsonBodies(app);
  refuseNulInUrls(app);

  const tokens = createAccessTokens(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const sessions = createSessionGuard({
    db: db.kysely,
    clock,
    tokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    log: app.log,
  });
  await sessions.start();
  registerAccessControl(app, tokens, sessions);
  await registerOpenApi(app, APP_VERSION);

  // The job registry's handlers are built with the context, which the worker is part of: filled below.
  const handlers: Record<string, JobHandler> = {};
  let attemptsOf = (_type: string): number => config.JOB_MAX_ATTEMPTS;
  const groupCommit = createGroupCommit(db.kysely, db.engine);
  const intake = createIntakeGauge({ busyAt: config.JOB_STEP_BACK_AT, clock });
  const stopSteppedBackWatch = watchSteppedBack(intake);
  const worker = createJobWorker({
    db,
    groupCommit,
    handlers,
    log: app.log as never,
    pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
    backoffBaseMs: config.JOB_BACKOFF_BASE_MS,
    backoffMaxMs: config.JOB_BACKOFF_MAX_MS,
    leaseMs: config.JOB_LEASE_MS,
    concurrency: config.JOB_CONCURRENCY,
    stepBack: intake.busy,
    stepBackConcurrency: config.JOB_CONCURRENCY_DURING_BURST,
    // The hub is made with the context below; the worker asks only once it runs.
    instances: () => ctx.hub.instances(),
    clock,
  });
  const ctx: AppContext = {
    app,
    log: app.log,
    config,
    clock,
    db,
    tokens,
    sessions,
    worker,
    secrets,
    groupCommit,
    intake,
    hub: createOrderHub(app.server, db, { tokens, sessions, clock }, app.log, {
      redisUrl: config.REDIS_URL,
      redisKey: config.REDIS_HUB_KEY,
    }),
    enqueue: (trx, type, payload, enqueueOpts) =>
      addJob(trx, type, payload, { maxAttempts: attemptsOf(type) }, clockIso(clock), enqueueOpts),
    rebuildVenueRollups: async (trx, venueIds) => {
      await rebuildSalesRollup(trx, db.engine, venueIds);
      await rebuildOperationsRollup(trx, db.engine, venueIds);
    },
  };
  const jobs = jobRegistry(ctx);
  Object.assign(handlers, workerHandlers(jobs));
  attemptsOf = defaultAttempts(jobs, config.JOB_MAX_ATTEMPTS);

  registerHealthRoutes(app, ctx, APP_VERSION);
  registerReadyRoute(app, ctx);
  registerMetricsRoute(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerVenueRoutes(app, ctx);
  registerVenueStatusRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerPosRoutes(app, ctx);
  registerPosMendingRoutes(app, ctx);
  registerForceRefreshRoute(app, ctx);
  registerMenuRoutes(app, ctx);
  registerCatalogRoutes(app);
  registerPeopleRoutes(app, ctx);
  registerAreaRoutes(app, { db: db.kysely, clock });
  registerLicenceRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerPlatformWebhooks(app, ctx);
  await registerWebApp(app, config.webDistDir);

  app.addHook('onReady', async () => {
    await ctx.hub.listening;
    if (opts.runJobs === false) return;
    await scheduleRetention(ctx);
    worker.start();
  });
  // Open sockets would keep the HTTP server from closing: the hub goes first.
  app.addHook('preClose', async () => {
    await ctx.hub.close();
  });
  app.addHook('onClose', async () => {
    stopSteppedBackWatch();
    await worker.stop();
    await sessions.stop();
    await db.close();
  });

  return {
    app,
    ctx,
    adminCreated: admin.created,
    ...(admin.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {}),
  };
}
