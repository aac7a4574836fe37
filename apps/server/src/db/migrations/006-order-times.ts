import type { Kysely } from 'kysely';

/** A pre-order's pick-up time, from which its release to Incoming is timed. */
export function orderTimesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('pickup_at', 'varchar(30)').execute();
    },
  };
}
