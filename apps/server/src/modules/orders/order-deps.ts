import type { TListedOrder } from '@orderdesk/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import type { Enqueue } from '../../jobs/job-spec';
import type { JobWorker } from '../../jobs/job-worker';

/**
 * What the order's life (the machine and the people's actions on the board) takes from the app, and
 * nothing more: the database and its grouped writes, the time, the durable job queue, the boards, and a
 * nudge to the job worker when a change queued work. The app's context has all of them; a test builds
 * them from a database alone (test/support/module-world.ts), without an HTTP server or sockets.
 */
export interface OrderDeps {
  db: Db;
  groupCommit: Pick<GroupCommit, 'run' | 'write'>;
  clock: Clock;
  enqueue: Enqueue;
  /** The venue's boards: an order goes to them after the commit that changed it, where one may hear it. */
  hub: { reaches(venueId: number): boolean; publishOrder(order: TListedOrder): void };
  /**
   * The job worker: nudged when a change queued work; where there is one running here, `handOff` gives
   * room for jobs inserted already claimed by it (JobWorker.handOff).
   */
  worker: { nudge(): void; handOff?: JobWorker['handOff'] };
}
