import type pg from 'pg';

/**
 * How many distinct statements are prepared at most. The product sends a few dozen shapes; statements
 * whose text varies with their data (a list of n values) are many, and past this many they go unprepared,
 * so no connection's server-side memory grows without end.
 */
const MAX_PREPARED = 256;

/** SQLSTATE of "cached plan must not change result type": a prepared `SELECT *` across a migration. */
const CACHED_PLAN_STALE = '0A000';

/** One name per statement text, shared by every connection of the pool (a name always means one text). */
export class PreparedStatementNames {
  private readonly names = new Map<string, string>();

  /** The statement's name, or null when it goes unprepared (the cap is reached). */
  nameOf(text: string): string | null {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_PREPARED) {
      name = `orderdesk_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name ?? null;
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * Sends each parameterised statement of `client` as a named prepared statement: PostgreSQL parses it
 * once per connection, and after a few runs plans it once, where an unnamed statement is parsed and
 * planned on every run (for the order's short statements, most of their time on the server). The
 * driver (node-postgres) prepares a name the first time a connection sends it and only binds it after.
 *
 * A prepared statement goes stale when a migration changes a table it reads with `*`, which only a
 * rolling upgrade could do (docs/operations.md stops every instance first): that run fails, and the
 * connection prepares its statements afresh under new names from then on.
 */
export function sendPrepared(client: pg.PoolClient, names: PreparedStatementNames): void {
  const query = client.query.bind(client) as Query;
  let generation = 0;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0
        ? names.nameOf(text)
        : null;
    if (name === null) return query(...args);
    const run = query({ name: generation === 0 ? name : `${name}_${generation}`, text, values });
    return (run as Promise<unknown>).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === CACHED_PLAN_STALE) generation++;
      throw error;
    });
  };
}
