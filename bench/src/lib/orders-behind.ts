import type { BenchStore } from './bench-store';

/**
 * Makes the database look as it does after `count` more orders lived their whole lives: the finished
 * orders already stored are copied (each copy under its own platform order id) with what every order
 * leaves behind besides its row: its payload, the webhook's receipt, the report times and the journal
 * of calls to the till and the platform. Then the tables are vacuumed and analysed, as autovacuum would have.
 * Returns how many orders were added.
 */
export async function addOrdersBehind(
  store: BenchStore,
  count: number,
  finishedStatus: number,
): Promise<number> {
  const originals = await store.query('SELECT id FROM orders WHERE status_id = ?', [finishedStatus]);
  if (originals.length === 0) throw new Error('no finished order to copy');
  const [sample] = await store.query('SELECT * FROM orders LIMIT 1');
  const columns = Object.keys(sample!).filter((c) => c !== 'id');
  const copied = (c: string) => (c === 'platform_order_id' ? `o.platform_order_id || ?` : `o.${c}`);
  // Each copy's id beside its original's, for the rows that hang on an order.
  const copiesJoining = (table: string, alias: string) =>
    `FROM orders c JOIN orders o ON o.platform = c.platform AND c.platform_order_id = o.platform_order_id || ?
     JOIN ${table} ${alias} ON ${alias}.order_id = o.id WHERE c.platform_order_id LIKE ?`;
  const rounds = Math.ceil(count / originals.length);
  for (let round = 1; round <= rounds; round++) {
    const suffix = `~${round}`;
    await store.query(
      `INSERT INTO orders (${columns.join(', ')})
       SELECT ${columns.map(copied).join(', ')} FROM orders o
       WHERE o.status_id = ? AND o.platform_order_id NOT LIKE '%~%'`,
      [suffix, finishedStatus],
    );
    await store.query(
      `INSERT INTO order_report_times (order_id, ready_at, bad_at, bad_since, bad_seconds)
       SELECT c.id, t.ready_at, t.bad_at, t.bad_since, t.bad_seconds ${copiesJoining('order_report_times', 't')}`,
      [suffix, `%${suffix}`],
    );
    await store.query(
      `INSERT INTO order_payloads (order_id, platform_payload)
       SELECT c.id, p.platform_payload ${copiesJoining('order_payloads', 'p')}`,
      [suffix, `%${suffix}`],
    );
    await store.query(
      `INSERT INTO order_attempts (order_id, target, operation, started_at, duration_ms, ok, error, answered_at)
       SELECT c.id, a.target, a.operation, a.started_at, a.duration_ms, a.ok, a.error, a.answered_at ${copiesJoining('order_attempts', 'a')}`,
      [suffix, `%${suffix}`],
    );
    await store.query(
      `INSERT INTO webhook_receipts (platform, notification_id, received_at)
       SELECT platform, notification_id || ?, received_at FROM webhook_receipts WHERE notification_id NOT LIKE '%~%'`,
      [suffix],
    );
  }
  if (store.engine === 'postgres') await store.query('VACUUM ANALYZE');
  else await store.query('ANALYZE');
  return rounds * originals.length;
}
