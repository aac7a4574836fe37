// The retention sweep of sign-ins, audit entries and r_keeper refusals, its job run from the retention
// module's dependencies (test/support/module-world.ts) with the ages set in the settings: rows past
// their age go, the rest stay, and the log says how many went. The sweep as the app schedules it, and
// the other tables, are in retention.test.ts.
import { Role } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import type { Database } from '../src/db/schema';
import { retentionJob } from '../src/modules/retention/retention.job';
import { jobRun, moduleWorld, type ModuleWorld } from './support/module-world';
import { insertWoltOrder } from './support/order-rows';
import { insertVenue } from './support/test-app';

const AGES = { refreshTokensDays: 10, auditEntriesDays: 20 };

let world: ModuleWorld;
let db: Kysely<Database>;

beforeAll(async () => {
  world = await moduleWorld({
    env: {
      RETENTION_REFRESH_TOKENS_DAYS: String(AGES.refreshTokensDays),
      RETENTION_AUDIT_DAYS: String(AGES.auditEntriesDays),
    },
  });
  db = world.db.kysely;
});
afterAll(() => world.close());

const daysAgo = (days: number) => new Date(world.clock.now() - days * 86_400_000).toISOString();
const daysAhead = (days: number) => daysAgo(-days);

/** One run of the daily sweep's job, with the ages the settings give; answers what it logged it removed. */
async function sweep(): Promise<Record<string, number>> {
  await retentionJob(world.deps).run({}, jobRun(0, 1));
  const done = world.logs.filter((line) => line['msg'] === 'retention sweep done').at(-1);
  return done?.['removed'] as Record<string, number>;
}

describe('the retention sweep', () => {
  it('removes refresh tokens expired, used or revoked long ago, and keeps the rest', async () => {
    const { id: userId } = await world.user(Role.ADMIN);
    const token = (
      hash: string,
      values: { expires: string; replaced?: string; revoked?: string; created: string },
    ) => ({
      user_id: userId,
      token_hash: hash,
      family_id: `family-${hash}`,
      expires_at: values.expires,
      replaced_at: values.replaced ?? null,
      revoked_at: values.revoked ?? null,
      created_at: values.created,
    });
    await db
      .insertInto('refresh_tokens')
      .values([
        token('expired-long-ago', { expires: daysAgo(AGES.refreshTokensDays + 1), created: daysAgo(60) }),
        token('used-long-ago', {
          expires: daysAhead(5),
          replaced: daysAgo(AGES.refreshTokensDays + 1),
          created: daysAgo(25),
        }),
        token('revoked-long-ago', {
          expires: daysAhead(5),
          revoked: daysAgo(AGES.refreshTokensDays + 1),
          created: daysAgo(25),
        }),
        token('used-lately', { expires: daysAhead(20), replaced: daysAgo(1), created: daysAgo(2) }),
        token('expired-lately', { expires: daysAgo(1), created: daysAgo(31) }),
        token('live', { expires: daysAhead(29), created: daysAgo(1) }),
      ])
      .execute();

    expect((await sweep()).refreshTokens).toBe(3);
    const tokens = await db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(tokens.map((t) => t.token_hash).sort()).toEqual(['expired-lately', 'live', 'used-lately']);
  });

  it('removes audit entries older than the audit’s age, and keeps the newer ones', async () => {
    const entry = (action: string, createdAt: string) => ({
      user_id: null,
      action,
      entity: 'test',
      entity_id: null,
      before_json: null,
      after_json: null,
      created_at: createdAt,
    });
    await db
      .insertInto('audit_log')
      .values([
        entry('old', daysAgo(AGES.auditEntriesDays + 1)),
        entry('new', daysAgo(AGES.auditEntriesDays - 1)),
      ])
      .execute();

    expect((await sweep()).auditEntries).toBe(1);
    const audit = await db.selectFrom('audit_log').select('action').where('entity', '=', 'test').execute();
    expect(audit.map((a) => a.action)).toEqual(['new']);
  });

  it('removes r_keeper refusals as old as the audit entries it removes, and keeps the newer ones', async () => {
    const now = clockIso(world.clock);
    const venueId = await insertVenue(db, world.clock, { name: 'Retention Venue' });
    const { id: instanceId } = await db
      .insertInto('platform_instances')
      .values({
        venue_id: venueId,
        platform: 'wolt',
        external_venue_id: 'retention-venue',
        api_key: null,
        secrets: null,
        is_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = await insertWoltOrder(
      db,
      { venue_id: venueId, platform_instance_id: instanceId, platform_order_id: 'retention-order' },
      now,
    );
    await db
      .insertInto('pos_refusals')
      .values(
        [
          ['old', daysAgo(AGES.auditEntriesDays + 1)],
          ['new', daysAgo(AGES.auditEntriesDays - 1)],
        ].map(([advice, at]) => ({
          venue_id: venueId,
          order_id: orderId,
          platform: 'wolt',
          policy: 'shown',
          advice: advice!,
          error_number: 2133,
          created_at: at!,
        })),
      )
      .execute();

    expect((await sweep()).posRefusals).toBe(1);
    const refusals = await db
      .selectFrom('pos_refusals')
      .select('advice')
      .where('venue_id', '=', venueId)
      .execute();
    expect(refusals.map((r) => r.advice)).toEqual(['new']);
  });
});
