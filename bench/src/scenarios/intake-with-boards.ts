import type { TOrderUpdatedEvent } from '@orderdesk/contracts';
import { connectBoard } from '../lib/board-client';
import type { FakeWolt } from '../lib/fake-wolt';
import { runIntake } from './intake';

/**
 * Intake with a board on each instance, on one PostgreSQL behind no balancer: webhooks alternate
 * between the instances, and every acknowledged order must reach every board. Run on one instance
 * and then on two, it compares like with like: the same webhooks, each order pushed to the boards.
 *
 * Two rates come out. `acksPerSecond` is how fast the burst was acknowledged; an instance's worker
 * steps back during a burst (jobs/intake-gauge.ts), so part of each order's work (its fetch, its
 * push) is left for after the burst, more of it on one instance than on two. `carriedPerSecond` counts
 * the whole of it: the orders acknowledged, divided by the time from the burst's start until the
 * last of them was on every board.
 */
/** What one run of intake with boards measured, as the bench's report reads it. */
export type IntakeWithBoards = Awaited<ReturnType<typeof runIntakeWithBoards>>;

export async function runIntakeWithBoards(
  urls: string[],
  token: string,
  venueId: number,
  wolt: FakeWolt,
  durationMs: number,
) {
  const seen = urls.map(() => new Set<string>());
  let lastArrival = 0;
  const boards = await Promise.all(
    urls.map((url, i) =>
      connectBoard(url, token, venueId, ({ order }: TOrderUpdatedEvent) => {
        if (seen[i]!.has(order.platformOrderId)) return;
        seen[i]!.add(order.platformOrderId);
        lastArrival = performance.now();
      }),
    ),
  );
  try {
    const started = performance.now();
    const intake = await runIntake(urls, wolt, durationMs);
    const deadline = performance.now() + 30_000;
    const missing = (i: number) => intake.orderIds.filter((id) => !seen[i]!.has(id)).length;
    const anyMissing = () => urls.some((_, i) => missing(i) > 0);
    while (anyMissing() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const { orderIds, ...figures } = intake;
    const carriedSeconds = (lastArrival - started) / 1000;
    return {
      ...figures,
      carriedSeconds: Math.round(carriedSeconds * 10) / 10,
      carriedPerSecond: Math.round(orderIds.length / carriedSeconds),
      onBoards: urls.map((_, i) => orderIds.length - missing(i)),
      everyOrderOnEveryBoard: !anyMissing(),
    };
  } finally {
    for (const board of boards) board.close();
  }
}
