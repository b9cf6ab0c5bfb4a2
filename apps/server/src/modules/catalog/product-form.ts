import { DESCRIPTION_MAX, IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@backlit/domain';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { invalidData } from '../../platform/errors';
import { controlCharacterError } from '../../platform/input-guard';

/** An uploaded photo, keyed as the client named it (`image`, `additional_images.2`). */
export interface UploadedFile {
  field: string;
  data: Buffer;
  /** Cut off at IMAGE_MAX_BYTES: refused without looking at it. */
  tooLarge: boolean;
}

/** The product form before validation: text fields (arrays for `remove_images`) and files. */
export interface ProductForm {
  fields: Record<string, unknown>;
  image?: UploadedFile;
  additionalImages: UploadedFile[];
}

export const TOO_MANY_PHOTOS = `A product may have at most ${PRODUCT_IMAGES_MAX} photos.`;
const FIELD_TOO_LONG = 'This field is too long.';

/** @fastify/multipart limits for the product form: a few text fields and the photos. */
export const PRODUCT_FORM_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: PRODUCT_IMAGES_MAX,
  fields: 40,
  // Room for the longest description in 4-byte characters.
  fieldSize: DESCRIPTION_MAX * 4 + 1024,
  fieldNameSize: 100,
  parts: PRODUCT_IMAGES_MAX + 40,
};

const LIST_FIELD = /^(additional_images|remove_images)(?:\[(\d{0,3})\])?$/;

/**
 * Reads the product form: multipart (text fields, `image`, `additional_images[n]`,
 * `remove_images[n]`) or a JSON object for API clients (no files). Refused files and limits
 * become 422s on the field concerned.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
    return { fields, additionalImages: [] };
  }

  const fields: Record<string, unknown> = {};
  const removeImages: { index: number; value: string }[] = [];
  const additionalImages: (UploadedFile & { index: number })[] = [];
  let image: UploadedFile | undefined;
  const problems: Record<string, string[]> = {};

  try {
    for await (const part of request.parts({ limits: PRODUCT_FORM_LIMITS })) {
      const list = LIST_FIELD.exec(part.fieldname);
      if (part.type === 'file') {
        const data = await part.toBuffer();
        const tooLarge = part.file.truncated;
        if (part.fieldname === 'image') {
          image = { field: 'image', data, tooLarge };
        } else if (list?.[1] === 'additional_images') {
          const index = list[2] ? Number(list[2]) : additionalImages.length;
          additionalImages.push({ field: `additional_images.${index}`, data, tooLarge, index });
        }
        // Other files are read (to reach the next part) and ignored.
        continue;
      }
      if (part.valueTruncated) (problems[part.fieldname] ??= []).push(FIELD_TOO_LONG);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (list?.[1] === 'remove_images') {
        removeImages.push({ index: list[2] ? Number(list[2]) : removeImages.length, value });
      } else {
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalidData({ additional_images: [TOO_MANY_PHOTOS] });
    }
    if (code === 'FST_FIELDS_LIMIT') throw invalidData({ body: ['The form has too many fields.'] });
    throw error;
  }
  if (Object.keys(problems).length > 0) throw invalidData(problems);
  const garbled = controlCharacterError([
    { value: { ...fields, remove_images: removeImages.map((entry) => entry.value) }, root: 'body' },
  ]);
  if (garbled) throw garbled;

  if (removeImages.length > 0) {
    fields.remove_images = removeImages.sort((a, b) => a.index - b.index).map((r) => r.value);
  }
  additionalImages.sort((a, b) => a.index - b.index);
  return {
    fields,
    ...(image ? { image } : {}),
    additionalImages: additionalImages.map(({ field, data, tooLarge }) => ({
      field,
      data,
      tooLarge,
    })),
  };
}
