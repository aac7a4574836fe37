import type { TOrderUpdatedEvent } from '@orderdesk/contracts';
import { connectBoard } from '../lib/board-client';
import type { FakeWolt } from '../lib/fake-wolt';
import { runIntake } from './intake';

/**
 * Intake with a board on each instance, on one PostgreSQL behind no balancer: webhooks alternate
 * between the instances, and every acknowledged order must reach every board. Run on one instance
 * and then on two, it compares like with like: the same webhooks, each order pushed to the boards.
 */
export async function runIntakeWithBoards(
  urls: string[],
  token: string,
  venueId: number,
  wolt: FakeWolt,
  durationMs: number,
) {
  const seen = urls.map(() => new Set<string>());
  const boards = await Promise.all(
    urls.map((url, i) =>
      connectBoard(
        url,
        token,
        venueId,
        ({ order }: TOrderUpdatedEvent) => void seen[i]!.add(order.platformOrderId),
      ),
    ),
  );
  try {
    const intake = await runIntake(urls, wolt, durationMs);
    const deadline = performance.now() + 30_000;
    const missing = (i: number) => intake.orderIds.filter((id) => !seen[i]!.has(id)).length;
    const anyMissing = () => urls.some((_, i) => missing(i) > 0);
    while (anyMissing() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const { orderIds, ...figures } = intake;
    return {
      ...figures,
      onBoards: urls.map((_, i) => orderIds.length - missing(i)),
      everyOrderOnEveryBoard: !anyMissing(),
    };
  } finally {
    for (const board of boards) board.close();
  }
}
