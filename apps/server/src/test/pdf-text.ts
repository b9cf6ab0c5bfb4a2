import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFStream } from 'pdf-lib';

/**
 * The text a PDF drawn with pdf-lib's standard fonts shows, one string per `Tj`, page by page:
 * its content streams are inflated and the hex strings read as WinAnsi (latin1 but for a few).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    if (!contents) continue;
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref) as PDFStream;
      if (!(stream instanceof PDFRawStream)) continue;
      const content = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        texts.push(Buffer.from(match[1]!, 'hex').toString('latin1').replace(/\x85/g, '…'));
      }
    }
  }
  return texts;
}
