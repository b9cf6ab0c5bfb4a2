import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ValidationErrors } from '@backlit/domain';
import { invalidData } from './errors';
import { controlCharacterError } from './input-guard';

/** A file sent with a form: its bytes, and whether the size limit cut it off. */
export interface FormFile {
  data: Buffer;
  tooLarge: boolean;
}

/** @fastify/multipart's limits for a form of a few short text fields and one file. */
export function oneFileFormLimits(fileSize: number, fields: number) {
  return { fileSize, files: 1, fields, fieldSize: 1024, fieldNameSize: 100, parts: fields + 1 };
}

/**
 * Reads a multipart form of text fields and one file named `fileField` (an empty file counts as
 * none; other files are read past and dropped). Too many parts, and control characters in the
 * text, are 422s; checking the fields and the file is the caller's.
 */
export async function readOneFileForm(
  request: FastifyRequest,
  fileField: string,
  limits: ReturnType<typeof oneFileFormLimits>,
): Promise<{ values: Record<string, string>; file: FormFile | undefined }> {
  const values: Record<string, string> = {};
  let file: FormFile | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0) {
          file = { data, tooLarge: part.file.truncated };
        }
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
  return { values, file };
}

/** A schema's failures keyed by the field they concern, as the API answers them. */
export function problemsByField(
  issues: readonly { path: PropertyKey[]; message: string }[],
): ValidationErrors {
  const problems: ValidationErrors = {};
  for (const issue of issues)
    (problems[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  return problems;
}
