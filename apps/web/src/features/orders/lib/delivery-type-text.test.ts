import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import lt from '../../../i18n/lt.json';
import { deliveryTypeText } from './delivery-type-text';

async function translator(language: 'en' | 'lt') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { translation: en }, lt: { translation: lt } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('deliveryTypeText', () => {
  it('names each platform delivery type in words, in English and Lithuanian', async () => {
    const [tEn, tLt] = [await translator('en'), await translator('lt')];
    const cases = [
      [{ platform: 'wolt', deliveryType: 'homedelivery' }, 'Wolt courier delivers', 'Pristato Wolt kurjeris'],
      [{ platform: 'glovo', deliveryType: 'homedelivery' }, 'Restaurant delivers', 'Pristato restoranas'],
      [
        { platform: 'bolt', deliveryType: 'delivery_by_bolt' },
        'Bolt courier delivers',
        'Pristato Bolt kurjeris',
      ],
      [{ platform: 'wolt', deliveryType: 'takeaway' }, 'Customer picks it up', 'Klientas atsiima pats'],
      [{ platform: 'fudy', deliveryType: 'dine_in' }, 'Eats in', 'Valgo vietoje'],
    ] as const;
    for (const [order, english, lithuanian] of cases) {
      expect(deliveryTypeText(order, tEn)).toBe(english);
      expect(deliveryTypeText(order, tLt)).toBe(lithuanian);
    }
    expect(deliveryTypeText({ platform: 'bolt', deliveryType: 'some_new_type' }, tEn)).toBe('some new type');
  });
});
