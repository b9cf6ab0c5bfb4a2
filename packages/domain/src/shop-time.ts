import type { IsoDate } from './working-days';

// The shop's clock: what day and time it is where the shop works, whatever the time zone of the
// server or the browser asking. Intl knows the zones' rules (daylight saving included).

/** Where the shop works unless staff choose another zone. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/New_York';

/** The zones a shop in the USA or Canada works in, west to east, for staff to choose from. */
export const SHOP_TIME_ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Phoenix',
  'America/Denver',
  'America/Edmonton',
  'America/Regina',
  'America/Chicago',
  'America/Winnipeg',
  'America/New_York',
  'America/Toronto',
  'America/Puerto_Rico',
  'America/Halifax',
  'America/St_Johns',
] as const;
export type ShopTimeZone = (typeof SHOP_TIME_ZONES)[number];

/** Orders and artwork received by this time of day (shop time) count for that day. */
export const DEFAULT_ORDER_CUTOFF = '12:00';

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a time of day written `HH:MM` (24-hour clock). */
export function isTimeOfDay(value: string): boolean {
  return CUTOFF.test(value);
}

/** Minutes after midnight of an `HH:MM` time. */
export function minutesOfDay(time: string): number {
  const match = CUTOFF.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `timeZone` as an IANA zone name (e.g. America/Chicago). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The date and the minutes after midnight that `instant` is in `timeZone`. */
export function zonedDateTime(instant: Date, timeZone: string): { date: IsoDate; minutes: number } {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, minutes } = zonedDateTime(instant, timeZone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant it is `time` (`HH:MM`) on `date` in `timeZone`: e.g. noon on a day in New York,
 * 16:00 or 17:00 UTC by the season. A time skipped by a spring-forward change resolves to the
 * instant an hour later.
 */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutesOfDay(time) * 60_000;
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  // A second pass settles the days on which the offset changes between the two readings.
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}
