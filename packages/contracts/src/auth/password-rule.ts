import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** The password rule for every password a person sets: 8+ characters with at least one letter and one digit. */
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password may be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/\p{L}/u, 'Password must contain a letter')
  .regex(/\p{Nd}/u, 'Password must contain a digit');
