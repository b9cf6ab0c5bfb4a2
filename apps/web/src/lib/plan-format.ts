import { zonedInstant } from '@backlit/domain';

/**
 * A date format made on its first use (making one loads the locale's data, which a page
 * showing no date should not pay for). Calendar days are read in UTC so they never shift a day.
 */
function dayFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) =>
    (format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })).format(
      new Date(`${iso}T00:00:00Z`),
    );
}

/** "Tue, Dec 8" */
export const formatDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });
/** "Tuesday, December 8, 2026" */
export const formatLongDay = dayFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const monthDay = dayFormat({ month: 'short', day: 'numeric' });
const year = (iso: string) => iso.slice(0, 4);

/** A show's days: "Mar 2 – 4, 2027", "Feb 27 – Mar 1, 2027" or "Dec 30, 2026 – Jan 1, 2027". */
export function formatShowDays(from: string, to: string): string {
  if (from === to) return `${monthDay(from)}, ${year(from)}`;
  if (year(from) !== year(to))
    return `${monthDay(from)}, ${year(from)} – ${monthDay(to)}, ${year(to)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) {
    return `${monthDay(from)} – ${Number(to.slice(8))}, ${year(to)}`;
  }
  return `${monthDay(from)} – ${monthDay(to)}, ${year(to)}`;
}

/** A window of days: "Tue, Dec 8" or "Tue, Dec 8 – Thu, Dec 10". */
export function formatDayWindow(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The cut-off as people read it where the shop is, e.g. "12:00 PM EST". */
export function formatCutoff(day: string, cutoff: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(zonedInstant(day, cutoff, timeZone));
}
