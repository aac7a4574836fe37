import type { BenchStore } from './bench-store';

export interface AutovacuumRound {
  vacuumed: string[];
  analyzed: string[];
  /** Time the round's VACUUM and ANALYZE statements took. */
  ms: number;
}

/**
 * One round of what PostgreSQL's autovacuum would do on its minute's visit, for a server running
 * with it off: each table is vacuumed or analyzed only when its changes since the last time pass
 * autovacuum's thresholds (the server's own settings, `threshold + scale_factor × rows`). A plain
 * VACUUM of the whole database each minute would instead scan every large table every minute, a
 * cost that grows with the orders behind it where a deployment's would not.
 */
export async function autovacuumRound(store: BenchStore): Promise<AutovacuumRound> {
  const settings = Object.fromEntries(
    (
      await store.query(
        `SELECT name, setting FROM pg_settings
          WHERE name IN ('autovacuum_vacuum_threshold', 'autovacuum_vacuum_scale_factor',
                         'autovacuum_vacuum_insert_threshold', 'autovacuum_vacuum_insert_scale_factor',
                         'autovacuum_analyze_threshold', 'autovacuum_analyze_scale_factor')`,
      )
    ).map((r) => [String(r['name']), Number(r['setting'])]),
  );
  const tables = await store.query(
    `SELECT s.relname, s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze,
            GREATEST(c.reltuples, 0) AS reltuples
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid`,
  );
  const setting = (name: string) => settings[name] ?? 0;
  const round: AutovacuumRound = { vacuumed: [], analyzed: [], ms: 0 };
  const started = performance.now();
  for (const t of tables) {
    const name = String(t['relname']);
    const rows = Number(t['reltuples']);
    const dead = Number(t['n_dead_tup']);
    const inserted = Number(t['n_ins_since_vacuum']);
    const modified = Number(t['n_mod_since_analyze']);
    const vacuum =
      dead > setting('autovacuum_vacuum_threshold') + setting('autovacuum_vacuum_scale_factor') * rows ||
      inserted >
        setting('autovacuum_vacuum_insert_threshold') +
          setting('autovacuum_vacuum_insert_scale_factor') * rows;
    const analyze =
      modified > setting('autovacuum_analyze_threshold') + setting('autovacuum_analyze_scale_factor') * rows;
    if (vacuum) round.vacuumed.push(name);
    if (analyze) round.analyzed.push(name);
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (vacuum) await store.query(`VACUUM ${analyze ? '(ANALYZE) ' : ''}${quoted}`);
    else if (analyze) await store.query(`ANALYZE ${quoted}`);
  }
  round.ms = Math.round(performance.now() - started);
  return round;
}
