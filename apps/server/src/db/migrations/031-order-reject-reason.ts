import type { Kysely } from 'kysely';

/**
 * Why the venue rejected an order, kept with it so the rejected card and the dialog show it:
 * the text the platform was told (`reject_reason`) and the reason code picked (`reject_code`,
 * one of contracts' REJECT_REASON_CODES), null for every order not rejected by the venue.
 */
export function orderRejectReasonMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('reject_reason', 'text').execute();
      await db.schema.alterTable('orders').addColumn('reject_code', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('reject_code').execute();
      await db.schema.alterTable('orders').dropColumn('reject_reason').execute();
    },
  };
}
