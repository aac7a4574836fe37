import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '../src/db/group-commit';
import { clockIso } from '../src/clock';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const receipt = (id: string) => ({ platform: 'test', notification_id: id, received_at: clockIso(app.clock) });

async function storedIds(prefix: string): Promise<string[]> {
  const rows = await app.ctx.db.kysely
    .selectFrom('webhook_receipts')
    .select('notification_id')
    .where('notification_id', 'like', `${prefix}%`)
    .orderBy('notification_id')
    .execute();
  return rows.map((r) => r.notification_id);
}

describe('group commit', () => {
  it('answers each caller with its own result once the shared transaction committed', async () => {
    const group = createGroupCommit(app.ctx.db.kysely, app.ctx.db.engine);
    const ids = Array.from({ length: 20 }, (_, i) => `ok-${String(i).padStart(2, '0')}`);
    const results = await Promise.all(
      ids.map((id) =>
        group.run(async (trx) => {
          await trx.insertInto('webhook_receipts').values(receipt(id)).execute();
          return id.toUpperCase();
        }),
      ),
    );
    expect(results).toEqual(ids.map((id) => id.toUpperCase()));
    expect(await storedIds('ok-')).toEqual(ids);
  });

  it('fails only the item that failed; the others of its batch are still stored', async () => {
    const group = createGroupCommit(app.ctx.db.kysely, app.ctx.db.engine);
    const outcomes = await Promise.allSettled(
      ['mix-a', 'mix-b', 'mix-c'].map((id) =>
        group.run(async (trx) => {
          await trx.insertInto('webhook_receipts').values(receipt(id)).execute();
          if (id === 'mix-b') throw new Error('refused');
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await storedIds('mix-')).toEqual(['mix-a', 'mix-c']);
  });
});
