import pg from 'pg';

export interface AutovacuumRound {
  vacuumed: string[];
  analyzed: string[];
  /** Time the round's VACUUM and ANALYZE statements took. */
  ms: number;
  /** Each statement's time, slowest first. */
  slowest: { table: string; ms: number }[];
}

export interface AutovacuumByHand {
  round(): Promise<AutovacuumRound>;
  close(): Promise<void>;
}

const SETTINGS = [
  'autovacuum_vacuum_threshold',
  'autovacuum_vacuum_scale_factor',
  'autovacuum_vacuum_insert_threshold',
  'autovacuum_vacuum_insert_scale_factor',
  'autovacuum_analyze_threshold',
  'autovacuum_analyze_scale_factor',
  'autovacuum_vacuum_cost_delay',
  'autovacuum_vacuum_cost_limit',
  'vacuum_cost_limit',
];

/**
 * What PostgreSQL's autovacuum would do on its minute's visit, for a server running with it off, on
 * a connection of its own. Each round vacuums or analyzes a table only when its changes since the
 * last time pass autovacuum's thresholds (the server's own settings, `threshold + scale_factor ×
 * rows`), and vacuums at autovacuum's pace (its cost delay and limit, where a plain VACUUM runs
 * unthrottled). A plain VACUUM of the whole database each minute would instead scan every large table
 * every minute at full speed, a cost that grows with the orders behind it where a deployment's would not.
 */
export async function startAutovacuumByHand(databaseUrl: string): Promise<AutovacuumByHand> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ name: string; setting: string }>(
    'SELECT name, setting FROM pg_settings WHERE name = ANY($1)',
    [SETTINGS],
  );
  const setting = (name: string) => Number(rows.find((r) => r.name === name)?.setting ?? 0);
  const costLimit = setting('autovacuum_vacuum_cost_limit');
  await client.query(`SET vacuum_cost_delay = ${setting('autovacuum_vacuum_cost_delay')}`);
  await client.query(`SET vacuum_cost_limit = ${costLimit > 0 ? costLimit : setting('vacuum_cost_limit')}`);

  async function round(): Promise<AutovacuumRound> {
    const { rows: tables } = await client.query<{
      relname: string;
      n_dead_tup: string;
      n_ins_since_vacuum: string;
      n_mod_since_analyze: string;
      reltuples: string;
    }>(
      `SELECT s.relname, s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze,
              GREATEST(c.reltuples, 0) AS reltuples
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid`,
    );
    const result: AutovacuumRound = { vacuumed: [], analyzed: [], ms: 0, slowest: [] };
    const started = performance.now();
    for (const t of tables) {
      const rowCount = Number(t.reltuples);
      const vacuum =
        Number(t.n_dead_tup) >
          setting('autovacuum_vacuum_threshold') + setting('autovacuum_vacuum_scale_factor') * rowCount ||
        Number(t.n_ins_since_vacuum) >
          setting('autovacuum_vacuum_insert_threshold') +
            setting('autovacuum_vacuum_insert_scale_factor') * rowCount;
      const analyze =
        Number(t.n_mod_since_analyze) >
        setting('autovacuum_analyze_threshold') + setting('autovacuum_analyze_scale_factor') * rowCount;
      if (!vacuum && !analyze) continue;
      if (vacuum) result.vacuumed.push(t.relname);
      if (analyze) result.analyzed.push(t.relname);
      const quoted = `"${t.relname.replace(/"/g, '""')}"`;
      const tableStarted = performance.now();
      await client.query(vacuum ? `VACUUM ${analyze ? '(ANALYZE) ' : ''}${quoted}` : `ANALYZE ${quoted}`);
      result.slowest.push({ table: t.relname, ms: Math.round(performance.now() - tableStarted) });
    }
    result.ms = Math.round(performance.now() - started);
    result.slowest.sort((a, b) => b.ms - a.ms);
    return result;
  }

  return { round, close: () => client.end() };
}
