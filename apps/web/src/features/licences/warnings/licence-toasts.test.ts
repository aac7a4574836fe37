import { licenceToastMessages, type LicenceCheckResult } from '@orderdesk/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import lt from '../../../i18n/lt.json';
import { licenceWarningTexts } from './licence-toasts';

async function translator(language: 'en' | 'lt') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { translation: en }, lt: { translation: lt } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const cases: LicenceCheckResult[] = [
  { expired: [], notAssigned: [] },
  { expired: ['Wolt'], notAssigned: [] },
  { expired: ['Wolt', 'Glovo'], notAssigned: ['Bolt'] },
  { expired: [], notAssigned: ['Bolt', 'Fudy', 'Glovo'] },
];

describe('licenceWarningTexts', () => {
  it.each(cases)('shows the spec texts in English: %j', async (result) => {
    expect(licenceWarningTexts(result, await translator('en'))).toEqual(licenceToastMessages(result));
  });

  it('speaks Lithuanian, singular and plural', async () => {
    const t = await translator('lt');
    expect(licenceWarningTexts({ expired: ['Wolt'], notAssigned: ['Bolt', 'Fudy'] }, t)).toEqual([
      'Wolt licencija pasibaigė!',
      'Bolt, Fudy licencijos nepriskirtos!',
    ]);
  });
});
