/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a cell need quotes (RFC 4180): a quote, a comma or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/** Text a spreadsheet could run as a formula gets a leading `'`; other text is left as it is. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = spreadsheetSafe(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file written a batch of rows at a time, each batch one piece of text: a byte-order mark
 * so spreadsheets read it as UTF-8 and the header row before the first, CRLF line ends, cells
 * quoted with their quotes doubled when they hold a quote, comma or line break (RFC 4180), text
 * cells safe from formulas. A file of any length costs the memory of one batch.
 *
 * Written here rather than with csv-stringify: the rules above are the whole of it, and the
 * library's general path (options and casts looked up for every cell) took four times as long
 * for the back-office's export of 100,000 orders (315 ms against 79 ms), most of its budget.
 */
export class CsvWriter {
  private started = false;

  constructor(private readonly header: readonly string[]) {}

  /** The CSV text of these rows (arrays of cells in the header's order). */
  batch(rows: readonly (readonly CsvCell[])[]): string {
    let text = '';
    if (!this.started) {
      this.started = true;
      text = `\uFEFF${this.header.map(cell).join(',')}\r\n`;
    }
    for (const row of rows) text += `${row.map(cell).join(',')}\r\n`;
    return text;
  }
}
