import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../src/db/schema';
import type { OrderRow } from '../../src/modules/orders/order-mapper';
import {
  insertOrderOnce,
  lockOrder,
  writeOrderRow,
  type NewOrderValues,
  type OrderWrite,
} from '../../src/modules/orders/orders.repository';

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

/**
 * A Wolt home-delivery order's row as intake stores it (Incoming, GOOD, not in r_keeper), created and
 * updated at `at`; `fields` names the order and changes what a test needs.
 */
export function woltOrderValues(
  fields: Pick<Insertable<OrdersTable>, 'venue_id' | 'platform_instance_id' | 'platform_order_id'> &
    Partial<NewOrderValues>,
  at: string,
): NewOrderValues {
  return {
    platform: 'wolt',
    order_number: null,
    status_id: 1,
    state_id: 1,
    is_created_in_rkeeper: 0,
    adjusted_time_minutes: null,
    customer_name: null,
    delivery_type: 'homedelivery',
    amount: 1000,
    currency: 'EUR',
    items: '[]',
    platform_payload: '{}',
    platform_error: null,
    accepted_at: null,
    pickup_at: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** Stores a Wolt order as intake does (`woltOrderValues`), in a transaction of its own: answers its id. */
export async function insertWoltOrder(
  db: Kysely<Database>,
  fields: Parameters<typeof woltOrderValues>[0],
  at: string,
): Promise<number> {
  const row = await db.transaction().execute((trx) => insertOrderOnce(trx, woltOrderValues(fields, at)));
  if (!row) throw new Error('the order was not inserted');
  return row.id;
}
