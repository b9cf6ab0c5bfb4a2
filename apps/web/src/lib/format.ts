/** The shop toolbar's count line, e.g. "Showing 1–6 of 100 item(s)". */
export function formatShowing(first: number, last: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 item(s)';
  return `Showing ${first}–${last} of ${total} item(s)`;
}

/** Dates as the shop writes them for people, e.g. "Nov 25, 2026" and "Nov 25, 2026, 3:01 PM". */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A delivery window of YYYY-MM-DD days as people read it: "Tue, Dec 8 – Thu, Dec 10". */
export function formatDeliveryWindow(from: string, to: string): string {
  const day = (iso: string) => DAY_FORMAT.format(new Date(`${iso}T00:00:00Z`));
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
