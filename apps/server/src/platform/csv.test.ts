import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(120.5)).toBe('120.5');
    expect(csvCell(null)).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 404-555-0134', "'+1 404-555-0134"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('escapes a cell that a spreadsheet would run as a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Engines, Inc.')).toBe('"Engines, Inc."');
    expect(csvCell('The "Frame"')).toBe('"The ""Frame"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('does not escape a formula character that is not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', null],
          ['x,y', 2],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",2\r\n');
  });
});
