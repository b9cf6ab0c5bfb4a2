import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ApiErrorSchema,
  EditProductResponseSchema,
  IMAGE_WIDTHS,
  MessageResponseSchema,
  SaveProductResponseSchema,
  ViewProductsResponseSchema,
  imageVariant,
  type AdminProduct,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { storageDir } from '../../platform/storage';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import {
  createCategory,
  file,
  filesOf,
  image,
  nextSku,
  sendForm,
  storedFiles,
} from './products.fixtures';
import type { FormValue } from '../../test/multipart';

let app: App;
let staff: SignedIn;
let customer: SignedIn;
let frames: Awaited<ReturnType<typeof createCategory>>;
let banners: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
  frames = await createCategory(app, staff, 'Backlit Frames', ['Snap Frames', 'Light Boxes']);
  banners = await createCategory(app, staff, 'New Banners', ['Fabric']);
});
afterAll(() => app.close());

function fields(overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    name: 'Snap Frame A1',
    sku: nextSku('SF'),
    stock: '12',
    category_id: String(frames.id),
    sub_category_id: String(frames.subs[0]!.id),
    description: 'Aluminium snap frame with LED backlight.',
    sellingPrice: '249.99',
    originalPrice: '199.5',
    ...overrides,
  };
}

function expectInvalid(response: LightMyRequestResponse, keys: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const body = ApiErrorSchema.parse(response.json());
  expect(Object.keys(body.validation_errors ?? {}).sort()).toEqual([...keys].sort());
  return body.validation_errors!;
}

function saved(response: LightMyRequestResponse, message: string): AdminProduct {
  expect(response.statusCode, response.body).toBe(200);
  const body = SaveProductResponseSchema.parse(response.json());
  expect(body.message).toBe(message);
  return body.product;
}

const store = (form: [string, FormValue][] | Record<string, FormValue>) =>
  sendForm(app, staff, 'POST', '/api/store-product', form);
const update = (id: number, form: [string, FormValue][] | Record<string, FormValue>) =>
  sendForm(app, staff, 'PUT', `/api/update-product/${id}`, form);

async function createWithPhotos(count: number): Promise<AdminProduct> {
  const photos: [string, FormValue][] = [];
  for (let index = 0; index < count; index++) {
    const data = await image('png', { width: 300 + index, height: 200 });
    photos.push([index === 0 ? 'image' : `additional_images[${index - 1}]`, file(data)]);
  }
  return saved(
    await store([...Object.entries(fields()), ...photos]),
    'Product saved successfully.',
  );
}

describe('POST /api/store-product', () => {
  it('creates a product from a multipart form, prices in dollars, with a slug', async () => {
    const product = saved(
      await store(fields({ name: 'Slim Frame 24x36' })),
      'Product saved successfully.',
    );
    expect(product).toMatchObject({
      name: 'Slim Frame 24x36',
      slug: 'slim-frame-24x36',
      stock: 12,
      category_id: frames.id,
      sub_category_id: frames.subs[0]!.id,
      sellingPrice: 249.99,
      originalPrice: 199.5,
      image: null,
      additional_images: [],
      print_width_mm: null,
      units_sold: 0,
      category: { id: frames.id, name: 'Backlit Frames', path: 'BacklitFrames' },
      subCategory: { id: frames.subs[0]!.id, nameSubCategory: 'Snap Frames', path: 'SnapFrames' },
    });
  });

  it('accepts a JSON body too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/store-product',
      headers: bearer(staff.token),
      payload: {
        ...fields({ stock: 3, originalPrice: 10 }),
        print_width_mm: 600,
        print_height_mm: 900,
      },
    });
    const product = saved(response, 'Product saved successfully.');
    expect(product).toMatchObject({
      stock: 3,
      originalPrice: 10,
      print_width_mm: 600,
      print_height_mm: 900,
    });
  });

  it('gives a clashing name the next free slug', async () => {
    const first = saved(
      await store(fields({ name: 'Poster Rail' })),
      'Product saved successfully.',
    );
    const second = saved(
      await store(fields({ name: 'poster rail!' })),
      'Product saved successfully.',
    );
    const third = saved(
      await store(fields({ name: 'Poster  Rail' })),
      'Product saved successfully.',
    );
    expect([first.slug, second.slug, third.slug]).toEqual([
      'poster-rail',
      'poster-rail-2',
      'poster-rail-3',
    ]);
  });

  it('stores the photos: variants and the original, without metadata', async () => {
    const before = await storedFiles(app);
    const main = await image('jpeg', { width: 2000, height: 1000, exif: true });
    const extra = await image('webp', { width: 500, height: 500 });
    const product = saved(
      await store([
        ...Object.entries(fields()),
        ['image', file(main, 'main.jpg', 'image/jpeg')],
        ['additional_images[0]', file(extra, 'extra.webp', 'image/webp')],
      ]),
      'Product saved successfully.',
    );
    expect(product.image).toMatch(/^products\/[0-9a-f]{24}-800\.webp$/);
    expect(product.additional_images).toEqual([expect.stringMatching(/-800\.webp$/)]);

    const files = await storedFiles(app);
    expect(files.length - before.length).toBe(8);
    const mainFiles = filesOf(files, product.image!);
    const id = product.image!.replace(/-800\.webp$/, '');
    expect(mainFiles).toEqual(
      [...IMAGE_WIDTHS.map((width) => `${id}-${width}.webp`), `${id}-original.jpg`].sort(),
    );
    const root = storageDir(app.config.dataDir);
    const original = await sharp(await readFile(path.join(root, `${id}-original.jpg`))).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
    expect(original.exif).toBeUndefined();
    for (const width of IMAGE_WIDTHS) {
      const variant = await sharp(
        await readFile(path.join(root, imageVariant(product.image!, width))),
      ).metadata();
      expect(variant).toMatchObject({ format: 'webp', width });
      expect(variant.exif).toBeUndefined();
    }
    // Never enlarged: the 500 px photo stays 500 px in its 800 and 1600 variants.
    const small = await readFile(
      path.join(root, imageVariant(product.additional_images[0]!, 1600)),
    );
    expect((await sharp(small).metadata()).width).toBe(500);
    expect(filesOf(files, product.additional_images[0]!)).toContain(
      product.additional_images[0]!.replace('-800.webp', '-original.webp'),
    );

    const served = await app.inject({ method: 'GET', url: `/storage/${product.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('makes the first additional photo the main one when no main photo is sent', async () => {
    const data = await image();
    const product = saved(
      await store([...Object.entries(fields()), ['additional_images[0]', file(data)]]),
      'Product saved successfully.',
    );
    expect(product.image).toMatch(/-800\.webp$/);
    expect(product.additional_images).toEqual([]);
  });

  it('reports every missing field at once', async () => {
    const errors = expectInvalid(await store([['description', 'x']]), [
      'name',
      'sku',
      'stock',
      'category_id',
      'originalPrice',
    ]);
    expect(errors.name).toEqual(['The product name is required.']);
  });

  it('refuses wrong types and bad values, all in one 422', async () => {
    const errors = expectInvalid(
      await store(
        fields({
          stock: 'many',
          originalPrice: '-5',
          sellingPrice: '1.999',
          sku: 'bad sku!',
          print_width_mm: '500',
        }),
      ),
      ['stock', 'originalPrice', 'sellingPrice', 'sku', 'print_height_mm'],
    );
    expect(errors.stock).toEqual(['The stock must be a whole number.']);
    expect(errors.sellingPrice).toEqual([
      'The compare-at price must be an amount in dollars with at most two decimals.',
    ]);
  });

  it('refuses a zero price and three decimals', async () => {
    expectInvalid(await store(fields({ originalPrice: '0' })), ['originalPrice']);
    expectInvalid(await store(fields({ originalPrice: '10.125' })), ['originalPrice']);
  });

  it('refuses an unknown category and a sub-category of another category', async () => {
    const unknown = expectInvalid(
      await store(fields({ category_id: '999999', sub_category_id: '' })),
      ['category_id'],
    );
    expect(unknown.category_id).toEqual(['This category does not exist.']);
    const foreign = expectInvalid(
      await store(fields({ sub_category_id: String(banners.subs[0]!.id) })),
      ['sub_category_id'],
    );
    expect(foreign.sub_category_id).toEqual(['This sub-category does not belong to the category.']);
    expectInvalid(await store(fields({ sub_category_id: '999999' })), ['sub_category_id']);
  });

  it('refuses a SKU already used, ignoring case, together with other problems', async () => {
    const sku = nextSku('Dup');
    saved(await store(fields({ sku })), 'Product saved successfully.');
    const errors = expectInvalid(await store(fields({ sku: sku.toLowerCase(), stock: '-1' })), [
      'sku',
      'stock',
    ]);
    expect(errors.sku).toEqual(['This SKU is already used by another product.']);
  });

  it('reports a SKU taken by a concurrent create', async () => {
    const sku = nextSku('Race');
    const responses = await Promise.all([
      store(fields({ sku })),
      store(fields({ sku: sku.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = responses.find((r) => r.statusCode === 422)!;
    expectInvalid(refused, ['sku']);
  });

  describe('refused photos, nothing stored', () => {
    let before: string[];
    beforeAll(async () => {
      before = await storedFiles(app);
    });

    it('refuses a text file named .png', async () => {
      const errors = expectInvalid(
        await store([
          ...Object.entries(fields()),
          ['image', file(Buffer.from('just some text, not an image'), 'photo.png')],
        ]),
        ['image'],
      );
      expect(errors.image).toEqual(['The image must be a JPEG, PNG or WebP file.']);
    });

    it('refuses a GIF, and a truncated JPEG', async () => {
      const gif = await sharp({
        create: { width: 10, height: 10, channels: 3, background: 'red' },
      })
        .gif()
        .toBuffer();
      const jpeg = (await image('jpeg')).subarray(0, 400);
      expectInvalid(
        await store([
          ...Object.entries(fields()),
          ['image', file(await image())],
          ['additional_images[0]', file(gif, 'a.gif', 'image/gif')],
          ['additional_images[1]', file(jpeg, 'b.jpg', 'image/jpeg')],
        ]),
        ['additional_images.0', 'additional_images.1'],
      );
    });

    it('refuses an image over 40 megapixels', async () => {
      const huge = await image('png', { width: 8000, height: 6000 });
      const errors = expectInvalid(
        await store([...Object.entries(fields()), ['additional_images[0]', file(huge)]]),
        ['additional_images.0'],
      );
      expect(errors['additional_images.0']).toEqual([
        'The image may not have more than 40 megapixels.',
      ]);
    });

    it('refuses a file over 10 MB on its field', async () => {
      const big = randomBytes(10 * 1024 * 1024 + 1);
      const errors = expectInvalid(
        await store([...Object.entries(fields({ stock: 'x' })), ['image', file(big)]]),
        ['image', 'stock'],
      );
      expect(errors.image).toEqual(['The image may not be larger than 10 MB.']);
    });

    it('refuses more than 8 photos', async () => {
      const data = await image('png', { width: 50, height: 50 });
      const photos: [string, FormValue][] = [['image', file(data)]];
      for (let index = 0; index < 8; index++)
        photos.push([`additional_images[${index}]`, file(data)]);
      const errors = expectInvalid(await store([...Object.entries(fields()), ...photos]), [
        'additional_images',
      ]);
      expect(errors.additional_images).toEqual(['A product may have at most 8 photos.']);
    });

    it('stores no photo of a request refused for its fields', async () => {
      expectInvalid(
        await store([
          ...Object.entries(fields({ originalPrice: '' })),
          ['image', file(await image())],
        ]),
        ['originalPrice'],
      );
      expect(await storedFiles(app)).toEqual(before);
    });
  });

  it('is for staff only', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/store-product',
      payload: fields(),
    });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await sendForm(app, customer, 'POST', '/api/store-product', fields());
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('PUT /api/update-product/:id', () => {
  it('updates the fields and keeps the slug', async () => {
    const product = saved(
      await store(fields({ name: 'Wall Light Box' })),
      'Product saved successfully.',
    );
    const updated = saved(
      await update(
        product.id,
        fields({
          name: 'Wall Light Box XL',
          sku: product.sku,
          originalPrice: '300',
          sellingPrice: '',
        }),
      ),
      'Product updated successfully.',
    );
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Wall Light Box XL',
      slug: 'wall-light-box',
      originalPrice: 300,
      sellingPrice: null,
    });
    // Its own SKU is not a clash, in another case neither.
    saved(
      await update(product.id, fields({ sku: product.sku.toLowerCase() })),
      'Product updated successfully.',
    );
  });

  it('replaces the main photo and removes its files', async () => {
    const product = await createWithPhotos(2);
    const replacement = await image('png', { width: 640, height: 480 });
    const updated = saved(
      await update(product.id, [
        ...Object.entries(fields({ sku: product.sku })),
        ['image', file(replacement)],
      ]),
      'Product updated successfully.',
    );
    expect(updated.image).not.toBe(product.image);
    expect(updated.additional_images).toEqual(product.additional_images);
    const files = await storedFiles(app);
    expect(filesOf(files, product.image!)).toEqual([]);
    expect(filesOf(files, updated.image!)).toHaveLength(4);
  });

  it('removes photos named in remove_images; the first additional becomes main', async () => {
    const product = await createWithPhotos(3);
    const newExtra = await image('webp', { width: 700, height: 300 });
    const updated = saved(
      await update(product.id, [
        ...Object.entries(fields({ sku: product.sku })),
        ['remove_images[0]', product.image!],
        ['additional_images[0]', file(newExtra, 'x.webp', 'image/webp')],
      ]),
      'Product updated successfully.',
    );
    expect(updated.image).toBe(product.additional_images[0]);
    expect(updated.additional_images).toEqual([product.additional_images[1], expect.any(String)]);
    const files = await storedFiles(app);
    expect(filesOf(files, product.image!)).toEqual([]);
    expect(filesOf(files, updated.additional_images[1]!)).toHaveLength(4);
  });

  it('refuses remove_images that are not its photos, and too many photos in total', async () => {
    const product = await createWithPhotos(7);
    const other = await createWithPhotos(1);
    const before = await storedFiles(app);
    const data = await image('png', { width: 40, height: 40 });
    const errors = expectInvalid(
      await update(product.id, [
        ...Object.entries(fields({ sku: product.sku })),
        ['remove_images[0]', other.image!],
        ['remove_images[1]', '../../etc/passwd'],
        ['additional_images[0]', file(data)],
        ['additional_images[1]', file(data)],
      ]),
      ['remove_images.0', 'remove_images.1', 'additional_images'],
    );
    expect(errors['remove_images.0']).toEqual(["This photo is not one of this product's photos."]);
    expect(await storedFiles(app)).toEqual(before);
    // Removing one makes room for one.
    const updated = saved(
      await update(product.id, [
        ...Object.entries(fields({ sku: product.sku })),
        ['remove_images[0]', product.additional_images[0]!],
        ['additional_images[0]', file(data)],
      ]),
      'Product updated successfully.',
    );
    expect(updated.additional_images).toHaveLength(6);
  });

  it('answers 404 for an unknown product, 422 for a bad id', async () => {
    const missing = await update(999999, fields());
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(missing.json()).message).toBe('Product not found.');
    expect((await update(0, fields())).statusCode).toBe(422);
  });
});

describe('GET /api/view-products and /api/edit-product/:id', () => {
  it('lists newest first with the total, and searches', async () => {
    const marker = `Zebra${Date.now()}`;
    const a = saved(await store(fields({ name: `${marker} one` })), 'Product saved successfully.');
    const b = saved(await store(fields({ name: `${marker} two` })), 'Product saved successfully.');
    const response = await app.inject({
      method: 'GET',
      url: `/api/view-products?q=${marker}&per_page=10`,
      headers: bearer(staff.token),
    });
    const body = ViewProductsResponseSchema.parse(response.json());
    expect(body.total).toBe(2);
    expect(body.products.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(body).toMatchObject({ page: 1, per_page: 10 });

    const all = ViewProductsResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/view-products', headers: bearer(staff.token) })
      ).json(),
    );
    expect(all.per_page).toBe(50);
    expect(all.total).toBeGreaterThanOrEqual(all.products.length);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/view-products?per_page=101',
      headers: bearer(staff.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers one product, or 404', async () => {
    const product = saved(await store(fields()), 'Product saved successfully.');
    const response = await app.inject({
      method: 'GET',
      url: `/api/edit-product/${product.id}`,
      headers: bearer(staff.token),
    });
    expect(EditProductResponseSchema.parse(response.json()).product).toEqual(product);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/edit-product/999999',
      headers: bearer(staff.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(missing.json())).toMatchObject({
      status: 404,
      message: 'Product not found.',
    });
  });
});

describe('DELETE /api/delete-product/:id', () => {
  it('deletes the product and its photos', async () => {
    const product = await createWithPhotos(2);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/delete-product/${product.id}`,
      headers: bearer(staff.token),
    });
    expect(MessageResponseSchema.parse(response.json())).toEqual({
      status: 200,
      message: 'Product deleted successfully.',
    });
    const files = await storedFiles(app);
    expect(filesOf(files, product.image!)).toEqual([]);
    expect(filesOf(files, product.additional_images[0]!)).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/delete-product/${product.id}`,
      headers: bearer(staff.token),
    });
    expect(again.statusCode).toBe(404);
  });
});
