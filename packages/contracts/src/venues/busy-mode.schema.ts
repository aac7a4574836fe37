import { z } from 'zod';
import { BUSY_EXTRA_MINUTES, BUSY_PERIOD_MINUTES, type TBusyMode } from './busy-mode';

export const ZBusyMode: z.ZodType<TBusyMode> = z.object({
  extraMinutes: z.number().int(),
  until: z.string(),
});

function oneOf(values: readonly number[], message: string) {
  return z
    .number({ message })
    .int(message)
    .refine((value) => values.includes(value), message);
}

/** Body of `PATCH /api/venues/:venueId/busy`: one of the board's minutes, for one of its periods. */
export const ZStartBusyModeRequest = z
  .object({
    extraMinutes: oneOf(BUSY_EXTRA_MINUTES, `Choose ${BUSY_EXTRA_MINUTES.join(', ')} minutes`),
    forMinutes: oneOf(BUSY_PERIOD_MINUTES, `Choose ${BUSY_PERIOD_MINUTES.join(', ')} minutes`),
  })
  .strict();
export type TStartBusyModeRequest = z.input<typeof ZStartBusyModeRequest>;
