// On PostgreSQL a new order's hand-over to r_keeper goes in with the order already claimed by this
// instance's job worker (JobWorker.handOff) and starts as the insert is through, with no claim of its
// own. Here the worker is never nudged and never polls: the hand-over runs only if it was handed off.
// On both engines the insert is the fetch job's last write and carries its done mark, when it stores.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWoltOrder } from '../../../tools/src/wolt/wolt-order-factory';
import { clockIso } from '../src/clock';
import type { Database } from '../src/db/schema';
import { ZWoltOrder } from '../src/integrations/platforms/wolt/wolt-payloads';
import { woltToCanonicalOrder } from '../src/integrations/platforms/wolt/wolt-order-mapper';
import { enqueueJob } from '../src/jobs/job-queue';
import { createJobWorker, type JobWorker } from '../src/jobs/job-worker';
import { ingestPlatformOrder } from '../src/modules/orders/ingest-order';
import { POS_HANDOVER_JOB } from '../src/modules/orders/pos-requests';
import { jobRun, moduleWorld, type ModuleWorld } from './support/module-world';
import { insertVenue, insertWoltStore } from './support/test-app';

const STORE = 'intake-hand-off-store';
const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;

describe.runIf(process.env['TEST_DB'] === 'postgres')("a new order's hand-over on PostgreSQL", () => {
  let world: ModuleWorld;
  let db: Kysely<Database>;
  let venueId: number;
  let instanceId: number;
  let worker: JobWorker;
  const handedOver: unknown[] = [];
  let release: () => void = () => {};

  beforeAll(async () => {
    world = await moduleWorld();
    db = world.db.kysely;
    venueId = await insertVenue(db, world.clock, { name: 'Hand-off Venue' });
    instanceId = await insertWoltStore(db, world.clock, venueId, STORE);
    await db
      .insertInto('pos_connections')
      .values({
        venue_id: venueId,
        is_enabled: 1,
        options: '{}',
        secrets: null,
        license_seq_number: 0,
        updated_at: clockIso(world.clock),
      })
      .execute();
    worker = createJobWorker({
      db: world.db,
      clock: world.clock,
      handlers: {
        [POS_HANDOVER_JOB]: {
          run: (payload) => {
            handedOver.push(payload);
            return new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        },
      },
      log: silentLog,
      pollIntervalMs: 600_000,
      backoffBaseMs: 5,
      backoffMaxMs: 20,
    });
    worker.start();
    // The worker's first claim, which finds nothing, comes before it offers room.
    for (let room = worker.handOff(1); ; room = worker.handOff(1)) {
      if (room) {
        room.cancel();
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  afterAll(async () => {
    release();
    await worker.stop();
    await world.close();
  });

  /** A Wolt order taken in as intake stores it, with a worker that hands off but is never nudged. */
  function receive(orderId: string) {
    const raw = buildWoltOrder(
      { id: 'venue', name: 'Hand-off Venue', externalVenueId: STORE },
      { id: orderId },
    );
    const deps = { ...world.deps, worker: { nudge() {}, handOff: worker.handOff } };
    return ingestPlatformOrder(
      deps,
      { id: instanceId, venue_id: venueId, platform: 'wolt' },
      woltToCanonicalOrder(ZWoltOrder.parse(raw)),
    );
  }

  const jobsOf = () =>
    db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'payload', 'locked_by'])
      .where('type', '=', POS_HANDOVER_JOB)
      .execute();

  it('runs at once, already claimed, with the order in its payload', async () => {
    expect(await receive('hand-off-1')).toBe(true);
    const { id } = await db
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', 'hand-off-1')
      .executeTakeFirstOrThrow();
    expect(handedOver).toEqual([{ orderId: id }]);
    const [job] = await jobsOf();
    expect(job).toMatchObject({ status: 'running', attempts: 1, payload: JSON.stringify({ orderId: id }) });
    expect(job!.locked_by).not.toBeNull();
    release();
    while ((await jobsOf()).length > 0) await new Promise((r) => setTimeout(r, 10));
  });

  it('gives its room back when the order was already stored', async () => {
    expect(await receive('hand-off-1')).toBe(false);
    expect(handedOver).toHaveLength(1);
    expect(await jobsOf()).toEqual([]);
    const room = worker.handOff(32);
    expect(room?.count).toBe(32);
    room?.cancel();
  });
});

describe("a fetch job's done mark in the new order's insert", () => {
  let world: ModuleWorld;
  let db: Kysely<Database>;
  let venueId: number;
  let instanceId: number;

  beforeAll(async () => {
    world = await moduleWorld();
    db = world.db.kysely;
    venueId = await insertVenue(db, world.clock, { name: 'Done-mark Venue' });
    instanceId = await insertWoltStore(db, world.clock, venueId, 'done-mark-store');
  });
  afterAll(() => world.close());

  /** A Wolt order taken in as the last write of a job standing for the fetch; answers what became of it. */
  async function receiveAsLastWrite(orderId: string) {
    const jobId = await enqueueJob(db, 'test.fetch', {}, { maxAttempts: 3 }, clockIso(world.clock));
    let committed = false;
    const raw = buildWoltOrder(
      { id: 'venue', name: 'Done-mark Venue', externalVenueId: 'done-mark-store' },
      { id: orderId },
    );
    const stored = await ingestPlatformOrder(
      world.deps,
      { id: instanceId, venue_id: venueId, platform: 'wolt' },
      woltToCanonicalOrder(ZWoltOrder.parse(raw)),
      undefined,
      null,
      { lastOf: { ...jobRun(jobId, 1), doneCommitted: () => (committed = true) } },
    );
    const left = await db.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst();
    return { stored, committed, jobLeft: left !== undefined };
  }

  it('goes with an order that is stored', async () => {
    expect(await receiveAsLastWrite('done-mark-1')).toEqual({
      stored: true,
      committed: true,
      jobLeft: false,
    });
  });

  it('stays out when the order was already stored: the job goes on', async () => {
    expect(await receiveAsLastWrite('done-mark-1')).toEqual({
      stored: false,
      committed: false,
      jobLeft: true,
    });
  });
});
