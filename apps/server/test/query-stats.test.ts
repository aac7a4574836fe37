import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableQueryStats, withQueryStep } from '../src/db/query-stats';
import type { Db } from '../src/db/database';
import { WriteBatch } from '../src/db/write-batch';
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

  it('sends a batch of writes as one statement on PostgreSQL (one each on SQLite), every row written', async () => {
    const step = `batch step ${Math.random()}`;
    const at = new Date(0).toISOString();
    const entity = `batch-${Math.random()}`;
    await withQueryStep(step, () =>
      db.kysely.transaction().execute(async (trx) => {
        const batch = new WriteBatch(trx);
        for (const action of ['first', 'second', 'third'])
          batch.add(trx.insertInto('audit_log').values({ action, entity, created_at: at }));
        await batch.flush();
      }),
    );
    const rows = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .orderBy('action')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['first', 'second', 'third']);
    expect(await counted(step, 'statement')).toBe(db.engine === 'postgres' ? 1 : 3);
  });
});
