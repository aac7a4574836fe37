// The browser's own Intl reads zone rules, so the web's board shows venue times without a date
// library in its first load (Luxon stays with the server-side and report helpers).

/** The wall clock of an instant in a zone: what a clock on the wall there shows. */
export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** `UTC`, `UTC+2`, `UTC-3:30`, `UTC+05:30` (how fixed-offset venue zones are named): minutes east of UTC. */
const FIXED_OFFSET = /^UTC(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i;

function fixedOffsetMinutes(zone: string): number | null {
  const match = FIXED_OFFSET.exec(zone);
  if (!match) return null;
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  const offset = Number(hours) * 60 + Number(minutes ?? 0);
  return sign === '-' ? -offset : offset;
}

function utcClock(instant: Date): WallClock {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
  };
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** One formatter per zone (building them is slow); null for a zone Intl does not know. */
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      // RangeError: not an IANA zone.
    }
    formatters.set(zone, formatter);
  }
  return formatters.get(zone)!;
}

/**
 * The wall clock of an instant in a zone: an IANA name (daylight saving included) or a fixed
 * offset such as `UTC+2`. A zone neither names falls back to UTC.
 */
export function wallClockInZone(instant: Date, zone: string): WallClock {
  const offset = fixedOffsetMinutes(zone);
  if (offset !== null) return utcClock(new Date(instant.getTime() + offset * 60_000));
  const formatter = formatterFor(zone);
  if (!formatter) return utcClock(instant);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** Whether the zone is a fixed offset or an IANA name the browser's (or Node's) Intl knows. */
export function isKnownZone(zone: string): boolean {
  return fixedOffsetMinutes(zone) !== null || formatterFor(zone) !== null;
}
