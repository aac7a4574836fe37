import type { TAdditionalUserSettings } from './additional-settings';

/** Apart from the schema (additional-settings.ts), so a screen that reads them does not load zod. */
export const DEFAULT_ADDITIONAL_USER_SETTINGS: TAdditionalUserSettings = {
  FontSize: 16,
  OrderSortingAsc: false,
};
