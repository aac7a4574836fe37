/**
 * How a platform item's POS id (Wolt `pos_id`, Glovo and Bolt ids) is read against the venue's r_keeper
 * menu when no mapping row names it: as the dish's or modifier's Ident, as its Code, or one and then the
 * other. r_keeper keeps both (docs/rkeeper.md: a dish with Ident 1000189 may have Code 222), and a
 * platform menu may carry either.
 */
export const PosIdLookup = { IDENT_THEN_CODE: 1, IDENT_ONLY: 2, CODE_ONLY: 3, CODE_THEN_IDENT: 4 } as const;
export type TPosIdLookup = (typeof PosIdLookup)[keyof typeof PosIdLookup];

export const POS_ID_LOOKUPS = [
  { id: PosIdLookup.IDENT_THEN_CODE, code: 'ident-code', name: 'Ident, then Code' },
  { id: PosIdLookup.IDENT_ONLY, code: 'ident', name: 'Ident only' },
  { id: PosIdLookup.CODE_ONLY, code: 'code', name: 'Code only' },
  { id: PosIdLookup.CODE_THEN_IDENT, code: 'code-ident', name: 'Code, then Ident' },
] as const;

export type TPosIdField = 'ident' | 'code';

/** The r_keeper fields a POS id is compared with, in the order the setting asks for. */
export function posIdLookupOrder(lookup: number): TPosIdField[] {
  switch (lookup) {
    case PosIdLookup.IDENT_ONLY:
      return ['ident'];
    case PosIdLookup.CODE_ONLY:
      return ['code'];
    case PosIdLookup.CODE_THEN_IDENT:
      return ['code', 'ident'];
    default:
      return ['ident', 'code'];
  }
}

/**
 * The item a POS id names, read by the fields `order` lists in turn, with the field it matched on;
 * null when none matches.
 */
export function lookUpPosId<T>(
  ref: string,
  order: readonly TPosIdField[],
  by: Record<TPosIdField, ReadonlyMap<string, T>>,
): { item: T; field: TPosIdField } | null {
  for (const field of order) {
    const item = by[field].get(ref);
    if (item !== undefined) return { item, field };
  }
  return null;
}
