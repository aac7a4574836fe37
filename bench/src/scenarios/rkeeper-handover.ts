import { createRkeeperSimulator, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import type { FakeWolt } from '../lib/fake-wolt';
import { closedLoop, createWebhookClient, openLoop } from '../lib/webhook-client';
import { summarise } from '../stats';

export interface BenchRkeeper {
  sim: RkeeperSimulator;
  /** The server's settings that connect the bench venue (the demo venue) to the simulator. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A simulated r_keeper cash server (HTTPS, pinned self-signed certificate) for the bench venue. */
export async function startBenchRkeeper(): Promise<BenchRkeeper> {
  const sim = await createRkeeperSimulator();
  await sim.listen();
  return {
    sim,
    env: {
      DEMO_RKEEPER_URL: sim.xmlUrl,
      DEMO_RKEEPER_LOGIN: sim.login,
      DEMO_RKEEPER_PASSWORD: sim.password,
      DEMO_RKEEPER_FINGERPRINT: sim.fingerprint,
    },
    close: () => sim.close(),
  };
}

/**
 * Watches the simulator's checks: the moment each one first exists, by the platform order id that
 * ends its `persistentComment` (`Wolt #N <id>`), and how many checks each order got.
 */
function watchChecks(sim: RkeeperSimulator) {
  const seenAt = new Map<string, number>();
  const perOrder = new Map<string, number>();
  let read = 0;
  const poll = () => {
    const checks = sim.checks();
    const now = performance.now();
    for (; read < checks.length; read++) {
      const id = checks[read]!.persistentComment.split(' ').pop() ?? '';
      if (!seenAt.has(id)) seenAt.set(id, now);
      perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
    }
  };
  const timer = setInterval(poll, 5);
  return {
    seenAt,
    doubled: () => [...perOrder.values()].filter((n) => n > 1).length,
    async waitFor(ids: string[], timeoutMs: number) {
      const deadline = performance.now() + timeoutMs;
      // Every id before `next` has a check (a check never goes away): each look goes on from there
      // instead of scanning tens of thousands of ids every 20 ms on the simulator's own thread.
      let next = 0;
      for (;;) {
        while (next < ids.length && seenAt.has(ids[next]!)) next++;
        if (next === ids.length || performance.now() >= deadline) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      poll();
    },
    stop: () => clearInterval(timer),
  };
}

/** The fresh server's warm-up at the measured rate before the latency is measured. */
const WARM_UP_MS = 3000;

/**
 * Issue 7's figures. Latency, after a warm-up of WARM_UP_MS at the same rate: signed Wolt webhooks at
 * `perSecond` (open loop) to the check existing in the simulated r_keeper (intake, the order fetched
 * from Wolt, `pos.handover`: CreateOrder and SaveOrder over HTTPS). Throughput: webhooks back to back
 * from 32 connections for `burstMs` with the hand-over on: acknowledged per second, and checks created
 * per second from the first webhook to the last check (every order of the burst must become one check,
 * so a long burst at full intake speed means a wait of many minutes for r_keeper's queue).
 */
export async function runRkeeperHandover(
  url: string,
  wolt: FakeWolt,
  rkeeper: BenchRkeeper,
  durationMs: number,
  perSecond = 50,
  burstMs = durationMs,
) {
  const watch = watchChecks(rkeeper.sim);
  try {
    const paced = createWebhookClient([url], wolt, 256);
    const sendAtRate = async (ms: number) => {
      const sentAt = new Map<string, number>();
      const run = await openLoop(perSecond, ms, () =>
        paced.send(undefined, (orderId, at) => sentAt.set(orderId, at)),
      );
      const ids = run.filter((r) => r.status === 200).map((r) => r.orderId);
      await watch.waitFor(ids, 60_000);
      const latencies = ids
        .filter((id) => watch.seenAt.has(id))
        .map((id) => Math.round(watch.seenAt.get(id)! - sentAt.get(id)!));
      return { sent: run.length, acknowledged: ids.length, latencies };
    };
    // A fresh server's first seconds are its warm-up (code compiled on first use, connections to the
    // cash server and the database made): reported on their own, not in the figure.
    const warmUp = await sendAtRate(WARM_UP_MS);
    const measured = await sendAtRate(durationMs);
    paced.close();

    const burst = createWebhookClient([url], wolt, 32);
    const started = performance.now();
    const burstRun = await closedLoop(32, burstMs, () => burst.send());
    const seconds = (performance.now() - started) / 1000;
    burst.close();
    const burstIds = burstRun.filter((r) => r.status === 200).map((r) => r.orderId);
    // Checks are waited for as long as they keep coming (a faster intake leaves a longer queue),
    // and at most a minute without a new one.
    for (let seen = -1; ;) {
      await watch.waitFor(burstIds, 60_000);
      const now = burstIds.filter((id) => watch.seenAt.has(id)).length;
      if (now === burstIds.length || now === seen) break;
      seen = now;
    }
    const inRk = burstIds.filter((id) => watch.seenAt.has(id));
    const lastCheck = Math.max(...inRk.map((id) => watch.seenAt.get(id)!));
    const checkSeconds = (lastCheck - started) / 1000;
    return {
      latency: {
        perSecond,
        sent: measured.sent,
        acknowledged: measured.acknowledged,
        inRkeeper: measured.latencies.length,
        ms: summarise(measured.latencies),
        warmUp: {
          seconds: WARM_UP_MS / 1000,
          acknowledged: warmUp.acknowledged,
          inRkeeper: warmUp.latencies.length,
          ms: summarise(warmUp.latencies),
        },
      },
      throughput: {
        seconds: Math.round(seconds * 10) / 10,
        acknowledged: burstIds.length,
        acksPerSecond: Math.round(burstIds.length / seconds),
        inRkeeper: inRk.length,
        checksPerSecond: Math.round(inRk.length / checkSeconds),
        /** From the end of the burst until the last check existed. */
        drainSeconds: Math.round((checkSeconds - seconds) * 10) / 10,
      },
      doubledChecks: watch.doubled(),
    };
  } finally {
    watch.stop();
  }
}
