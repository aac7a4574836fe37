import { displayZoneName, isKnownZone, type VenueClockSettings } from '@orderdesk/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The zone times are shown in below a venue's screen; undefined = the browser's own clock. */
const DisplayZoneContext = createContext<string | undefined>(undefined);

/** The viewer's own zone, as the browser names it. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Where a venue's times are shown (docs/product.md §3, issue 6): on the venue's own clock when its
 * `useCustomTimeZone` is on (its `timeZone`, with or without daylight saving), otherwise on the
 * viewer's clock. Undefined for the viewer's clock, so formatting needs no zone library at all.
 */
export function venueDisplayZone(settings: VenueClockSettings | undefined): string | undefined {
  if (!settings?.useCustomTimeZone) return undefined;
  const zone = displayZoneName(settings, browserZone());
  return isKnownZone(zone) ? zone : undefined;
}

/** Times below it (board cards, order details, schedule, pauses) follow the venue's clock. */
export function VenueClock({
  settings,
  children,
}: {
  settings: VenueClockSettings | undefined;
  children: ReactNode;
}) {
  const timeZone = settings?.timeZone;
  const useDayLigthSavingTime = settings?.useDayLigthSavingTime ?? true;
  const useCustomTimeZone = settings?.useCustomTimeZone ?? false;
  const zone = useMemo(
    () =>
      timeZone === undefined
        ? undefined
        : venueDisplayZone({ timeZone, useDayLigthSavingTime, useCustomTimeZone }),
    [timeZone, useDayLigthSavingTime, useCustomTimeZone],
  );
  return <DisplayZoneContext.Provider value={zone}>{children}</DisplayZoneContext.Provider>;
}

export function useDisplayZone(): string | undefined {
  return useContext(DisplayZoneContext);
}
