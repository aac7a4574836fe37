/**
 * What an order asks the kitchen for, read from the platform's own payload with the ids the venue gave
 * the platform for its dishes and options (Wolt `pos_id` / `value_pos_id`). Prices are minor units of
 * the order's currency per portion, which is r_keeper's "×100".
 */
export interface PosLineOption {
  name: string;
  ref: string | null;
  count: number;
  price: number;
}

export interface PosLine {
  name: string;
  ref: string | null;
  count: number;
  unitPrice: number;
  options: PosLineOption[];
  /** A combo (Wolt `is_bundle_offer`): its options are the combo's component dishes, not modifiers. */
  isCombo?: boolean;
}

export interface PosOrderContent {
  lines: PosLine[];
  comment: string | null;
  /** Paid on the platform (not cash to the courier or at the counter). */
  isPrepaid: boolean;
}

type Json = Record<string, unknown>;

const money = (value: unknown): number | null => {
  const amount = (value as Json | null | undefined)?.['amount'];
  return typeof amount === 'number' ? Math.round(amount) : null;
};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** Wolt OrderV2 items (v1 `unit_price` read as a fallback); docs/platforms.md §1.3. */
function woltContent(order: Json): PosOrderContent {
  const items = Array.isArray(order['items']) ? (order['items'] as Json[]) : [];
  const lines = items.map((item): PosLine => {
    const count = typeof item['count'] === 'number' ? item['count'] : 1;
    const itemPrice = item['item_price'] as Json | undefined;
    const unit =
      money(itemPrice?.['unit_price']) ??
      money(item['unit_price']) ??
      Math.round((money(itemPrice?.['total']) ?? money(item['total_price']) ?? 0) / Math.max(1, count));
    const options = (Array.isArray(item['options']) ? (item['options'] as Json[]) : []).map((o) => ({
      name: [text(o['name']), text(o['value'])].filter(Boolean).join(': '),
      ref: text(o['value_pos_id']) ?? text(o['pos_id']),
      count: typeof o['count'] === 'number' ? o['count'] : 1,
      price: money(o['price']) ?? 0,
    }));
    return {
      name: text(item['name']) ?? '?',
      ref: text(item['pos_id']),
      count,
      unitPrice: unit,
      options,
      isCombo: item['is_bundle_offer'] === true,
    };
  });
  const cash = order['cash_payment'] as Json | null | undefined;
  return {
    lines,
    comment: text(order['consumer_comment']),
    isPrepaid: !cash || !money(cash['cash_amount']),
  };
}

/** Glovo products by our product `id`, attributes by their `id`; unit prices in cents (docs/platforms.md §2.2). */
function glovoContent(order: Json): PosOrderContent {
  const products = Array.isArray(order['products']) ? (order['products'] as Json[]) : [];
  const lines = products.map((p): PosLine => ({
    name: text(p['name']) ?? '?',
    ref: text(p['id']),
    count: typeof p['quantity'] === 'number' ? p['quantity'] : 1,
    unitPrice: typeof p['price'] === 'number' ? Math.round(p['price']) : 0,
    options: (Array.isArray(p['attributes']) ? (p['attributes'] as Json[]) : []).map((a) => ({
      name: text(a['name']) ?? '',
      ref: text(a['id']),
      count: typeof a['quantity'] === 'number' ? a['quantity'] : 1,
      price: typeof a['price'] === 'number' ? Math.round(a['price']) : 0,
    })),
  }));
  const comment = [text(order['special_requirements']), text(order['allergy_info'])]
    .filter(Boolean)
    .join(' · ');
  return { lines, comment: comment || null, isPrepaid: text(order['payment_method']) !== 'CASH' };
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const count = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 1);

/**
 * Bolt items by their `id` (assumed, like the rest of Bolt's partner-gated schema: see bolt-payloads.ts);
 * prices `{ value }` in major units, ×100 for r_keeper.
 */
function boltContent(order: Json): PosOrderContent {
  const major = (price: unknown) => {
    const value = (price as Json | null | undefined)?.['value'];
    return typeof value === 'number' ? Math.round(value * 100) : 0;
  };
  const lines = list(order['items']).map((item): PosLine => ({
    name: text(item['name']) ?? '?',
    ref: text(item['id']),
    count: count(item['quantity']),
    unitPrice: major(item['unit_price']),
    options: [...list(item['options']), ...list(item['modifiers'])].map((o) => ({
      name: text(o['name']) ?? '',
      ref: text(o['id']),
      count: count(o['quantity']),
      price: major(o['price']),
    })),
  }));
  return { lines, comment: text(order['comment']), isPrepaid: text(order['payment_method']) !== 'cash' };
}

/** Fudy items by `id`, money in minor units (our own connector contract). */
function fudyContent(order: Json): PosOrderContent {
  const minor = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
  const lines = list(order['items']).map((item): PosLine => ({
    name: text(item['name']) ?? '?',
    ref: text(item['id']),
    count: count(item['quantity']),
    unitPrice: minor(item['unit_price']),
    options: list(item['options']).map((o) => ({
      name: text(o['name']) ?? '',
      ref: text(o['id']),
      count: count(o['quantity']),
      price: minor(o['price']),
    })),
  }));
  return { lines, comment: text(order['comment']), isPrepaid: true };
}

/** Each platform's reading of its payload. */
const READERS: Partial<Record<string, (order: Json) => PosOrderContent>> = {
  wolt: woltContent,
  glovo: glovoContent,
  bolt: boltContent,
  fudy: fudyContent,
};

export function posContentOf(platform: string, payload: Json): PosOrderContent | null {
  const read = READERS[platform];
  return read ? read(payload) : null;
}
