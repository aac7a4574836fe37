import { buildApp } from './app';
import { loadConfig } from './config';
import { openPoolConnections } from './db/database';

/**
 * How long a stop may take before the process exits without finishing it: under the 30 s an
 * orchestrator gives before it kills (compose.yaml's stop_grace_period), so the log says why.
 */
const SHUTDOWN_DEADLINE_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, ctx, adminCreated, generatedAdminPassword } = await buildApp(config);
  await openPoolConnections(ctx.db);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // A stop that never ends (a connection never given back to the pool, a call that never answers)
    // must not keep the process: every job under way is in the job table, and its lease brings it back.
    setTimeout(() => {
      app.log.error({ signal, deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const lines = [`OrderDesk is running at http://${shownHost}:${config.PORT}/`];
  lines.push(`Database: ${config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`}`);
  // A password given in ADMIN_PASSWORD is known to whoever gave it: only a generated one is shown.
  if (adminCreated) lines.push(`Admin login: ${config.ADMIN_LOGIN}`);
  if (generatedAdminPassword)
    lines.push(`Admin password (shown once, change it after signing in): ${generatedAdminPassword}`);
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
