import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../settings/general-settings';
import { DELIVERY_METHODS, DeliveryMethod } from './delivery-methods';
import { LANGUAGES } from './languages';

describe('catalog', () => {
  it('lists every shipped language once, English first', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([...SUPPORTED_LANGUAGES]);
    expect(LANGUAGES[0]).toEqual({ id: 1, code: 'en', name: 'English' });
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(LANGUAGES.length);
  });

  it('numbers delivery methods by their constants', () => {
    expect(DELIVERY_METHODS.map((m) => m.id)).toEqual(Object.values(DeliveryMethod));
  });
});
