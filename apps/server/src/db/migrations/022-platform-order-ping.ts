import { type Kysely, sql } from 'kysely';

/**
 * The job that fetches a pinged order was named after Wolt ('wolt.notification', payload `woltOrderId`)
 * though every platform's pings use it. Queued and finished rows take the platform-neutral names
 * ('platform.order-ping', `platformOrderId`), so they still run, and are still recognised as the same
 * ping when it is delivered again, after the upgrade.
 */
export function platformOrderPingMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`UPDATE jobs SET type = 'platform.order-ping',
          payload = replace(payload, '"woltOrderId":', '"platformOrderId":')
        WHERE type = 'wolt.notification'`.execute(db);
    },
  };
}
