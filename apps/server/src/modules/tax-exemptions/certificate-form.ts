import {
  TAX_CERTIFICATE_MAX_BYTES,
  TAX_CERTIFICATE_MESSAGES,
  TaxCertificateFieldsSchema,
  type TaxCertificateFields,
} from '@backlit/domain';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { invalidData } from '../../platform/errors';
import { controlCharacterError } from '../../platform/input-guard';

/** @fastify/multipart limits for the certificate form: five short fields and one PDF. */
export const CERTIFICATE_FORM_LIMITS = {
  fileSize: TAX_CERTIFICATE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 11,
};

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
  const values: Record<string, string> = {};
  let file: { data: Buffer; tooLarge: boolean } | undefined;
  try {
    for await (const part of request.parts({ limits: CERTIFICATE_FORM_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data, tooLarge: part.file.truncated };
        continue;
      }
      values[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalidData({ body: ['The form has too many fields or files.'] });
    }
    throw error;
  }
  const garbled = controlCharacterError([{ value: values, root: 'body' }]);
  if (garbled) throw garbled;
  const parsed = TaxCertificateFieldsSchema.safeParse(values);
  const problems: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      (problems[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
    }
  }
  if (!file || file.data.length === 0) problems.file = [TAX_CERTIFICATE_MESSAGES.fileRequired];
  else if (file.tooLarge) problems.file = [TAX_CERTIFICATE_MESSAGES.tooLarge];
  else if (!isPdf(file.data)) problems.file = [TAX_CERTIFICATE_MESSAGES.notPdf];
  if (!parsed.success || Object.keys(problems).length > 0) throw invalidData(problems);
  return { fields: parsed.data, pdf: file!.data };
}
