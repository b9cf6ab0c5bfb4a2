const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money lives in integer cents; shoppers read dollars with two decimals ("$1,234.50"). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** An API amount (dollars with two decimals), shown through cents like every other price. */
export function formatDollars(dollars: number): string {
  return formatUsd(Math.round(dollars * 100));
}

/** The shop toolbar's count line, e.g. "Showing 1–6 of 100 item(s)". */
export function formatShowing(first: number, last: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 item(s)';
  return `Showing ${first}–${last} of ${total} item(s)`;
}
