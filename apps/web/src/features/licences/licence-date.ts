import { isUnlimitedLicence } from '@orderdesk/contracts';

/** The last moment of a `yyyy-mm-dd` day on the user's clock, as an ISO instant. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

/** `yyyy-mm-dd` of an instant on the user's clock, for a date field. */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** An expiry shown to people: "Unlimited", the date, or a dash for none. */
export function expiryText(
  value: string | null | undefined,
  t: (key: string) => string,
  date: (value: string) => string,
): string {
  if (!value) return '—';
  return isUnlimitedLicence(value) ? t('licences.unlimited') : date(value);
}
