import { describe, expect, it } from 'vitest';
import { CsvWriter, spreadsheetSafe, type CsvCell } from './csv';

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
