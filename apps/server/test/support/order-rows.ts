import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { OrderRow } from '../../src/modules/orders/order-mapper';
import { lockOrder, writeOrderRow, type OrderWrite } from '../../src/modules/orders/orders.repository';

/**
 * Puts an order's row where a test needs it, status and state included, through the write the order
 * machine uses (version raised, report times and roll-ups kept as of `now`), without the machine's rules.
 */
export function setOrderRow(
  db: Kysely<Database>,
  id: number,
  changes: OrderWrite,
  now = new Date().toISOString(),
): Promise<OrderRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await lockOrder(trx, id);
    return before ? writeOrderRow(trx, before, changes, now) : undefined;
  });
}
