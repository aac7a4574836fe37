import { describe, expect, it } from 'vitest';
import { rejectCodeRefusal, rejectCodesOf } from './reject-codes';

describe('reject codes', () => {
  it('lists Wolt codes with the sold-out one first, and none for the others', () => {
    expect(rejectCodesOf('wolt')).toEqual(['ITEMS_UNAVAILABLE', 'VENUE_CLOSING_SOON', 'GENERIC']);
    for (const platform of ['bolt', 'fudy', 'glovo', 'unknown']) expect(rejectCodesOf(platform)).toEqual([]);
  });

  it('accepts a platform code or none, refuses any other', () => {
    expect(rejectCodeRefusal('wolt', 'ITEMS_UNAVAILABLE')).toBeNull();
    expect(rejectCodeRefusal('wolt', undefined)).toBeNull();
    expect(rejectCodeRefusal('bolt', undefined)).toBeNull();
    expect(rejectCodeRefusal('wolt', 'SOLD_OUT')).toBe(
      'The reject code must be one of ITEMS_UNAVAILABLE, VENUE_CLOSING_SOON, GENERIC',
    );
    expect(rejectCodeRefusal('bolt', 'GENERIC')).toBe(
      'This platform takes no reject code: give the reason as text',
    );
  });
});
