import type { TOrder, TOrderTicket, TTicketOption } from '@orderdesk/contracts';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';

type OrderRow = Selectable<OrdersTable>;

/** An option as the board's item list writes it: "2 × Cheese" for two, "Cheese" for one. */
function optionOfItemText(text: string): TTicketOption {
  const counted = /^(\d+) × (.+)$/.exec(text);
  return counted ? { name: counted[2]!, quantity: Number(counted[1]) } : { name: text, quantity: 1 };
}

/**
 * The ticket of an order stored before tickets were (migration 028): its lines and options from its
 * item list, a pre-order's due time from its pick-up time; the notes and the courier were not kept.
 */
export function ticketFromItems(items: TOrder['items'], pickupAt: string | null): TOrderTicket {
  return {
    lines: items.map((item) => ({
      name: item.name,
      quantity: item.count,
      // Item lists written before options were kept have none.
      options: (item.options ?? []).map(optionOfItemText),
      comment: null,
    })),
    customerNote: null,
    allergies: null,
    cutlery: null,
    courier: null,
    courierEta: null,
    dueAt: pickupAt,
  };
}

/** The order's ticket as JSON text: the stored one, else one read from its items. */
export function ticketJsonOf(row: Pick<OrderRow, 'ticket' | 'items' | 'pickup_at'>): string {
  if (row.ticket) return row.ticket;
  return JSON.stringify(ticketFromItems(JSON.parse(row.items) as TOrder['items'], row.pickup_at));
}

/** The ticket with the courier's new expected arrival, or null when it says that already. */
export function ticketWithCourierEta(
  row: Pick<OrderRow, 'ticket' | 'items' | 'pickup_at'>,
  courierEta: string | null,
): string | null {
  const ticket = JSON.parse(ticketJsonOf(row)) as TOrderTicket;
  if (courierEta === null || ticket.courierEta === courierEta) return null;
  return JSON.stringify({ ...ticket, courierEta });
}
