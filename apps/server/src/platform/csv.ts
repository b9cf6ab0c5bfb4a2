import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet could run as a formula gets a leading `'`; other text is left as it is. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number | null;

const OPTIONS = {
  record_delimiter: 'windows',
  // The library quotes cells with its own line end (CRLF) but not a lone CR or LF.
  quoted_match: /[\r\n]/,
  cast: { string: spreadsheetSafe },
} as const;

/**
 * A CSV file written a batch of rows at a time, each batch one piece of text: a byte-order mark
 * so spreadsheets read it as UTF-8 and the header row before the first, CRLF line ends, cells
 * quoted with their quotes doubled when they hold a quote, comma or line break (RFC 4180), text
 * cells safe from formulas. A file of any length costs the memory of one batch, and its answer
 * is written in pieces of a batch, not of a row.
 */
export class CsvWriter {
  private started = false;

  constructor(private readonly header: readonly string[]) {}

  /** The CSV text of these rows (arrays of cells in the header's order). */
  batch(rows: CsvCell[][]): string {
    const first = !this.started;
    this.started = true;
    return stringify(rows, {
      ...OPTIONS,
      bom: first,
      header: first,
      columns: [...this.header],
    });
  }
}
