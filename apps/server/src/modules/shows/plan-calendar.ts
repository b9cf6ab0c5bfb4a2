import { addCalendarDays, planDeadlineRows, type OrderPlan } from '@backlit/domain';

// An order's deadlines as an iCalendar file (RFC 5545), one all-day event per day to act by.
// Written by hand: all-day events need a dozen properties, and the libraries that write them
// bring a schema validator along.

/** The longest line in octets before it is folded (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/** TEXT values escape backslashes, semicolons, commas and newlines. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, never splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const day = (iso: string) => iso.replace(/-/g, '');

/** `20261129T142500Z` */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface PlanCalendarOptions {
  trackingNo: string;
  now: Date;
  /** The order's page, linked from every event. */
  url?: string | undefined;
}

/** The plan's days as an `.ics` calendar: pay, upload, approve, ship, arrive, needed by. */
export function planIcs(plan: OrderPlan, options: PlanCalendarOptions): string {
  const { trackingNo, now, url } = options;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Backlit Shop//Order deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(`Order ${trackingNo}`)}`,
  ];
  for (const row of planDeadlineRows(plan)) {
    const summary = `${row.label}: order ${trackingNo}${plan.show ? ` (${plan.show.name})` : ''}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${trackingNo}-${row.key}@backlit.shop`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${day(row.date)}`,
      // All-day events end on the day after their last (DTEND is exclusive).
      `DTEND;VALUE=DATE:${day(addCalendarDays(row.until ?? row.date, 1))}`,
      `SUMMARY:${text(summary)}`,
      `DESCRIPTION:${text(`${row.label} for order ${trackingNo}, by ${plan.method}${plan.rush ? ' with 2-Day Rush' : ''}.`)}`,
      ...(url ? [`URL:${url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function planIcsFilename(trackingNo: string): string {
  return `order-${trackingNo}-deadlines.ics`;
}
