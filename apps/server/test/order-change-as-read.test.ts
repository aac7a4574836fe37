// The order machine's change planned on a row its caller read earlier (changeOrder with `read`, the
// hand-over's outcome): on PostgreSQL one statement whose compare-and-set on the version read either
// wins, or undoes everything sent with it, and the change is then made on the current row. A change
// only ever lands once, on the order as it is, with its other writes once.
import { OrderState, OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { enableQueryStats, withQueryStep } from '../src/db/query-stats';
import { changeOrder } from '../src/modules/orders/order-machine';
import {
  isOrderChangedUnder,
  readOrderWithTimes,
  writeOrderRow,
  type OrderWithTimes,
} from '../src/modules/orders/orders.repository';
import { metricsRegistry } from '../src/observability/metrics';
import { moduleWorld, type ModuleWorld } from './support/module-world';
import { insertWoltOrder } from './support/order-rows';
import { insertVenue, insertWoltStore } from './support/test-app';

let world: ModuleWorld;
let venueId: number;
let instanceId: number;
let orderSeq = 0;

beforeAll(async () => {
  enableQueryStats(true);
  world = await moduleWorld();
  const db = world.db.kysely;
  venueId = await insertVenue(db, world.clock, { name: 'As Read Venue' });
  instanceId = await insertWoltStore(db, world.clock, venueId, 'as-read-venue');
});
afterAll(async () => {
  enableQueryStats(false);
  await world.close();
});

async function incomingOrder(): Promise<number> {
  orderSeq += 1;
  return insertWoltOrder(
    world.db.kysely,
    {
      venue_id: venueId,
      platform_instance_id: instanceId,
      platform_order_id: `as-read-${orderSeq}`,
      status_id: OrderStatus.RECEIVED,
      state_id: OrderState.GOOD,
    },
    clockIso(world.clock),
  );
}

async function readNow(orderId: number): Promise<OrderWithTimes> {
  return (await readOrderWithTimes(world.db.kysely, orderId, { lock: false }))!.order;
}

/** Audit entries of `action` for the order: the write sent with the change, to count. */
async function auditCount(orderId: number, action: string): Promise<number> {
  const rows = await world.db.kysely
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .where('action', '=', action)
    .execute();
  return rows.length;
}

async function statementsOf(step: string, kind: 'statement' | 'transaction'): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('orderdesk_db_round_trips_total')?.get();
  return metric?.values.find((v) => v.labels['step'] === step && v.labels['kind'] === kind)?.value ?? 0;
}

/** The hand-over's outcome as the machine is asked for it: GOOD and created, with an audit entry. */
function handedOver(action: string) {
  return {
    event: { kind: 'handover' as const, outcome: 'done' as const },
    changes: { is_created_in_rkeeper: 1 },
    audit: { userId: null, action },
  };
}

describe('a change planned on the row its caller read', () => {
  it('is one statement with its writes on PostgreSQL when nobody changed the order since', async () => {
    const orderId = await incomingOrder();
    const read = await readNow(orderId);
    const step = `as-read ${Math.random()}`;
    let plans = 0;
    const outcome = await withQueryStep(step, () =>
      changeOrder(
        world.deps,
        orderId,
        () => {
          plans++;
          return handedOver('as-read.won');
        },
        read,
      ),
    );
    expect(outcome).toMatchObject({
      changed: true,
      row: { is_created_in_rkeeper: 1, version: read.order.version + 1 },
    });
    expect(plans).toBe(1);
    expect(await auditCount(orderId, 'as-read.won')).toBe(1);
    if (world.db.engine === 'postgres') {
      expect(await statementsOf(step, 'statement')).toBe(1);
      expect(await statementsOf(step, 'transaction')).toBe(0);
    }
  });

  it('without one, reads the order without a lock and writes the change in the next statement on PostgreSQL', async () => {
    const orderId = await incomingOrder();
    const step = `unlocked ${Math.random()}`;
    const outcome = await withQueryStep(step, () =>
      changeOrder(world.deps, orderId, () => handedOver('as-read.unlocked')),
    );
    expect(outcome).toMatchObject({ changed: true, row: { is_created_in_rkeeper: 1 } });
    expect(await auditCount(orderId, 'as-read.unlocked')).toBe(1);
    if (world.db.engine === 'postgres') {
      expect(await statementsOf(step, 'statement')).toBe(2);
      expect(await statementsOf(step, 'transaction')).toBe(0);
    }
  });

  it('is made on the current row, with its writes once, when the order changed since it was read', async () => {
    const orderId = await incomingOrder();
    const read = await readNow(orderId);
    // Someone else's change lands first: the platform reports the order in the kitchen, raising the version.
    const accepted = await changeOrder(world.deps, orderId, () => ({
      event: { kind: 'platform', to: OrderStatus.PRODUCTION },
    }));
    expect(accepted.changed).toBe(true);
    const seen: number[] = [];
    const outcome = await changeOrder(
      world.deps,
      orderId,
      (current) => {
        seen.push(current.version);
        return handedOver('as-read.lost');
      },
      read,
    );
    expect(outcome).toMatchObject({
      changed: true,
      row: { status_id: OrderStatus.PRODUCTION, is_created_in_rkeeper: 1, version: read.order.version + 2 },
    });
    // Planned on the row read, then (PostgreSQL) again on the locked current row; SQLite goes there at once.
    expect(seen).toEqual(
      world.db.engine === 'postgres'
        ? [read.order.version, read.order.version + 1]
        : [read.order.version + 1],
    );
    expect(await auditCount(orderId, 'as-read.lost')).toBe(1);
  });

  it('goes the usual way when the machine refuses it on the row read, and is decided on the current row', async () => {
    const orderId = await incomingOrder();
    const read = await readNow(orderId);
    const outcome = await changeOrder(
      world.deps,
      orderId,
      () => ({ event: { kind: 'platform', to: OrderStatus.RECEIVED } }),
      read,
    );
    expect(outcome.changed).toBe(false);
  });
});

describe("writeOrderRow's compare-and-set that loses", () => {
  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'outside a transaction undoes the writes sent with it and says the order changed',
    async () => {
      const orderId = await incomingOrder();
      const stale = await readNow(orderId);
      await changeOrder(world.deps, orderId, () => ({ event: null, changes: { customer_name: 'Ona' } }));
      const db = world.db.kysely;
      const now = clockIso(world.clock);
      const audit = db.insertInto('audit_log').values({
        action: 'as-read.undone',
        entity: 'order',
        entity_id: String(orderId),
        created_at: now,
      });
      const failure = await writeOrderRow(db, stale.order, { customer_name: 'Lost' }, now, stale, undefined, [
        audit,
      ]).catch((error: unknown) => error);
      expect(isOrderChangedUnder(failure)).toBe(true);
      expect(await auditCount(orderId, 'as-read.undone')).toBe(0);
      expect((await readNow(orderId)).order.customer_name).toBe('Ona');
    },
  );
});
