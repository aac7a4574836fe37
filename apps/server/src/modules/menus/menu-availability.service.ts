import {
  applyMenuSwitch,
  isSwitchable,
  type TMenuAvailabilityRequest,
  type TMenuAvailabilityResult,
  type TMenuNode,
  type TPlatformKind,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { MenusDeps } from './menus-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { adapterOf } from '../../integrations/platforms/platform-adapters';
import type { AvailabilityUpdate } from '../../integrations/platforms/publishable-menu';
import { writeAudit } from '../audit/audit';
import { scopedVenue } from '../venues/venues.service';
import { MENU_AVAILABILITY_RETURN_JOB, type AvailabilityReturnPayload } from './menu-availability.payloads';
import { queueAvailability } from './availability-window';
import { enqueuePublishes } from './menu-publish.service';
import {
  readElementSettings,
  readStoredMenu,
  venueConnections,
  writeElementSettings,
  type StoredMenu,
} from './menu-store';
import { buildMenuTree, flattenMenuTree, type ElementSettings } from './menu-tree';

export const AVAILABILITY_AUDIT_ACTION = 'menu.availability';

const ITEM_KINDS = new Set<TMenuNode['kind']>(['dish', 'combo']);
const OPTION_KINDS = new Set<TMenuNode['kind']>(['modifier', 'comboComponent']);
const SWITCHED_KINDS = new Set<TMenuNode['kind']>(['category', ...ITEM_KINDS, ...OPTION_KINDS]);

const DEFAULT_SETTINGS: ElementSettings = {
  isEnabled: true,
  name: null,
  price: null,
  discountedPrice: null,
  imageUrl: null,
};

/** `POST /api/Menu/Availability`, in the caller's venue scope. */
export async function requestAvailability(
  ctx: MenusDeps,
  user: RequestUser,
  body: TMenuAvailabilityRequest,
): Promise<TMenuAvailabilityResult> {
  await scopedVenue(ctx.db.kysely, user, body.venueId);
  const result = await ctx.db.kysely
    .transaction()
    .execute((trx) => applyAvailability(ctx, trx, user.id, body, { strict: true }));
  ctx.worker.nudge();
  return result;
}

/**
 * Switches the elements off (sold out) or on for every connection of the venue, by the docs/product.md §4 rules
 * (a category its dishes, a modifier every modifier with the same r_keeper id), and sends what changed
 * to each enabled connection with its platform's item calls (jobs, same transaction): Wolt items and
 * option values `PATCH` in batches, Glovo bulk updates, Bolt `updateMenuItemAvailability`; Fudy gets
 * its menu again (our connector has no item call and no upload limit). `until` queues the return.
 * `strict` refuses unknown ids and switching on what r_keeper does not sell; the timed return and the
 * stop-list skip those instead.
 */
export async function applyAvailability(
  ctx: Pick<MenusDeps, 'clock' | 'enqueue'>,
  trx: Kysely<Database>,
  userId: number | null,
  body: TMenuAvailabilityRequest,
  { strict }: { strict: boolean },
): Promise<TMenuAvailabilityResult> {
  const stored = await readStoredMenu(trx, body.venueId);
  if (!stored) throw AppError.conflict('The venue has no menu yet: download it from r_keeper first');
  const now = clockIso(ctx.clock);
  const connections = await venueConnections(trx, body.venueId);
  const allSettings = await readElementSettings(trx, body.venueId);
  const treeOf = (settings: Map<string, ElementSettings>) =>
    buildMenuTree({ reference: stored.reference, onSale: stored.onSale, settings });

  const known = new Map(flattenMenuTree(treeOf(new Map())).map((n) => [n.id, n]));
  const ids: string[] = [];
  for (const [i, id] of body.ids.entries()) {
    const node = known.get(id);
    const problem = !node
      ? 'No such menu element'
      : !SWITCHED_KINDS.has(node.kind)
        ? 'Choose a category, dish, combo or modifier'
        : body.isAvailable && node.kind !== 'category' && !isSwitchable(node)
          ? node.isBrokenCombo
            ? `"${node.name}" is a broken combo and cannot be switched on`
            : `"${node.name}" is not on sale in r_keeper and cannot be switched on`
          : null;
    if (problem && strict) throw AppError.badRequest(problem, `ids.${i}`);
    if (!problem) ids.push(id);
  }

  const result: TMenuAvailabilityResult = { until: body.until ?? null, connections: [] };
  for (const conn of connections) {
    const settings = allSettings.get(conn.id) ?? new Map<string, ElementSettings>();
    const before = new Map(flattenMenuTree(treeOf(settings)).map((n) => [n.id, n]));
    const after = flattenMenuTree(
      ids.reduce((t, id) => applyMenuSwitch(t, id, body.isAvailable), treeOf(settings)),
    );
    const rows: { elementId: string; settings: ElementSettings }[] = [];
    const update: AvailabilityUpdate = { items: [], options: [] };
    for (const node of after) {
      if (!isSwitchable(node) || before.get(node.id)?.isEnabled === node.isEnabled) continue;
      rows.push({
        elementId: node.id,
        settings: { ...(settings.get(node.id) ?? DEFAULT_SETTINGS), isEnabled: node.isEnabled },
      });
      const change = { id: node.id, available: node.isEnabled };
      if (ITEM_KINDS.has(node.kind)) update.items.push(change);
      else if (OPTION_KINDS.has(node.kind)) update.options.push(change);
    }
    await writeElementSettings(trx, body.venueId, conn.id, rows, now);
    const changed = update.items.length + update.options.length;
    const sent = conn.is_enabled === 1 && changed > 0;
    if (sent) {
      // A platform with no item call (Fudy) gets the menu again, the element in it unavailable.
      if (!adapterOf(conn.platform)?.sendAvailability) {
        await enqueuePublishes(ctx, trx, body.venueId, stored.row.version, [conn.id], userId);
      } else {
        await queueAvailability(ctx, trx, conn, update);
      }
    }
    result.connections.push({
      instanceId: conn.id,
      platform: conn.platform as TPlatformKind,
      name: conn.name,
      changed,
      sent,
    });
  }

  await writeAudit(trx, {
    userId,
    at: now,
    action: AVAILABILITY_AUDIT_ACTION,
    entity: 'venue',
    entityId: body.venueId,
    after: { ids, isAvailable: body.isAvailable, until: body.until ?? null },
  });
  if (body.until && !body.isAvailable && ids.length) {
    const audit = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', AVAILABILITY_AUDIT_ACTION)
      .where('entity_id', '=', String(body.venueId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const payload: AvailabilityReturnPayload = { venueId: body.venueId, ids, auditId: audit.id };
    await ctx.enqueue(trx, MENU_AVAILABILITY_RETURN_JOB, payload, { runAt: new Date(body.until) });
  }
  return result;
}

/**
 * r_keeper's stop-list drives availability: after an import that changed only what r_keeper sells
 * (same references), the dishes newly on the stop-list go out as sold out and those that left it as
 * back on sale, to each enabled Wolt, Glovo and Bolt connection with their item calls (Fudy gets the
 * menu again from the caller). Answers whether it did so (false: the references changed, a full
 * publish is needed).
 */
export async function sendStopListChanges(
  ctx: Pick<MenusDeps, 'clock' | 'enqueue'>,
  trx: Kysely<Database>,
  venueId: number,
  before: StoredMenu,
  after: StoredMenu,
): Promise<boolean> {
  if (before.row.reference !== after.row.reference) return false;
  const allSettings = await readElementSettings(trx, venueId);
  for (const conn of await venueConnections(trx, venueId)) {
    if (conn.is_enabled !== 1 || !adapterOf(conn.platform)?.sendAvailability) continue;
    const settings = allSettings.get(conn.id) ?? new Map<string, ElementSettings>();
    const old = new Map(
      flattenMenuTree(buildMenuTree({ reference: before.reference, onSale: before.onSale, settings })).map(
        (n) => [n.id, n.isEnabled],
      ),
    );
    const update: AvailabilityUpdate = { items: [], options: [] };
    for (const node of flattenMenuTree(
      buildMenuTree({ reference: after.reference, onSale: after.onSale, settings }),
    )) {
      if (old.get(node.id) === node.isEnabled) continue;
      const change = { id: node.id, available: node.isEnabled };
      if (ITEM_KINDS.has(node.kind)) update.items.push(change);
      else if (OPTION_KINDS.has(node.kind)) update.options.push(change);
    }
    if (update.items.length + update.options.length === 0) continue;
    await queueAvailability(ctx, trx, conn, update);
  }
  return true;
}
