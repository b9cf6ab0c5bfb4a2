import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** How a route's OpenAPI answer names a PDF download (the bytes are not JSON). */
export const PdfDownloadSchema = z.any().describe('application/pdf');

/** Sends a rendered PDF as a download under its own file name. */
export function sendPdfDownload(
  reply: FastifyReply,
  pdf: { filename: string; bytes: Uint8Array },
): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .type('application/pdf')
    .send(Buffer.from(pdf.bytes));
}
