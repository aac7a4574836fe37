import { describe, expect, it } from 'vitest';
import { platformRejectCode, rejectCodesOf, rejectReasonText } from './reject-codes';

describe('reject reasons', () => {
  it('lists Wolt codes with the sold-out one first, and none for the others', () => {
    expect(rejectCodesOf('wolt')).toEqual(['ITEMS_UNAVAILABLE', 'VENUE_CLOSING_SOON', 'GENERIC']);
    for (const platform of ['bolt', 'fudy', 'glovo', 'unknown']) expect(rejectCodesOf(platform)).toEqual([]);
  });

  it('tells the written text, else the picked reason in words, else the generic one', () => {
    expect(rejectReasonText('ITEMS_UNAVAILABLE', '  Out of salmon ')).toBe('Out of salmon');
    expect(rejectReasonText('ITEMS_UNAVAILABLE', '   ')).toBe('Some items are unavailable');
    expect(rejectReasonText('VENUE_CLOSING_SOON', undefined)).toBe('The venue is closing soon');
    expect(rejectReasonText(undefined, undefined)).toBe('The venue cannot take this order');
  });

  it('sends the picked reason as a code only to a platform that takes codes', () => {
    expect(platformRejectCode('wolt', 'ITEMS_UNAVAILABLE')).toBe('ITEMS_UNAVAILABLE');
    expect(platformRejectCode('bolt', 'ITEMS_UNAVAILABLE')).toBeUndefined();
    expect(platformRejectCode('wolt', undefined)).toBeUndefined();
  });
});
