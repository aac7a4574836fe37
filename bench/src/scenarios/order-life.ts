import { OrderStatus } from '@orderdesk/contracts';
import { startCpuMeter } from '../lib/cpu';
import type { FakeWolt } from '../lib/fake-wolt';
import { roundTripsSince, scrapeRoundTrips, waitForJobsDrained } from '../lib/metrics-scrape';
import { createWebhookClient, openLoop } from '../lib/webhook-client';
import type { BenchRkeeper } from './rkeeper-handover';

export interface LifeStep {
  /** webhook, fetch and hand-over (one phase: the server chains them), accept, ready, picked up. */
  phase: string;
  orders: number;
  /** CPU ms per order: the server process and the database's backends (on SQLite the server alone). */
  serverCpuMs: number;
  databaseCpuMs: number;
  /** PostgreSQL: bytes of WAL written per order (what every commit waits to flush); 0 on SQLite. */
  walBytes: number;
  /** Per order, by what made them (a job's type, an HTTP route, the job worker's own claims and marks). */
  roundTrips: { step: string; statements: number; transactions: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * An order's whole life, `orders` of them, phase after phase so each phase's cost is its own: signed
 * Wolt webhooks at `perSecond` until every order is stored and is a check in the simulated r_keeper
 * (intake, the fetch from Wolt, the hand-over), then each order accepted, made ready and picked up
 * through the API (8 at a time) with the platform told of each. CPU time of the server and of the
 * database's backends, and database round trips by step (the server runs with DB_QUERY_STATS=1),
 * before and after each phase, divided by the orders.
 */
export async function runOrderLife(opts: {
  url: string;
  token: string;
  serverPid: number;
  databaseUrl?: string;
  wolt: FakeWolt;
  rkeeper: BenchRkeeper;
  orders: number;
  perSecond: number;
}) {
  const { url, token, orders, wolt, rkeeper } = opts;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Settle first: the start's own jobs and writes are not the orders'.
  await waitForJobsDrained(url);
  const meter = await startCpuMeter([opts.serverPid], opts.databaseUrl);
  const steps: LifeStep[] = [];
  let counted = await scrapeRoundTrips(url);
  const started = performance.now();
  async function endPhase(phase: string, n: number): Promise<void> {
    await waitForJobsDrained(url);
    const cpu = await meter.lap();
    const now = await scrapeRoundTrips(url);
    const trips = roundTripsSince(counted, now);
    counted = now;
    steps.push({
      phase,
      orders: n,
      serverCpuMs: round2(cpu.serverMs / n),
      databaseCpuMs: round2(cpu.databaseMs / n),
      walBytes: Math.round(cpu.walBytes / n),
      roundTrips: [...trips]
        .map(([step, t]) => ({
          step,
          statements: round2(t.statements / n),
          transactions: round2(t.transactions / n),
        }))
        .sort((a, b) => b.statements + b.transactions - (a.statements + a.transactions)),
    });
  }
  try {
    const checksBefore = rkeeper.sim.checks().length;
    const client = createWebhookClient([url], wolt, 64);
    const sent = await openLoop(opts.perSecond, (orders / opts.perSecond) * 1000, () => client.send());
    client.close();
    const acked = sent.filter((r) => r.status === 200).length;
    const deadline = performance.now() + 120_000;
    while (rkeeper.sim.checks().length - checksBefore < acked && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await endPhase('webhook, fetch and hand-over', acked);
    const checks = rkeeper.sim.checks().length - checksBefore;

    const listed = (await (
      await fetch(`${url}/api/orders?venueId=1&statusId=${OrderStatus.RECEIVED}&limit=500`, { headers })
    ).json()) as { id: number }[];
    const ids = listed.map((o) => o.id);
    const act = async (path: string, body: (id: number) => unknown): Promise<number> => {
      let ok = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < ids.length) {
            const id = ids[next++]!;
            const res = await fetch(`${url}/api/orders/${path}`, {
              method: 'PATCH',
              headers,
              body: JSON.stringify(body(id)),
            });
            await res.arrayBuffer();
            if (res.ok) ok++;
          }
        }),
      );
      return ok;
    };
    const accepted = await act('accept', (id) => ({ id, cookingTimeInMinutes: 15 }));
    await endPhase('accept', ids.length);
    const ready = await act('ready', (id) => ({ id }));
    await endPhase('ready', ids.length);
    const pickedUp = await act('picked-up', (id) => ({ id }));
    await endPhase('picked up', ids.length);
    const total = (pick: (s: LifeStep) => number) => round1(steps.reduce((sum, s) => sum + pick(s), 0));
    return {
      orders: acked,
      checks,
      accepted,
      ready,
      pickedUp,
      seconds: round1((performance.now() - started) / 1000),
      steps,
      perOrder: {
        serverCpuMs: total((s) => s.serverCpuMs),
        databaseCpuMs: total((s) => s.databaseCpuMs),
        walBytes: steps.reduce((sum, s) => sum + s.walBytes, 0),
        statements: total((s) => s.roundTrips.reduce((n, t) => n + t.statements, 0)),
        roundTrips: total((s) => s.roundTrips.reduce((n, t) => n + t.statements + t.transactions, 0)),
      },
    };
  } finally {
    await meter.stop();
  }
}
