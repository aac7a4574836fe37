import { sql, type Kysely } from 'kysely';

/**
 * Marks the item mappings a person wrote (on the board or the venue screen), so a menu import keeps
 * them. Rows under ids outside the imported scheme (`i_…`, `c_…`, `m_…`) could only have been written
 * by hand, so they start marked.
 */
export function manualPosMappingsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('pos_item_mappings')
        .addColumn('is_manual', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE pos_item_mappings SET is_manual = 1
        WHERE substr(platform_ref, 1, 2) NOT IN ('i_', 'c_', 'm_')`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('pos_item_mappings').dropColumn('is_manual').execute();
    },
  };
}
