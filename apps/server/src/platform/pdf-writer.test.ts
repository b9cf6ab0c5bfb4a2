import { SHOP_REMITTANCE } from '@backlit/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { MARGIN, PAGE, Writer } from './pdf-writer';

describe('a paragraph', () => {
  it('breaks between words so that no line runs past the right margin', async () => {
    const pdf = await PDFDocument.create();
    const writer = await Writer.standard(pdf);
    const x = MARGIN + 20;
    const top = writer.y;
    writer.paragraph(`${SHOP_REMITTANCE.bankTransfer}.`, x, 13);
    writer.paragraph('Short.', x, 13);

    const lines = await pdfText(await pdf.save());
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(PAGE.width - MARGIN - x);
    }
    // Every word kept, in order, and the writer moved below the lines it wrote.
    expect(lines.join(' ')).toBe(`${SHOP_REMITTANCE.bankTransfer}. Short.`);
    expect(writer.y).toBe(top - 13 * lines.length);
    // The account number stays whole on one line.
    const account = /account ([\d ]+)$/.exec(SHOP_REMITTANCE.bankTransfer)![1]!;
    expect(lines.some((line) => line.includes(account))).toBe(true);
  });
});
