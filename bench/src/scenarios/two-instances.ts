import type { TOrderUpdatedEvent } from '@orderdesk/contracts';
import { connectBoard } from '../lib/board-client';
import type { FakeWolt } from '../lib/fake-wolt';
import { runIntake } from './intake';

/**
 * Two instances on one PostgreSQL behind no balancer: webhooks alternate between them, a board is
 * connected to each, and every acknowledged order must reach both boards.
 */
export async function runTwoInstances(
  urls: [string, string],
  token: string,
  venueId: number,
  wolt: FakeWolt,
  durationMs: number,
) {
  const seen = [new Set<string>(), new Set<string>()];
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
    while ((missing(0) > 0 || missing(1) > 0) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const { orderIds, ...figures } = intake;
    return {
      ...figures,
      onBoardA: orderIds.length - missing(0),
      onBoardB: orderIds.length - missing(1),
      everyOrderOnBoth: missing(0) === 0 && missing(1) === 0,
    };
  } finally {
    for (const board of boards) board.close();
  }
}
