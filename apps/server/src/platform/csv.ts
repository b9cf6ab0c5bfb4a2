import { stringify, type Stringifier } from 'csv-stringify';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet could run as a formula gets a leading `'`; other text is left as it is. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number | null;

/**
 * A stream that turns rows (arrays of cells, in `header`'s order) into CSV: a byte-order mark so
 * spreadsheets read it as UTF-8, the header row, CRLF line ends and cells quoted with their quotes
 * doubled when they hold a quote, comma or line break (RFC 4180), and text cells safe from
 * formulas. Rows are written as they come, so a file of any length costs the memory of a few rows.
 */
export function csvStream(header: readonly string[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: 'windows',
    // The library quotes cells with its own line end (CRLF) but not a lone CR or LF.
    quoted_match: /[\r\n]/,
    cast: { string: spreadsheetSafe },
  });
}
