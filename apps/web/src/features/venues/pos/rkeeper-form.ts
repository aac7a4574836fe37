import type { TRkeeperSettings } from '@orderdesk/contracts';

/** The POS section's form: plain fields as text ('' = none), secrets empty (left out = kept). */
export interface RkeeperFormValues {
  rkeeperSettings: {
    isEnabled: boolean;
    isKdsReadyEnabled: boolean;
    url: string;
    login: string;
    password: string;
    certificateFingerprint: string;
    stationCode: string;
    tableCode: string;
    waiterCode: string;
    cashierCode: string;
    orderTypeCode: string;
    orderCategoryCode: string;
    prepayCurrencyCode: string;
    prepayReasonCode: string;
    commentModifierCode: string;
    discountCode: string;
    voidReasonCode: string;
    licenceMode: 'perpetual' | 'subscription';
    licenseAnchor: string;
    licenseToken: string;
    licenseInstanceGuid: string;
  };
}

type Field = keyof RkeeperFormValues['rkeeperSettings'];

export const RK_TEXT_FIELDS = [
  'url',
  'certificateFingerprint',
  'stationCode',
  'tableCode',
  'waiterCode',
  'cashierCode',
  'orderTypeCode',
  'orderCategoryCode',
  'prepayCurrencyCode',
  'prepayReasonCode',
  'commentModifierCode',
  'discountCode',
  'voidReasonCode',
  'licenseAnchor',
  'licenseInstanceGuid',
] as const satisfies readonly Field[];
export const RK_SECRET_INPUTS = ['login', 'password', 'licenseToken'] as const satisfies readonly Field[];

export const RK_FORM_FIELDS = (
  [...RK_TEXT_FIELDS, ...RK_SECRET_INPUTS, 'licenceMode', 'isEnabled', 'isKdsReadyEnabled'] as const
).map((f) => `rkeeperSettings.${f}` as `rkeeperSettings.${Field}`);

export function rkeeperFormValues(s: TRkeeperSettings | undefined): RkeeperFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    rkeeperSettings: {
      isEnabled: s?.isEnabled ?? false,
      isKdsReadyEnabled: s?.isKdsReadyEnabled ?? false,
      url: text(s?.url),
      login: '',
      password: '',
      certificateFingerprint: text(s?.certificateFingerprint),
      stationCode: text(s?.stationCode),
      tableCode: text(s?.tableCode),
      waiterCode: text(s?.waiterCode),
      cashierCode: text(s?.cashierCode),
      orderTypeCode: text(s?.orderTypeCode),
      orderCategoryCode: text(s?.orderCategoryCode),
      prepayCurrencyCode: text(s?.prepayCurrencyCode),
      prepayReasonCode: text(s?.prepayReasonCode),
      commentModifierCode: text(s?.commentModifierCode),
      discountCode: text(s?.discountCode),
      voidReasonCode: text(s?.voidReasonCode),
      licenceMode: s?.licenceMode ?? 'perpetual',
      licenseAnchor: text(s?.licenseAnchor),
      licenseToken: '',
      licenseInstanceGuid: text(s?.licenseInstanceGuid),
    },
  };
}

/** The request body: every plain field (empty = none), and only the secrets that were typed in. */
export function rkeeperRequest(values: RkeeperFormValues): Record<string, unknown> {
  const v = values.rkeeperSettings;
  const body: Record<string, unknown> = {
    isEnabled: v.isEnabled,
    isKdsReadyEnabled: v.isKdsReadyEnabled,
    licenceMode: v.licenceMode,
  };
  for (const name of RK_TEXT_FIELDS) body[name] = v[name].trim() === '' ? null : v[name].trim();
  for (const name of RK_SECRET_INPUTS) if (v[name] !== '') body[name] = v[name];
  return body;
}
