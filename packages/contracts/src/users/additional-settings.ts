import { z } from 'zod';

/** Settings kept on the server per user (docs/product.md §3). */
export const ZAdditionalUserSettings = z.object({
  FontSize: z.number().int().min(10).max(32),
  OrderSortingAsc: z.boolean(),
});
export type TAdditionalUserSettings = z.infer<typeof ZAdditionalUserSettings>;

export { DEFAULT_ADDITIONAL_USER_SETTINGS } from './additional-settings-defaults';
