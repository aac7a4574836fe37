// On PostgreSQL every parameterised statement goes as a named prepared statement, parsed once per
// connection (db/prepared-statements.ts); one gone stale across a migration fails once, and the
// connection prepares it afresh.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const onPostgres = process.env['TEST_DB'] === 'postgres';

describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.open();
    await sql`CREATE TABLE prepared_probe (id integer PRIMARY KEY, name text)`.execute(db.kysely);
    await sql`INSERT INTO prepared_probe VALUES (1, 'first')`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  /** The statements prepared on the connection `run` is given, after it ran. */
  function preparedAfter(run: (conn: Db['kysely']) => Promise<unknown>) {
    return db.kysely.connection().execute(async (conn) => {
      await run(conn);
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        conn,
      );
      return rows.map((r) => r.statement);
    });
  }

  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const statements = await preparedAfter(async (conn) => {
      for (const id of [1, 1, 2]) await conn.selectFrom('venues').select('id').where('id', '=', id).execute();
    });
    const venueReads = statements.filter((s) => s.includes('from "venues"'));
    expect(venueReads).toHaveLength(1);
  });

  it('answers rows as an unnamed statement would', async () => {
    const row = await db.kysely
      .selectFrom(sql<{ id: number; name: string }>`prepared_probe`.as('p'))
      .selectAll()
      .where('p.id', '=', 1)
      .executeTakeFirst();
    expect(row).toEqual({ id: 1, name: 'first' });
  });

  it('fails a statement gone stale across a migration once, then prepares it afresh', async () => {
    const outcomes = await db.kysely.connection().execute(async (conn) => {
      const read = () => sql`SELECT * FROM prepared_probe WHERE id = ${1}`.execute(conn);
      await read();
      await sql`ALTER TABLE prepared_probe ADD COLUMN note text`.execute(conn);
      const first = await read().then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      );
      const second = (await read()).rows[0];
      return { first, second };
    });
    expect(outcomes.first).toBe('0A000');
    expect(outcomes.second).toEqual({ id: 1, name: 'first', note: null });
  });
});
