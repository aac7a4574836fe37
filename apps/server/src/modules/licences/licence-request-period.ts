import { Role, UNLIMITED_LICENCE_DATE, type TLicenceSettings } from '@orderdesk/contracts';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';

const UNLIMITED_TIME = Date.parse(UNLIMITED_LICENCE_DATE);

function monthsAhead(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * The expiry a request asks for, as stored ISO text: unlimited (2100-01-01T00:00:00Z), the date given,
 * or the settings' default period from now. A date must lie ahead and, for a dealer, within the
 * longest period; only admins, or dealers when the settings allow it, ask for unlimited.
 */
export function requestedExpiry(
  input: { unlimited: boolean; expiresAt: string | null | undefined },
  settings: TLicenceSettings,
  user: RequestUser,
  now: Date,
): string {
  const dealer = user.role !== Role.ADMIN;
  if (input.unlimited) {
    if (dealer && !settings.dealersMayRequestUnlimited) {
      throw AppError.badRequest('Only an administrator may give an unlimited licence', 'unlimited');
    }
    return new Date(UNLIMITED_TIME).toISOString();
  }
  const date = input.expiresAt
    ? new Date(Date.parse(input.expiresAt))
    : monthsAhead(now, settings.defaultPeriodMonths);
  if (date.getTime() <= now.getTime()) throw AppError.badRequest('Choose a date in the future', 'expiresAt');
  if (date.getTime() >= UNLIMITED_TIME) {
    throw AppError.badRequest('Choose a date before 2100, or an unlimited licence', 'expiresAt');
  }
  if (dealer && date.getTime() > monthsAhead(now, settings.maxPeriodMonths).getTime()) {
    throw AppError.badRequest(`Choose a date at most ${settings.maxPeriodMonths} months ahead`, 'expiresAt');
  }
  return date.toISOString();
}
