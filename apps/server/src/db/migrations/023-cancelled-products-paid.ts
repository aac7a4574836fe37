import type { Kysely } from 'kysely';

/**
 * Whether the platform pays the venue for the products of an order it cancelled (Glovo's
 * `payment_strategy` PAY_PRODUCTS): 1 when it does, so the r_keeper check stays a sale instead of
 * being voided; null for every other order.
 */
export function cancelledProductsPaidMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('cancel_products_paid', 'integer').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('cancel_products_paid').execute();
    },
  };
}
