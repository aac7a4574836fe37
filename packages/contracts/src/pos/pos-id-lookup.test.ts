import { describe, expect, it } from 'vitest';
import { lookUpPosId, PosIdLookup, POS_ID_LOOKUPS, posIdLookupOrder } from './pos-id-lookup';

// r_keeper's documented example dish: Ident 1000189, Code 222; a second dish whose Code is 1000189.
const soup = { name: 'Soup', ident: '1000189', code: '222' };
const salad = { name: 'Salad', ident: '5', code: '1000189' };
const by = {
  ident: new Map([
    [soup.ident, soup],
    [salad.ident, salad],
  ]),
  code: new Map([
    [soup.code, soup],
    [salad.code, salad],
  ]),
};
const find = (ref: string, lookup: number) => lookUpPosId(ref, posIdLookupOrder(lookup), by);

describe('POS id lookup', () => {
  it('offers the four orders, Ident then Code first', () => {
    expect(POS_ID_LOOKUPS.map((l) => l.name)).toEqual([
      'Ident, then Code',
      'Ident only',
      'Code only',
      'Code, then Ident',
    ]);
  });

  it('reads an id by Ident first, then by Code', () => {
    expect(find('1000189', PosIdLookup.IDENT_THEN_CODE)).toEqual({ item: soup, field: 'ident' });
    expect(find('222', PosIdLookup.IDENT_THEN_CODE)).toEqual({ item: soup, field: 'code' });
  });

  it('reads an id by Code first, then by Ident', () => {
    expect(find('1000189', PosIdLookup.CODE_THEN_IDENT)).toEqual({ item: salad, field: 'code' });
    expect(find('5', PosIdLookup.CODE_THEN_IDENT)).toEqual({ item: salad, field: 'ident' });
  });

  it('reads an id by one field only when asked', () => {
    expect(find('222', PosIdLookup.IDENT_ONLY)).toBeNull();
    expect(find('1000189', PosIdLookup.IDENT_ONLY)).toEqual({ item: soup, field: 'ident' });
    expect(find('5', PosIdLookup.CODE_ONLY)).toBeNull();
    expect(find('222', PosIdLookup.CODE_ONLY)).toEqual({ item: soup, field: 'code' });
  });

  it('falls back to Ident, then Code for an unknown setting value', () => {
    expect(posIdLookupOrder(99)).toEqual(['ident', 'code']);
  });
});
