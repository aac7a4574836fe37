import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableQueryStats, withQueryStep } from '../src/db/query-stats';
import type { Db } from '../src/db/database';
import { metricsRegistry } from '../src/observability/metrics';
import { createTestDatabase, type TestDatabase } from './support/test-database';

async function counted(step: string, kind: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('orderdesk_db_round_trips_total')?.get();
  return metric?.values.find((v) => v.labels['step'] === step && v.labels['kind'] === kind)?.value ?? 0;
}

describe('DB_QUERY_STATS: round trips counted at the driver by step', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    enableQueryStats(true);
    database = await createTestDatabase();
    db = database.open();
  });
  afterAll(async () => {
    enableQueryStats(false);
    await db.close();
    await database.drop();
  });

  it('counts each statement and each BEGIN and COMMIT under the step that sent it', async () => {
    const step = `test step ${Math.random()}`;
    await withQueryStep(step, () =>
      db.kysely.transaction().execute(async (trx) => {
        await trx.selectFrom('venues').select('id').limit(1).execute();
        await trx.selectFrom('orders').select('id').limit(1).execute();
      }),
    );
    expect(await counted(step, 'statement')).toBe(2);
    expect(await counted(step, 'transaction')).toBe(2);
  });
});
