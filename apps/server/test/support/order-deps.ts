import type { TOrder } from '@orderdesk/contracts';
import { clockIso, movableClock, type MovableClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import { createGroupCommit } from '../../src/db/group-commit';
import { enqueueJob } from '../../src/jobs/job-queue';
import type { OrderDeps } from '../../src/modules/orders/order-deps';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The order's dependencies on a migrated test database, with what the boards were sent and the worker's nudges. */
export interface OrderDepsWorld {
  deps: OrderDeps;
  db: Db;
  clock: MovableClock;
  /** Orders in the order the boards were sent them. */
  published: TOrder[];
  nudges: () => number;
  close(): Promise<void>;
}

export async function orderDepsWorld(): Promise<OrderDepsWorld> {
  const database: TestDatabase = await createTestDatabase();
  const db = database.open();
  const clock = movableClock();
  const published: TOrder[] = [];
  let nudges = 0;
  const deps: OrderDeps = {
    db,
    groupCommit: createGroupCommit(db.kysely, db.engine),
    clock,
    enqueue: (trx, type, payload, opts) =>
      enqueueJob(trx, type, payload, { maxAttempts: 5 }, clockIso(clock), opts),
    hub: { publishOrder: (order) => published.push(order) },
    worker: { nudge: () => (nudges += 1) },
  };
  return {
    deps,
    db,
    clock,
    published,
    nudges: () => nudges,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}
