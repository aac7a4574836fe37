import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Sessions that end at once: each user's session epoch (carried by their access tokens), the
 * revocations every instance reads on a short cadence, and the sign-in failure windows shared by
 * every instance.
 */
export function sessionsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const id = engine === 'postgres' ? 'serial' : 'integer';
      const autoId = (c: ColumnDefinitionBuilder) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

      await db.schema
        .alterTable('users')
        .addColumn('session_epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      // No foreign key: the revocation of a deleted user outlives the user's row.
      await db.schema
        .createTable('session_revocations')
        .addColumn('id', id, autoId)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('session_id', 'varchar(100)')
        .addColumn('epoch', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('session_revocations_created')
        .on('session_revocations')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('sign_in_failures')
        .addColumn('scope', 'varchar(20)', (c) => c.notNull())
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('sign_in_failures_pk', ['scope', 'key'])
        .execute();
      await db.schema
        .createIndex('sign_in_failures_window_end')
        .on('sign_in_failures')
        .column('window_ends_at')
        .execute();
    },
  };
}
