// Two venues on two clocks (Kyiv, which keeps daylight-saving time, and Tokyo) and orders stored the way
// intake stores them, for the report roll-up suites: the reports module built from its dependencies
// (module-world.ts), reports asked as the routes ask them, without an HTTP server.
import {
  OrderState,
  OrderStatus,
  Role,
  ZReportQuery,
  ZUpdateVenueRequest,
  type TOperationsReport,
  type TSalesReport,
} from '@orderdesk/contracts';
import type { Insertable, Kysely } from 'kysely';
import { clockIso } from '../../src/clock';
import type { Database, OrdersTable } from '../../src/db/schema';
import type { OrderRow } from '../../src/modules/orders/order-mapper';
import { insertOrderOnce } from '../../src/modules/orders/orders.repository';
import { operationsReport } from '../../src/modules/reports/operations-report';
import { reportVenues } from '../../src/modules/reports/report-scope';
import { salesReport } from '../../src/modules/reports/sales-report';
import { updateVenueById } from '../../src/modules/venues/venues.service';
import { moduleWorld, type ModuleWorld } from './module-world';

export interface RollupWorld {
  world: ModuleWorld;
  db: Kysely<Database>;
  /** The area both venues are in. */
  areaId: number;
  vilnius: number;
  tokyo: number;
  /** Each venue's IANA zone. */
  zones: Record<number, string>;
  /** An order stored as intake stores it (insertOrderOnce): a RECEIVED 10.00 EUR Wolt order unless told. */
  ingest(
    venueId: number,
    fields: Partial<Insertable<OrdersTable>> & { platform: string; created_at: string },
  ): Promise<OrderRow>;
  /** Another venue of the area, on the clock of `timeZoneId`. */
  addVenue(name: string, timeZoneId: number): Promise<number>;
  /** An administrator changes the venue's time zone, as the venue's settings screen does. */
  moveVenue(venueId: number, timeZoneId: number): Promise<void>;
  /** The sales report an administrator asks for with this query string. */
  sales(query: string): Promise<TSalesReport>;
  /** The operations report an administrator asks for with this query string. */
  operations(query: string): Promise<TOperationsReport>;
  close(): Promise<void>;
}

export async function startRollupWorld(name: string): Promise<RollupWorld> {
  const world = await moduleWorld();
  const db = world.db.kysely;
  const prefix = name.toLowerCase().replace(/\W+/g, '-');
  const admin = await world.user(Role.ADMIN);
  const { id: areaId } = await db
    .insertInto('areas')
    .values({ name: `${name} area`, created_at: clockIso(world.clock) })
    .returning('id')
    .executeTakeFirstOrThrow();
  let seq = 0;

  async function addVenue(venueName: string, timeZoneId: number): Promise<number> {
    const now = clockIso(world.clock);
    const { id } = await db
      .insertInto('venues')
      .values({
        name: venueName,
        area_id: areaId,
        venue_group_id: null,
        is_online: 1,
        time_zone_id: timeZoneId,
        max_cooking_time_minutes: 60,
        default_cooking_time_minutes: 15,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

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
        created_at: clockIso(world.clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The query string as the route reads it (the contract's schema), and the venues it covers. */
  async function reportOf(query: string) {
    const parsed = ZReportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    return { query: parsed, venues: await reportVenues(db, admin, parsed), now: new Date(world.clock.now()) };
  }

  const vilnius = await addVenue(`${name} Vilnius`, 62);
  const tokyo = await addVenue(`${name} Tokyo`, 113);
  return {
    world,
    db,
    areaId,
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
    addVenue,
    async moveVenue(venueId, timeZoneId) {
      await updateVenueById(world.deps, admin, ZUpdateVenueRequest.parse({ id: venueId, timeZoneId }));
    },
    async sales(query) {
      const { venues, now, query: parsed } = await reportOf(query);
      return salesReport(world.db, venues, parsed, now);
    },
    async operations(query) {
      const { venues, now, query: parsed } = await reportOf(query);
      return operationsReport(world.db, venues, parsed, now);
    },
    close: () => world.close(),
  };
}
