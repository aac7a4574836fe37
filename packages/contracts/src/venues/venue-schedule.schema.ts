import { z } from 'zod';
import { ZScheduleEntry } from '../schedule/schedule';
import { scheduleProblems } from '../schedule/schedule-rules';

export const MAX_SCHEDULE_ENTRIES = 50;

/**
 * The body of `PATCH /venues/{venueId}/schedule`: the availability list (docs/product.md §7), sent as the list
 * itself or as Wolt spells it, `{"availability": [...]}`. Entries that open when they close or overlap
 * another are refused on `availability.{index}`.
 */
export const ZVenueScheduleRequest = z.preprocess(
  (body) => (Array.isArray(body) ? { availability: body } : body),
  z
    .object({
      availability: z
        .array(ZScheduleEntry)
        .max(MAX_SCHEDULE_ENTRIES, `At most ${MAX_SCHEDULE_ENTRIES} periods`),
    })
    .strict()
    .superRefine((body, ctx) => {
      for (const problem of scheduleProblems(body.availability)) {
        ctx.addIssue({ code: 'custom', path: ['availability', problem.index], message: problem.message });
      }
    }),
);
export type TVenueScheduleRequest = z.input<typeof ZVenueScheduleRequest>;
