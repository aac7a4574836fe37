import SQLite from 'better-sqlite3';
import pg from 'pg';

type Row = Record<string, unknown>;

/** The benchmark's own connection to the server's database through the bare driver (`?` placeholders). */
export interface BenchStore {
  engine: 'sqlite' | 'postgres';
  /** The database this store writes to, for opening it through the server's own code. */
  target: { sqliteFile?: string; databaseUrl?: string };
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Copies of a row of `table` with some columns replaced; returns the new ids. */
  insertCopies(table: string, template: Row, variants: Row[]): Promise<number[]>;
  close(): Promise<void>;
}

const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export function openBenchStore(target: { sqliteFile?: string; databaseUrl?: string }): BenchStore {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    const store: BenchStore = {
      engine: 'postgres',
      target,
      query: async (sql, params = []) => (await pool.query(numbered(sql), params)).rows as Row[],
      async insertCopies(table, template, variants) {
        const ids: number[] = [];
        for (const variant of variants) {
          const row = { ...template, ...variant };
          delete row['id'];
          const columns = Object.keys(row);
          const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`;
          ids.push(Number((await store.query(sql, Object.values(row)))[0]!['id']));
        }
        return ids;
      },
      close: () => pool.end(),
    };
    return store;
  }
  const db = new SQLite(target.sqliteFile!);
  db.pragma('busy_timeout = 5000');
  return {
    engine: 'sqlite',
    target,
    query: async (sql, params = []) => {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...params) as Row[];
      statement.run(...params);
      return [];
    },
    async insertCopies(table, template, variants) {
      const ids: number[] = [];
      db.transaction(() => {
        for (const variant of variants) {
          const row = { ...template, ...variant };
          delete row['id'];
          const columns = Object.keys(row);
          const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
          ids.push(Number(db.prepare(sql).run(...Object.values(row)).lastInsertRowid));
        }
      })();
      return ids;
    },
    close: async () => void db.close(),
  };
}

/** `count` more venues like venue 1; returns their ids. */
export async function seedVenues(store: BenchStore, count: number): Promise<number[]> {
  const [template] = await store.query('SELECT * FROM venues WHERE id = 1');
  if (!template) throw new Error('venue 1 is missing');
  return store.insertCopies(
    'venues',
    template,
    Array.from({ length: count }, (_, i) => ({ name: `Bench venue ${i + 2}` })),
  );
}

/** Open orders (received, accepted, ready) in a venue, copied from a stored order. */
export async function seedOrders(
  store: BenchStore,
  venueId: number,
  count: number,
  statuses: number[] = [1, 2, 3],
): Promise<number[]> {
  const [template] = await store.query('SELECT * FROM orders ORDER BY id LIMIT 1');
  if (!template) throw new Error('no order to copy: run the intake first');
  const base = Date.now();
  return store.insertCopies(
    'orders',
    template,
    Array.from({ length: count }, (_, i) => ({
      venue_id: venueId,
      platform_order_id: `bench-${venueId}-${base}-${i}`,
      status_id: statuses[i % statuses.length],
      created_at: new Date(base - i * 1000).toISOString(),
      accepted_at: null,
    })),
  );
}
