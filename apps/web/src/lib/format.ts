/** The shop toolbar's count line, e.g. "Showing 1–6 of 100 item(s)". */
export function formatShowing(first: number, last: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 item(s)';
  return `Showing ${first}–${last} of ${total} item(s)`;
}
