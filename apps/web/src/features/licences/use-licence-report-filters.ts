import { PLATFORM_KINDS, type TPlatformKind } from '@orderdesk/contracts';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { endOfDayIso } from './licence-date';

/** The report's status filter of each platform, by its query parameter's name. */
export const STATUS_PARAMS: Record<TPlatformKind, string> = {
  wolt: 'woltLicenseStatus',
  bolt: 'boltLicenseStatus',
  fudy: 'fudyLicenseStatus',
  glovo: 'glovoLicenseStatus',
};

function startOfDayIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/**
 * The licence report's filters, kept in the address (a link or a reload shows the same report), and
 * the report's query they make: the company name waits for typing to pause, the action period's days
 * run from the start of the first to the end of the last.
 */
export function useLicenceReportFilters() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const number = (name: string) => (get(name) === '' ? null : Number(get(name)));
  const set = (name: string, value: string | number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  const companyName = useDebouncedValue(get('companyName').trim());
  const query = {
    venueId: number('venueId'),
    areaId: number('areaId'),
    groupId: number('groupId'),
    companyName: companyName || null,
    ...Object.fromEntries(PLATFORM_KINDS.map((p) => [STATUS_PARAMS[p], get(STATUS_PARAMS[p]) || null])),
    actionPeriodStart: get('from') ? startOfDayIso(get('from')) : null,
    actionPeriodEnd: get('to') ? endOfDayIso(get('to')) : null,
  };
  return { get, number, set, query };
}

export type LicenceReportFilterValues = ReturnType<typeof useLicenceReportFilters>;
