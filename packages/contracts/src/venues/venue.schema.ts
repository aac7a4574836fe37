import { z } from 'zod';

/** The part of a venue the order board needs; the full venue screen extends it. */
export const ZVenueSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** true = online (open for orders), false = offline. */
  status: z.boolean(),
  areaId: z.number().int().nullable(),
  venueGroupId: z.number().int().nullable(),
  timeZoneId: z.number().int(),
  maxCookingTimeInMinutes: z.number().int(),
  defaultCookingTimeInMinutes: z.number().int(),
});
export type TVenueSummary = z.infer<typeof ZVenueSummary>;
