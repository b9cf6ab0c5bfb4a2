/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells holding these must be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: text a spreadsheet could run as a formula gets a leading `'`, and a cell with a
 * quote, comma or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text: CRLF line ends (RFC 4180), a header row first. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
