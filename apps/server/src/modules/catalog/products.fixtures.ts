import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { EditCategoryResponseSchema, type CategoryInput } from '@backlit/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../app';
import { storageDir } from '../../platform/storage';
import { bearer, type SignedIn } from '../../test/accounts';
import { multipart, type FormValue } from '../../test/multipart';

/** Test helpers of the product calls: forms, real images, files on disk. */

export function sendForm(
  app: App,
  account: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  fields: [string, FormValue][] | Record<string, FormValue>,
) {
  const list = Array.isArray(fields) ? fields : Object.entries(fields);
  return multipart(list).then(({ payload, headers }) =>
    app.inject({ method, url, payload, headers: { ...headers, ...bearer(account.token) } }),
  );
}

/** A real image of this format, optionally carrying EXIF. */
export function image(
  format: 'png' | 'jpeg' | 'webp' = 'png',
  { width = 1200, height = 900, exif = false } = {},
): Promise<Buffer> {
  let pipeline = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  });
  if (exif) {
    pipeline = pipeline.withExif({ IFD0: { Copyright: 'Secret Studio', Artist: 'Jane Doe' } });
  }
  return pipeline.toFormat(format).toBuffer();
}

export const file = (data: Buffer, name = 'photo.png', type = 'image/png') => ({
  file: data,
  name,
  type,
});

/** Every stored file, relative to the storage root, sorted. */
export async function storedFiles(app: App): Promise<string[]> {
  const root = path.join(storageDir(app.config.dataDir), 'products');
  try {
    return (await readdir(root)).map((name) => `products/${name}`).sort();
  } catch {
    return [];
  }
}

/** The files a stored photo consists of (its variants and original). */
export function filesOf(files: string[], photo: string): string[] {
  const id = photo.replace(/-800\.webp$/, '');
  return files.filter((name) => name.startsWith(`${id}-`));
}

let counter = 0;

/** Creates a category with these sub-categories; answers it with their ids. */
export async function createCategory(
  app: App,
  staff: SignedIn,
  name = `Category ${++counter}`,
  subNames: string[] = [],
) {
  const input: CategoryInput = {
    name,
    subCategories: subNames.map((nameSubCategory) => ({ nameSubCategory })),
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/store-category',
    headers: bearer(staff.token),
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(200);
  const list = await app.inject({
    method: 'GET',
    url: '/api/view-category',
    headers: bearer(staff.token),
  });
  const found = (list.json() as { categories: { id: number; name: string }[] }).categories.find(
    (category) => category.name === name,
  )!;
  const edit = await app.inject({
    method: 'GET',
    url: `/api/edit-category/${found.id}`,
    headers: bearer(staff.token),
  });
  const category = EditCategoryResponseSchema.parse(edit.json()).category;
  return {
    id: category.id,
    name: category.name,
    subs: category.sub_categories.map((sub) => ({ id: sub.id, name: sub.nameSubCategory })),
  };
}

let skuCounter = 0;
/**
 * A SKU nobody has used yet in this process. Its count follows a letter ('n17') so the search
 * reads it as one word: a bare number, or the time, would be found by a search for its digits.
 */
export const nextSku = (prefix = 'SKU') => `${prefix}-n${++skuCounter}`;
