// Two venues on two clocks (Kyiv, which keeps daylight-saving time, and Tokyo) and orders stored the way
// intake stores them, for the report roll-up suites.
import { OrderState, OrderStatus } from '@orderdesk/contracts';
import type { Insertable } from 'kysely';
import { clockIso } from '../../src/clock';
import type { OrdersTable } from '../../src/db/schema';
import type { OrderRow } from '../../src/modules/orders/order-mapper';
import { insertOrderOnce } from '../../src/modules/orders/orders.repository';
import { buildScopeWorld, seedVenue, type ScopeWorld } from './scope-world';
import { startTestApp, type TestApp } from './test-app';

export interface RollupWorld {
  app: TestApp;
  world: ScopeWorld;
  vilnius: number;
  tokyo: number;
  /** Each venue's IANA zone. */
  zones: Record<number, string>;
  /** An order stored as intake stores it (insertOrderOnce): a RECEIVED 10.00 EUR Wolt order unless told. */
  ingest(
    venueId: number,
    fields: Partial<Insertable<OrdersTable>> & { platform: string; created_at: string },
  ): Promise<OrderRow>;
}

export async function startRollupWorld(name: string): Promise<RollupWorld> {
  const app = await startTestApp();
  const world = await buildScopeWorld(app);
  const db = app.ctx.db.kysely;
  const vilnius = await seedVenue(app, { areaId: world.areaId.own, name: `${name} Vilnius` });
  const tokyo = await seedVenue(app, { areaId: world.areaId.own, name: `${name} Tokyo` });
  await db.updateTable('venues').set({ time_zone_id: 62 }).where('id', '=', vilnius).execute();
  await db.updateTable('venues').set({ time_zone_id: 113 }).where('id', '=', tokyo).execute();
  const prefix = name.toLowerCase().replace(/\W+/g, '-');
  let seq = 0;

  async function instanceFor(venueId: number, platform: string): Promise<number> {
    const found = await db
      .selectFrom('platform_instances')
      .select('id')
      .where('venue_id', '=', venueId)
      .where('platform', '=', platform)
      .executeTakeFirst();
    if (found) return found.id;
    const row = await db
      .insertInto('platform_instances')
      .values({
        venue_id: venueId,
        platform,
        external_venue_id: `${prefix}-${venueId}-${platform}`,
        api_key: null,
        is_enabled: 1,
        created_at: clockIso(app.clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    app,
    world,
    vilnius,
    tokyo,
    zones: { [vilnius]: 'Europe/Kyiv', [tokyo]: 'Asia/Tokyo' },
    async ingest(venueId, fields) {
      seq += 1;
      const row = await insertOrderOnce(db, {
        venue_id: venueId,
        platform_instance_id: await instanceFor(venueId, fields.platform),
        platform_order_id: `${prefix}-order-${seq}`,
        order_number: String(seq),
        status_id: OrderStatus.RECEIVED,
        state_id: OrderState.GOOD,
        is_created_in_rkeeper: 0,
        adjusted_time_minutes: null,
        customer_name: null,
        delivery_type: 'homedelivery',
        amount: 1000,
        currency: 'EUR',
        items: '[]',
        platform_payload: '{}',
        platform_error: null,
        accepted_at: null,
        updated_at: fields.created_at,
        ...fields,
      });
      return row!;
    },
  };
}
