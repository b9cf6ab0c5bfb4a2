import {
  TAX_CERTIFICATE_MAX_BYTES,
  TAX_CERTIFICATE_MESSAGES,
  TaxCertificateFieldsSchema,
  type TaxCertificateFields,
} from '@backlit/domain';
import type { FastifyRequest } from 'fastify';
import { invalidData } from '../../platform/errors';
import { oneFileFormLimits, problemsByField, readOneFileForm } from '../../platform/one-file-form';

/** @fastify/multipart limits for the certificate form: five short fields and one PDF. */
export const CERTIFICATE_FORM_LIMITS = oneFileFormLimits(TAX_CERTIFICATE_MAX_BYTES, 10);

/** How far in a PDF may start: some writers put a few bytes before the `%PDF-` header. */
const PDF_HEADER_WITHIN = 1024;

/** Whether the bytes are a PDF, judged by its header rather than by the name or stated type. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, PDF_HEADER_WITHIN).includes('%PDF-', 0, 'latin1');
}

/**
 * Reads the upload form (multipart: `form`, `number`, `country`, `state`, `expires_on` and the
 * `file`): the fields checked by the contract's schema, the file a PDF within the size limit.
 * Every problem is a 422 on its field.
 */
export async function readCertificateForm(
  request: FastifyRequest,
): Promise<{ fields: TaxCertificateFields; pdf: Buffer }> {
  if (!request.isMultipart()) {
    throw invalidData({ file: [TAX_CERTIFICATE_MESSAGES.fileRequired] });
  }
  const { values, file } = await readOneFileForm(request, 'file', CERTIFICATE_FORM_LIMITS);
  const parsed = TaxCertificateFieldsSchema.safeParse(values);
  const problems = parsed.success ? {} : problemsByField(parsed.error.issues);
  if (!file) problems.file = [TAX_CERTIFICATE_MESSAGES.fileRequired];
  else if (file.tooLarge) problems.file = [TAX_CERTIFICATE_MESSAGES.tooLarge];
  else if (!isPdf(file.data)) problems.file = [TAX_CERTIFICATE_MESSAGES.notPdf];
  if (!parsed.success || Object.keys(problems).length > 0) throw invalidData(problems);
  return { fields: parsed.data, pdf: file!.data };
}
