import { OrderStatus, type TOrderPosProblems } from '@orderdesk/contracts';
import type { RequestUser } from '../../http/request-user';
import { readIntakeVenue } from '../orders/intake-venue';
import { getScopedOrder } from '../orders/orders.service';
import { platformPayloadOf } from '../orders/orders.repository';
import { posMappingsOf, switchedOffOf } from '../rkeeper/handover-reads';
import { posContentOf } from '../rkeeper/pos-lines';
import { mapToRkeeper } from '../rkeeper/pos-mapping';
import { venueRkMenu } from './venue-rk-menu';
import type { PosMendingDeps } from './pos-mending-deps';

function storedProblems(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return [text];
  }
}

/**
 * `GET /api/orders/:id/pos-problems`: the order's lines checked again as the hand-over checks them,
 * against the venue's r_keeper menu and its mappings as they are now, so a line a person has just
 * mapped no longer shows. Only an order that has not reached r_keeper is checked.
 */
export async function orderPosProblems(
  ctx: PosMendingDeps,
  user: RequestUser,
  orderId: number,
): Promise<TOrderPosProblems> {
  const order = await getScopedOrder(ctx, user, orderId);
  const answer: TOrderPosProblems = {
    orderId: order.id,
    venueId: order.venue_id,
    platform: order.platform,
    problems: [],
    stored: storedProblems(order.pos_problems),
    menuSource: null,
  };
  const ended = order.status_id === OrderStatus.REJECTED || order.status_id === OrderStatus.REFUNDED;
  if (order.is_created_in_rkeeper === 1 || ended) return answer;
  const stored = await platformPayloadOf(ctx.db.kysely, order.id);
  if (!stored) return answer;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(stored) as Record<string, unknown>;
  } catch {
    return answer;
  }
  const content = posContentOf(order.platform, payload);
  const menu = content ? await venueRkMenu(ctx, order.venue_id, { live: true }) : null;
  if (!content || !menu) return answer;
  const { settings } = await readIntakeVenue(ctx, order.venue_id);
  const mapped = mapToRkeeper(
    content.lines,
    await posMappingsOf(ctx, order.venue_id, order.platform),
    menu.index,
    {
      singleModifier: settings.isSingleModifierModeEnabled,
      useComboName: settings.isUseComboName,
      switchedOff: await switchedOffOf(ctx, order.platform_instance_id),
      posIdLookup: settings.posIdLookup,
    },
  );
  return { ...answer, problems: mapped.problems, menuSource: menu.source };
}
