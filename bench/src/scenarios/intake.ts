import type { FakeWolt } from '../lib/fake-wolt';
import { steppedBackSeconds, waitForJobsDrained } from '../lib/metrics-scrape';
import { closedLoop, createWebhookClient } from '../lib/webhook-client';

export interface IntakeResult {
  seconds: number;
  concurrency: number;
  acknowledged: number;
  refused: number;
  acksPerSecond: number;
  /**
   * Acknowledgements in each whole second of the burst. Under a load that lasts the job worker takes
   * turns with the intake (jobs/intake-gauge.ts), so the seconds differ: the spread says how much.
   */
  acksEachSecond: number[];
  /**
   * Each instance's seconds stepped back during the burst (the rest at full strength): where they
   * differ, so do the seconds' acknowledgements.
   */
  steppedBackSeconds: number[];
  /** From the end of the burst until every acknowledged order was fetched and stored. */
  drainSeconds: number;
}

/** Signed Wolt webhooks back to back from `concurrency` connections for `durationMs`. */
export async function runIntake(
  urls: string[],
  wolt: FakeWolt,
  durationMs: number,
  concurrency = 32,
): Promise<IntakeResult & { orderIds: string[] }> {
  const client = createWebhookClient(urls, wolt, concurrency);
  const steppedBackBefore = await Promise.all(urls.map(steppedBackSeconds));
  const started = performance.now();
  const results = await closedLoop(concurrency, durationMs, () => client.send());
  const seconds = (performance.now() - started) / 1000;
  const steppedBackAfter = await Promise.all(urls.map(steppedBackSeconds));
  client.close();
  const acked = results.filter((r) => r.status === 200);
  const acksEachSecond = Array.from({ length: Math.floor(seconds) }, () => 0);
  for (const { answeredAt } of acked) {
    const second = Math.floor((answeredAt - started) / 1000);
    if (second < acksEachSecond.length) acksEachSecond[second]!++;
  }
  let drainSeconds = 0;
  for (const url of urls) drainSeconds = Math.max(drainSeconds, await waitForJobsDrained(url));
  return {
    seconds: Math.round(seconds * 10) / 10,
    concurrency,
    acknowledged: acked.length,
    refused: results.length - acked.length,
    acksPerSecond: Math.round(acked.length / seconds),
    acksEachSecond,
    steppedBackSeconds: steppedBackAfter.map(
      (after, i) => Math.round((after - steppedBackBefore[i]!) * 10) / 10,
    ),
    drainSeconds: Math.round(drainSeconds * 10) / 10,
    orderIds: acked.map((r) => r.orderId),
  };
}
