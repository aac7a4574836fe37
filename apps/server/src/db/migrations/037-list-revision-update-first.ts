import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';

/** The counters' spread, as migration 012 set it. */
const SHARDS = 16;

/** Raises the counter of order `row` (NEW or OLD) of its venue: an update, an insert only the first time. */
function raise(row: 'NEW' | 'OLD'): string {
  const key = `venue_id = ${row}.venue_id AND shard = ${row}.id % ${SHARDS}`;
  return `UPDATE order_list_revisions SET revision = revision + 1 WHERE ${key};
    IF NOT FOUND THEN
      INSERT INTO order_list_revisions (venue_id, shard, revision) VALUES (${row}.venue_id, ${row}.id % ${SHARDS}, 1)
      ON CONFLICT (venue_id, shard) DO UPDATE SET revision = order_list_revisions.revision + 1;
    END IF;`;
}

/** Migration 012's trigger function, as it was. */
function upsertFirst(row: 'NEW' | 'OLD'): string {
  return `INSERT INTO order_list_revisions (venue_id, shard, revision) VALUES (${row}.venue_id, ${row}.id % ${SHARDS}, 1)
    ON CONFLICT (venue_id, shard) DO UPDATE SET revision = order_list_revisions.revision + 1;`;
}

function triggerFunction(raiseOf: (row: 'NEW' | 'OLD') => string): string {
  return `CREATE OR REPLACE FUNCTION orders_raise_list_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'DELETE' THEN ${raiseOf('NEW')} END IF;
      IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.venue_id <> NEW.venue_id) THEN ${raiseOf('OLD')} END IF;
      RETURN NULL;
    END $$`;
}

/**
 * On PostgreSQL the trigger that raises a venue's order list revision (migration 012) updates its
 * counter and inserts it only when it is not there yet. As an upsert (`INSERT … ON CONFLICT DO
 * UPDATE`), every write to an order first tried an insert, found the counter in its index, locked its
 * row with a WAL record of its own and then updated it: after a venue's first 16 orders the counter is
 * always there. SQLite's triggers stay upserts (no WAL record for a lock there).
 */
export function listRevisionUpdateFirstMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await sql.raw(triggerFunction(raise)).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await sql.raw(triggerFunction(upsertFirst)).execute(db);
    },
  };
}
