import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { PreparedStatementNames, sendPrepared } from './prepared-statements';
import { countQuery, queryStatsEnabled } from './query-stats';
import type { Database } from './schema';
import { TableWrites } from './table-writes';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** The pg pool on PostgreSQL (the hub's adapter shares it); null on SQLite. */
  pool: pg.Pool | null;
  /** Writes through `kysely`, told to the in-memory caches of the tables written. */
  writes: TableWrites;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** SQLite file; `:memory:` is allowed for throw-away databases. */
  sqliteFile?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** PostgreSQL connections kept open when idle (default 0), opened at start by `openPoolConnections`. */
  poolKept?: number;
  /** PostgreSQL: how long a connection beyond `poolKept` stays open idle (default 10 s, pg-pool's own). */
  poolIdleMs?: number;
  /** PostgreSQL: send repeated statements as named prepared statements (default true, `preparedStatements`). */
  prepareStatements?: boolean;
}

export function openDatabase(opts: DbOptions): Db {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, {
      max: opts.poolSize ?? 10,
      min: Math.min(opts.poolKept ?? 0, opts.poolSize ?? 10),
      idleTimeoutMillis: opts.poolIdleMs ?? 10_000,
      prepare: opts.prepareStatements ?? true,
    });
  return openSqlite(opts.sqliteFile ?? ':memory:');
}

function openPostgres(
  connectionString: string,
  { prepare, ...sizes }: { max: number; min: number; idleTimeoutMillis: number; prepare: boolean },
): Db {
  // `min` connections stay open when idle: a pool that closes all idle ones after a quiet spell starts a
  // backend for each again in the next rush. The others stay for `idleTimeoutMillis` after their last
  // use: the pool hands out the connection freed last, so under a steady load those needed only at its
  // peaks sit idle in between, and closed after seconds each peak would wait for new backends (cold
  // caches, statements prepared again).
  const pool = new pg.Pool({ connectionString, ...sizes });
  if (prepare) {
    const names = new PreparedStatementNames();
    pool.on('connect', (client) => sendPrepared(client, names));
  }
  if (queryStatsEnabled()) pool.on('connect', countClientQueries);
  const writes = new TableWrites();
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  return { kysely, engine: 'postgres', pool, writes, close: () => kysely.destroy() };
}

/** DB_QUERY_STATS: every query a pooled connection sends is one round trip, counted. */
function countClientQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const text = args[0];
    countQuery(typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? ''));
    return query(...args);
  };
}

/** DB_QUERY_STATS on SQLite: every run of a prepared statement counted (no network, but the same work). */
function countedStatement(statement: SQLite.Statement, sqlText: string): SQLite.Statement {
  return {
    reader: statement.reader,
    all: (...params: unknown[]) => {
      countQuery(sqlText);
      return statement.all(...params);
    },
    run: (...params: unknown[]) => {
      countQuery(sqlText);
      return statement.run(...params);
    },
    iterate: (...params: unknown[]) => {
      countQuery(sqlText);
      return statement.iterate(...params);
    },
  } as unknown as SQLite.Statement;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, which costs SQLite as much as running a small one. Prepared
 * statements are kept by their SQL text instead; Kysely runs one query at a time on this connection,
 * so a cached statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  const counting = queryStatsEnabled();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (counting) statement = countedStatement(statement, sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = new TableWrites();
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [writes],
  });
  return { kysely, engine: 'sqlite', pool: null, writes, close: () => kysely.destroy() };
}

/**
 * Opens the connections the pool keeps (its `min`) before the first request, so that the first orders
 * after a start do not each wait for a backend to start. Nothing on SQLite.
 */
export async function openPoolConnections(db: Db): Promise<void> {
  const pool = db.pool;
  if (!pool) return;
  // The hub's listener may hold one for good already: only the free places are filled.
  const free = Math.min(pool.options.min ?? 0, pool.options.max - pool.totalCount);
  const clients = await Promise.all(Array.from({ length: free }, () => pool.connect()));
  for (const client of clients) client.release();
}
