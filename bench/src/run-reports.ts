// `npx tsx bench/src/run-reports.ts`: only the reports scenario (a million orders) on both engines,
// against the built server; prints the figures. `npm run bench` runs it as part of the whole benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchStore } from './lib/bench-store';
import { createPgDatabase, postgresAvailable } from './lib/databases';
import { startFakeWolt } from './lib/fake-wolt';
import { signInAdmin, startServer } from './lib/server-process';
import { runReports } from './scenarios/reports';

const PORT = Number(process.env['BENCH_PORT'] ?? 3299);
const ROUNDS = Number(process.env['BENCH_REPORT_ROUNDS'] ?? 20);
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',');

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-bench-reports-'));
  const wolt = await startFakeWolt();
  const results: Record<string, unknown> = {};
  try {
    if (ENGINES.includes('sqlite')) {
      const dataDir = path.join(tmp, 'sqlite');
      const server = await startServer({ port: PORT, dataDir, woltApiUrl: wolt.url });
      const store = openBenchStore({ sqliteFile: path.join(dataDir, 'orderdesk.db') });
      try {
        results['sqlite'] = await runReports(server.url, await signInAdmin(server.url), store, ROUNDS);
      } finally {
        await store.close();
        await server.stop();
      }
    }
    if (ENGINES.includes('postgres') && (await postgresAvailable())) {
      const database = await createPgDatabase('reports');
      const server = await startServer({
        port: PORT,
        dataDir: path.join(tmp, 'pg'),
        databaseUrl: database.url,
        woltApiUrl: wolt.url,
      });
      const store = openBenchStore({ databaseUrl: database.url });
      try {
        results['postgres'] = await runReports(server.url, await signInAdmin(server.url), store, ROUNDS);
      } finally {
        await store.close();
        await server.stop();
        await database.drop();
      }
    }
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await wolt.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
