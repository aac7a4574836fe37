import { OrderStatus } from '@orderdesk/contracts';
import type { RkeeperDeps } from './rkeeper-deps';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { markOrderReadyByKitchen } from '../orders/orders.service';
import type { KDS_POLL_JOB } from './till/kds-poll-schedule';
import { scheduleKdsPoll } from './till/kds-poll-schedule';
import { loadPosConnection, saveKdsListVersion } from './till/pos-connection.repository';
import { rk7ClientFor } from './rk7-venue-client';

/** Orders the poll watches: handed over to r_keeper and not Ready yet. */
const WATCHED = [OrderStatus.RECEIVED, OrderStatus.DELAYED, OrderStatus.PRODUCTION];

export interface KdsPollResult {
  /** GetOrder calls made (only for orders whose r_keeper version changed). */
  ordersRead: number;
  /** Orders moved to Ready. */
  readied: number[];
}

const sameGuid = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * One look at the venue's kitchen (docs/rkeeper.md, "The kitchen's Ready"): one `GetOrderList` with
 * the orders-table version last answered as `lastversion` (`No changes` ends it), then `GetOrder`
 * only for watched orders whose `Version` differs from the one last read. An order in production
 * whose every dish the kitchen display marked ready goes to Ready through the order machine, with the
 * platform's call in the same transaction. One not in production yet (accepted later) is read again
 * on the next look: the list's version is not kept while one waits so. Answers null when the venue
 * has nothing to watch.
 */
export async function pollKitchen(ctx: RkeeperDeps, venueId: number): Promise<KdsPollResult | null> {
  const db = ctx.db.kysely;
  const conn = await loadPosConnection(db, ctx.secrets, venueId);
  if (!conn?.isEnabled || !conn.kdsReady) return null;
  const watched = await db
    .selectFrom('orders')
    .select(['id', 'pos_guid', 'status_id'])
    .where('venue_id', '=', venueId)
    .where('is_created_in_rkeeper', '=', 1)
    .where('pos_guid', 'is not', null)
    .where('status_id', 'in', WATCHED)
    .execute();
  // Versions of orders that left the watch (made Ready, picked up, cancelled) are not needed again.
  await db
    .deleteFrom('pos_kds_versions')
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('venue_id', '=', venueId)
        .where('status_id', 'not in', WATCHED),
    )
    .execute();
  if (watched.length === 0) return null;
  const client = rk7ClientFor(ctx, conn);
  const list = await client.getOrderVersions(conn.kdsListVersion);
  const result: KdsPollResult = { ordersRead: 0, readied: [] };
  if (!list.changed) return result;
  const stored = new Map(
    (
      await db
        .selectFrom('pos_kds_versions')
        .select(['order_id', 'version'])
        .where(
          'order_id',
          'in',
          watched.map((o) => o.id),
        )
        .execute()
    ).map((r) => [r.order_id, r.version]),
  );
  let waiting = false;
  for (const order of watched) {
    const guid = order.pos_guid!;
    const version = [...list.versions].find(([g]) => sameGuid(g, guid))?.[1];
    if (version === undefined || stored.get(order.id) === version) continue;
    const kds = await client.getOrderKds(guid);
    result.ordersRead += 1;
    if (kds.allReady && order.status_id === OrderStatus.PRODUCTION) {
      const outcome = await markOrderReadyByKitchen(ctx, order.id);
      if (outcome.changed) result.readied.push(order.id);
      await db.deleteFrom('pos_kds_versions').where('order_id', '=', order.id).execute();
    } else if (kds.allReady) {
      // Cooked before it was accepted: Ready follows once it is in production.
      waiting = true;
    } else {
      await db
        .insertInto('pos_kds_versions')
        .values({ order_id: order.id, version })
        .onConflict((oc) => oc.column('order_id').doUpdateSet({ version }))
        .execute();
    }
  }
  if (!waiting) await saveKdsListVersion(db, venueId, list.listVersion);
  return result;
}

/**
 * `pos.kds-poll`: looks at the venue's kitchen, then queues the next look while the venue has orders
 * to watch. r_keeper not answering is no failure of the job: the next look comes at its time.
 */
export function posKdsPollJob(ctx: RkeeperDeps): JobHandlerOf<typeof KDS_POLL_JOB> {
  return {
    async run({ venueId }) {
      let result: KdsPollResult | null;
      try {
        result = await pollKitchen(ctx, venueId);
      } catch (error) {
        ctx.log.warn({ venueId, err: error }, "kitchen's Ready: r_keeper did not answer");
        result = { ordersRead: 0, readied: [] };
      }
      if (result === null) return;
      await ctx.db.kysely
        .transaction()
        .execute((trx) => scheduleKdsPoll(ctx, trx, venueId, ctx.config.KDS_POLL_SECONDS * 1000));
    },
  };
}
