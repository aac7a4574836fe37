/** Sums the samples of `name` that carry `labels` in one scrape of /api/metrics (`text`). */
function sampleIn(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** The seconds an instance's job worker has spent stepped back for a burst, since it started. */
export async function steppedBackSeconds(url: string): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  return sampleIn(text, 'orderdesk_job_worker_stepped_back_seconds_total');
}

/** The server's daily retention sweep: always has its next run waiting, so it never counts as work left. */
const RETENTION_JOB = 'retention.sweep';

/**
 * Waits until no job is pending or running (the retention sweep aside); returns the seconds it took.
 * One scrape a look: each counts the job table, which the drain being waited for pays for.
 */
export async function waitForJobsDrained(url: string, timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  const open = (text: string, status: string) =>
    sampleIn(text, 'orderdesk_jobs', { status }) -
    sampleIn(text, 'orderdesk_jobs', { type: RETENTION_JOB, status });
  while (performance.now() - started < timeoutMs) {
    const text = await (await fetch(`${url}/api/metrics`)).text();
    if (open(text, 'pending') + open(text, 'running') === 0) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('jobs did not drain');
}

/** Round trips counted by the server with DB_QUERY_STATS=1: per step, statements and transaction control. */
export type RoundTrips = Map<string, { statements: number; transactions: number }>;

export async function scrapeRoundTrips(url: string): Promise<RoundTrips> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const out: RoundTrips = new Map();
  const pattern = /^orderdesk_db_round_trips_total\{(.*)\} (\S+)$/;
  for (const line of text.split('\n')) {
    const match = pattern.exec(line);
    if (!match) continue;
    const step = /step="([^"]*)"/.exec(match[1]!)?.[1] ?? 'other';
    const kind = /kind="([^"]*)"/.exec(match[1]!)?.[1];
    const entry = out.get(step) ?? { statements: 0, transactions: 0 };
    if (kind === 'transaction') entry.transactions += Number(match[2]);
    else entry.statements += Number(match[2]);
    out.set(step, entry);
  }
  return out;
}

/** What `after` counted beyond `before`, per step. */
export function roundTripsSince(before: RoundTrips, after: RoundTrips): RoundTrips {
  const out: RoundTrips = new Map();
  for (const [step, a] of after) {
    const b = before.get(step) ?? { statements: 0, transactions: 0 };
    const d = { statements: a.statements - b.statements, transactions: a.transactions - b.transactions };
    if (d.statements + d.transactions > 0) out.set(step, d);
  }
  return out;
}
