/** The shop toolbar's count line, e.g. "Showing 1–6 of 100 item(s)". */
export function formatShowing(first: number, last: number, total: number): string {
  if (total === 0) return 'No products';
  if (total === 1) return '1 product';
  if (first === 1 && last === total) return `${total} products`;
  return `Showing ${first}–${last} of ${total} products`;
}

/**
 * A date format made on its first use: making one loads the locale's data, a cost on the main
 * thread that a page showing no date (a product list) should not pay while it starts.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(date);
}

/** Dates as the shop writes them for people, e.g. "Nov 25, 2026" and "Nov 25, 2026, 3:01 PM". */
const mediumDate = dateFormat({ dateStyle: 'medium' });
const mediumDateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => mediumDate(new Date(iso));
export const formatDateTime = (iso: string) => mediumDateTime(new Date(iso));

const shortDay = dateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day as people read it: "Tue, Dec 8". */
export const formatDay = (iso: string) => shortDay(new Date(`${iso}T00:00:00Z`));

const mediumDay = dateFormat({ dateStyle: 'medium', timeZone: 'UTC' });

/** A YYYY-MM-DD day as the back-office writes dates: "Dec 8, 2026". */
export const formatMediumDay = (iso: string) => mediumDay(new Date(`${iso}T00:00:00Z`));

/** A delivery window of YYYY-MM-DD days as people read it: "Tue, Dec 8 – Thu, Dec 10". */
export function formatDeliveryWindow(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}
