import type { Kysely } from 'kysely';

/**
 * The order's kitchen ticket (JSON text, contracts `ZOrderTicket`): its lines with their options, the
 * notes, the courier and its expected arrival, a pre-order's due time, as the platform's mapper read
 * them. Null for an order stored before it: the ticket is then read from its items.
 */
export function orderTicketMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('ticket', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('ticket').execute();
    },
  };
}
