import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

/** How many counters a venue's order list revision is spread over (see below). */
const SHARDS = 16;

/** Raises the counter of order `row` (NEW or OLD) of its venue, creating it at 1. */
function raise(row: 'NEW' | 'OLD', filter = '') {
  const values = `${row}.venue_id, ${row}.id % ${SHARDS}, 1`;
  // SQLite wants a WHERE on an INSERT … SELECT before ON CONFLICT; VALUES cannot have one.
  const source = filter ? `SELECT ${values} WHERE ${filter}` : `VALUES (${values})`;
  return `INSERT INTO order_list_revisions (venue_id, shard, revision) ${source}
    ON CONFLICT (venue_id, shard) DO UPDATE SET revision = order_list_revisions.revision + 1;`;
}

/**
 * A venue's order list revision (modules/orders/order-list-revision): the sum of counters raised by
 * triggers on `orders`, in the same transaction as any write to one of the venue's orders, whoever
 * makes it. Each counter only grows, so an equal sum means nothing changed. The order's id picks
 * one of 16 counters, so that on PostgreSQL concurrent writes to one venue's orders rarely wait for
 * each other's row lock, held until commit. No foreign key: the counters of a deleted venue are
 * raised as its orders go, and stay.
 */
export function orderListRevisionsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('order_list_revisions')
        .addColumn('venue_id', 'integer', (c) => c.notNull())
        .addColumn('shard', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_list_revisions_pk', ['venue_id', 'shard'])
        .execute();
      if (engine === 'postgres') {
        await sql
          .raw(
            `CREATE FUNCTION orders_raise_list_revision() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP <> 'DELETE' THEN ${raise('NEW')} END IF;
              IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.venue_id <> NEW.venue_id) THEN ${raise('OLD')} END IF;
              RETURN NULL;
            END $$`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER orders_list_revision AFTER INSERT OR UPDATE OR DELETE ON orders
            FOR EACH ROW EXECUTE FUNCTION orders_raise_list_revision()`,
          )
          .execute(db);
        return;
      }
      await sql
        .raw(`CREATE TRIGGER orders_list_revision_insert AFTER INSERT ON orders BEGIN ${raise('NEW')} END`)
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER orders_list_revision_update AFTER UPDATE ON orders BEGIN
            ${raise('NEW')} ${raise('OLD', 'OLD.venue_id <> NEW.venue_id')} END`,
        )
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER orders_list_revision_delete AFTER DELETE ON orders BEGIN ${raise('OLD')} END`)
        .execute(db);
    },
  };
}
