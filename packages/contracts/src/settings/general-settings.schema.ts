import { z } from 'zod';
import { DateOrder, DATE_SEPARATORS, OrderCardMode, TimeFormat } from './general-settings';

/** Browser-side settings kept under the local storage key `settings`. */
export const ZGeneralSettings = z.object({
  timeFormat: z.union([z.literal(TimeFormat.H12), z.literal(TimeFormat.H24)]),
  dateSeparator: z.enum(DATE_SEPARATORS),
  dateOrder: z.union([z.literal(DateOrder.DMY), z.literal(DateOrder.MDY), z.literal(DateOrder.YMD)]),
  orderCardMode: z.union([z.literal(OrderCardMode.EXPANDED), z.literal(OrderCardMode.POPUP)]),
  soundNotif: z.boolean(),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;
