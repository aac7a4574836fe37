import { FORCE_RELOAD_DELAY_MS, forceRefreshContract } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { clockIso, type Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { registerContract } from '../http/register-contract';
import { writeAudit } from '../modules/audit/audit.public';
import { findVenue } from '../modules/venues/venues.public';
import type { OrderHub } from './order-hub';

/** What the force-refresh route takes: the database (the venue, the audit), the time, and the hub. */
export interface ForceRefreshDeps {
  db: Db;
  clock: Clock;
  hub: Pick<OrderHub, 'forceRefreshPage'>;
}

/**
 * POST /api/hub/force-refresh: an admin makes the open boards (all, or one venue's) clear their
 * caches and reload, e.g. after a release that must not wait for the version check. The push goes
 * through the hub's adapter, so boards connected to any instance hear it.
 */
export function registerForceRefreshRoute(app: FastifyInstance, ctx: ForceRefreshDeps): void {
  registerContract(app, forceRefreshContract, async ({ user, body }) => {
    const venueId = body.venueId ?? null;
    if (venueId !== null && !(await findVenue(ctx.db.kysely, venueId))) throw AppError.notFound('Venue');
    await writeAudit(ctx.db.kysely, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'hub.force-refresh',
      entity: venueId === null ? 'hub' : 'venue',
      entityId: venueId,
      before: null,
      after: { venueId },
    });
    ctx.hub.forceRefreshPage(venueId ?? undefined);
    return { venueId, reloadInMs: FORCE_RELOAD_DELAY_MS };
  });
}
