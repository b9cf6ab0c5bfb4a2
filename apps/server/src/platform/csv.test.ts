import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { CrlfRows, csvHead, CsvWriter, spreadsheetSafe, type CsvCell } from './csv';

/** The CSV text of `rows` under a two-column header, byte-order mark removed. */
function csv(rows: CsvCell[][]): string {
  const written = new CsvWriter(['a', 'b']).batch(rows);
  expect(written.startsWith('\uFEFF')).toBe(true);
  return written.slice(1);
}

describe('spreadsheetSafe', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1 404-555-0134', "'+1 404-555-0134"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('escapes text that a spreadsheet would run as a formula: %j', (value, expected) => {
    expect(spreadsheetSafe(value)).toBe(expected);
  });

  it('leaves other text as it is, formula characters included when not first', () => {
    expect(spreadsheetSafe('Ada Lovelace')).toBe('Ada Lovelace');
    expect(spreadsheetSafe('a=b')).toBe('a=b');
  });
});

describe('CsvWriter', () => {
  it('writes a header and rows with CRLF line ends; null is an empty cell', () => {
    expect(
      csv([
        ['1', null],
        ['x,y', 2],
      ]),
    ).toBe('a,b\r\n1,\r\n"x,y",2\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csv([['The "Frame"', 'two\nlines']])).toBe('a,b\r\n"The ""Frame""","two\nlines"\r\n');
    expect(csv([['one\rline', 'Engines, Inc.']])).toBe('a,b\r\n"one\rline","Engines, Inc."\r\n');
  });

  it('writes the mark and the header before the first batch only', () => {
    const writer = new CsvWriter(['a', 'b']);
    expect(writer.batch([])).toBe('\uFEFFa,b\r\n');
    expect(writer.batch([['1', '2']])).toBe('1,2\r\n');
    expect(
      writer.batch([
        ['3', '4'],
        ['5', null],
      ]),
    ).toBe('3,4\r\n5,\r\n');
  });

  it('neutralises formulas, quoting them when they need it', () => {
    expect(csv([['=HYPERLINK("http://evil.example","x")', '+1 404']])).toBe(
      `a,b\r\n"'=HYPERLINK(""http://evil.example"",""x"")",'+1 404\r\n`,
    );
  });
});

describe('CrlfRows', () => {
  /** What CrlfRows makes of these chunks of LF-ended CSV, after the head "h". */
  async function crlf(chunks: string[]): Promise<string> {
    return text(
      Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(new CrlfRows('h\r\n')),
    );
  }

  // PostgreSQL's CSV of three rows: one with a line break and a doubled quote in a quoted cell.
  const lf = 'a,"two\nlines, ""quoted""\n"\nb,Zoë\n"\r\n",\n';
  const expected = 'h\r\na,"two\nlines, ""quoted""\n"\r\nb,Zoë\r\n"\r\n",\r\n';

  it('ends rows with CRLF after the head, leaving line breaks inside quoted cells', async () => {
    expect(await crlf([lf])).toBe(expected);
  });

  it('reads quotes across chunks, wherever the text is cut', async () => {
    const bytes = Buffer.from(lf);
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const out = await text(Readable.from(chunks).pipe(new CrlfRows('h\r\n')));
      expect(out, `cut at ${cut}`).toBe(expected);
    }
  });

  it('writes the head alone when there are no rows', async () => {
    expect(await crlf([])).toBe('h\r\n');
  });

  it('gives the CsvWriter head', () => {
    expect(csvHead(['a', 'b,c'])).toBe(new CsvWriter(['a', 'b,c']).batch([]));
  });
});
