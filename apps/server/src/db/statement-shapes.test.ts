import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { shapedQuery, shapedRows } from './statement-shapes';

function compileOnly(engine: 'postgres' | 'sqlite'): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (engine === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        engine === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
      createQueryCompiler: () =>
        engine === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler(),
    },
  });
}

const claim = (db: Kysely<Database>, key: string, values: readonly [string, string, number]) =>
  shapedQuery(db, key, values, (lockedBy, at, limit) =>
    db
      .updateTable('jobs')
      .set((eb) => ({ locked_by: lockedBy, attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', 'in', db.selectFrom('jobs').select('id').where('run_at', '<=', at).limit(limit))
      .returningAll(),
  );

describe('a statement built once and sent with each call’s values', () => {
  it('sends the same text with the values in their places, the builder’s own constants kept', () => {
    const db = compileOnly('postgres');
    const first = claim(db, 'test claim', ['worker-1', '2026-12-01T10:00:00Z', 5]);
    const second = claim(db, 'test claim', ['worker-2', '2026-12-01T11:00:00Z', 7]);
    expect(second.sql).toBe(first.sql);
    // locked_by, the constant 1 of attempts + 1, updated_at, then run_at and the limit.
    expect(first.parameters).toEqual(['worker-1', 1, '2026-12-01T10:00:00Z', '2026-12-01T10:00:00Z', 5]);
    expect(second.parameters).toEqual(['worker-2', 1, '2026-12-01T11:00:00Z', '2026-12-01T11:00:00Z', 7]);
  });

  it('keeps each engine’s text apart under one key', () => {
    const postgres = claim(compileOnly('postgres'), 'test engines', ['w', 'now', 1]);
    const sqlite = claim(compileOnly('sqlite'), 'test engines', ['w', 'now', 1]);
    expect(postgres.sql).toContain('$1');
    expect(sqlite.sql).not.toContain('$1');
    expect(sqlite.sql).toContain('?');
  });

  it('refuses a builder that writes a parameter into the text', () => {
    const db = compileOnly('sqlite');
    expect(() =>
      shapedQuery(db, 'test literal', ['pending'] as const, (status) =>
        db.selectFrom('jobs').select('id').where('status', '=', sql.lit(status)),
      ),
    ).toThrow(/may not write its parameters into its text/);
  });
});

describe('rows of values in a statement built once', () => {
  const insert = (
    db: Kysely<Database>,
    rows: { order_id: number; operation: string; error?: string | null }[],
  ) => {
    const given = shapedRows(rows);
    return shapedQuery(db, `test rows ${given.key}`, given.values, (...markers) =>
      db
        .insertInto('order_attempts')
        .values(
          given
            .rebuild(markers)
            .map((row) => ({ target: 'pos', started_at: 'now', duration_ms: 0, ok: 0, ...row })),
        )
        .returning('id'),
    );
  };

  it('sends each row’s values in their places, a value left undefined as a column not written', () => {
    const db = compileOnly('postgres');
    const first = insert(db, [
      { order_id: 1, operation: 'GetOrder', error: null },
      { order_id: 1, operation: 'SaveOrder', error: undefined },
    ]);
    const second = insert(db, [
      { order_id: 2, operation: 'GetOrder', error: 'Timed out' },
      { order_id: 2, operation: 'CreateOrder' },
    ]);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('default');
    expect(second.parameters).toEqual([
      'pos',
      'now',
      0,
      0,
      2,
      'GetOrder',
      'Timed out',
      'pos',
      'now',
      0,
      0,
      2,
      'CreateOrder',
    ]);
  });

  it('gives rows with other columns, or more rows, a key of their own', () => {
    const one = shapedRows([{ order_id: 1, operation: 'SaveOrder' }]);
    expect(shapedRows([{ order_id: 2, operation: 'PayOrder' }]).key).toBe(one.key);
    expect(shapedRows([{ order_id: 1, operation: 'SaveOrder', error: null }]).key).not.toBe(one.key);
    expect(shapedRows([{ order_id: 1 }, { order_id: 1 }]).key).not.toBe(shapedRows([{ order_id: 1 }]).key);
  });
});
