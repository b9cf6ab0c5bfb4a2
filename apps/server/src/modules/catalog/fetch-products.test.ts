import {
  ApiErrorSchema,
  FetchProductsResponseSchema,
  ProductDetailResponseSchema,
  PublicCategoriesResponseSchema,
  SaveProductResponseSchema,
  type AdminProduct,
  type ProductSort,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { products } from '../../db/schema';
import { bearer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, nextSku } from './products.fixtures';

let app: App;
let staff: SignedIn;
let frames: Awaited<ReturnType<typeof createCategory>>;
let parts: Awaited<ReturnType<typeof createCategory>>;
const made: AdminProduct[] = [];

async function create(values: Record<string, unknown>): Promise<AdminProduct> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/store-product',
    headers: bearer(staff.token),
    payload: { sku: nextSku('F'), stock: 5, description: '', ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
  const product = SaveProductResponseSchema.parse(response.json()).product;
  made.push(product);
  return product;
}

async function fetchProducts(path: string) {
  const response = await app.inject({ method: 'GET', url: `/api/fetchProducts/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return FetchProductsResponseSchema.parse(response.json()).product_data;
}

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  frames = await createCategory(app, staff, 'Backlit Frames', ['Snap Frames', 'Light Boxes']);
  parts = await createCategory(app, staff, 'Spare Parts & Tools', ['LED Strips', 'Snap Frames']);
  const [snap, boxes] = frames.subs;
  const [leds, partsSnap] = parts.subs;
  await create({
    name: 'Snap Frame A1',
    category_id: frames.id,
    sub_category_id: snap!.id,
    originalPrice: '120',
    description: 'Silver aluminium profile',
  });
  await create({
    name: 'Snap Frame A0',
    category_id: frames.id,
    sub_category_id: snap!.id,
    originalPrice: '180.5',
  });
  await create({
    name: 'Light Box 100%',
    category_id: frames.id,
    sub_category_id: boxes!.id,
    originalPrice: '99.99',
    sku: 'LB_100',
  });
  await create({ name: 'Wall Box', category_id: frames.id, originalPrice: '150' });
  await create({
    name: 'LED Strip 1 m',
    category_id: parts.id,
    sub_category_id: leds!.id,
    originalPrice: '15',
    description: 'Warm white silver coating',
  });
  await create({
    name: 'Corner Key',
    category_id: parts.id,
    sub_category_id: partsSnap!.id,
    originalPrice: '3.5',
  });
  await create({ name: 'Frame Tool', category_id: parts.id, originalPrice: '20' });
  // Popularity comes from orders; set it directly.
  for (const [index, product] of made.entries()) {
    await app.db
      .update(products)
      .set({ unitsSold: (index * 7) % 5 })
      .where(eq(products.id, product.id));
  }
});
afterAll(() => app.close());

const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('GET /api/fetchProducts/:categoryName', () => {
  it('pages through all products with the true total', async () => {
    const whole = await fetchProducts('all');
    expect(whole).toMatchObject({ total: 7, page: 1, per_page: 12 });
    expect(ids(whole.products)).toEqual(ids(made));
    const first = await fetchProducts('all?per_page=6');
    expect(first).toMatchObject({ total: 7, page: 1, per_page: 6 });
    expect(ids(first.products)).toEqual(ids(made).slice(0, 6));
    const second = await fetchProducts('all?per_page=6&page=2');
    expect(ids(second.products)).toEqual(ids(made).slice(6));
    const past = await fetchProducts('all?page=9');
    expect(past).toMatchObject({ products: [], total: 7, page: 9 });
    const small = await fetchProducts('all?per_page=2&page=2');
    expect(ids(small.products)).toEqual(ids(made).slice(2, 4));
  });

  it('answers a product in the shop shape', async () => {
    const { products: list } = await fetchProducts('all?per_page=1');
    expect(list[0]).toMatchObject({
      name: 'Snap Frame A1',
      originalPrice: 120,
      category: { name: 'Backlit Frames', path: 'BacklitFrames' },
      subCategory: { nameSubCategory: 'Snap Frames', path: 'SnapFrames' },
    });
    expect(list[0]).not.toHaveProperty('units_sold');
  });

  it.each<[ProductSort, (a: AdminProduct, b: AdminProduct) => number]>([
    ['default', (a, b) => a.id - b.id],
    ['price_asc', (a, b) => a.originalPrice - b.originalPrice || a.id - b.id],
    ['price_desc', (a, b) => b.originalPrice - a.originalPrice || a.id - b.id],
    ['latest', (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id],
  ])('sorts by %s', async (sort, order) => {
    const page = await fetchProducts(`all?sort=${sort}&per_page=48`);
    expect(ids(page.products)).toEqual(ids([...made].sort(order)));
  });

  it.each(['default', 'popularity', 'latest', 'price_asc', 'price_desc', 'rating'])(
    'pages past the middle (read from the far end) continue the %s order',
    async (sort) => {
      for (const source of ['all', 'BacklitFrames', 'all?sub=SnapFrames']) {
        const join = source.includes('?') ? '&' : '?';
        const whole = await fetchProducts(`${source}${join}sort=${sort}&per_page=48`);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
          const part = await fetchProducts(`${source}${join}sort=${sort}&per_page=2&page=${page}`);
          expect(part.total).toBe(whole.total);
          paged.push(...ids(part.products));
        }
        expect(paged, source).toEqual(ids(whole.products));
      }
    },
  );

  it('sorts by popularity (units sold), ties by id', async () => {
    const page = await fetchProducts('all?sort=popularity&per_page=48');
    const sold = made.map((product, index) => ({ id: product.id, sold: (index * 7) % 5 }));
    expect(ids(page.products)).toEqual(ids(sold.sort((a, b) => b.sold - a.sold || a.id - b.id)));
  });

  it('filters by category path ignoring case, also with & in the name', async () => {
    expect((await fetchProducts('BacklitFrames')).total).toBe(4);
    expect((await fetchProducts('backlitframes')).total).toBe(4);
    const tools = await fetchProducts(encodeURIComponent('SpareParts&Tools'));
    expect(tools.total).toBe(3);
  });

  it('filters by sub-category within the category, or in any category with all', async () => {
    const inFrames = await fetchProducts('BacklitFrames?sub=snapframes');
    expect(inFrames.products.map((p) => p.name)).toEqual(['Snap Frame A1', 'Snap Frame A0']);
    const anywhere = await fetchProducts('all?sub=SnapFrames');
    expect(anywhere.products.map((p) => p.name)).toEqual([
      'Snap Frame A1',
      'Snap Frame A0',
      'Corner Key',
    ]);
    expect((await fetchProducts('all?sub=LEDStrips')).total).toBe(1);
  });

  it('searches every word in name, SKU and description', async () => {
    expect((await fetchProducts('all?q=snap%20a0')).products.map((p) => p.name)).toEqual([
      'Snap Frame A0',
    ]);
    expect((await fetchProducts('all?q=SILVER')).total).toBe(2);
    expect((await fetchProducts('all?q=silver%20warm')).products.map((p) => p.name)).toEqual([
      'LED Strip 1 m',
    ]);
    expect((await fetchProducts('all?q=lb_100')).total).toBe(1);
    expect((await fetchProducts('all?q=lb-100')).total).toBe(1);
    expect((await fetchProducts('all?q=100%25')).total).toBe(1);
    // Only letters and digits make words: a search without any finds nothing, not everything.
    expect((await fetchProducts('all?q=%25')).total).toBe(0);
    expect((await fetchProducts('all?q=_')).total).toBe(0);
    expect((await fetchProducts('BacklitFrames?q=strip')).total).toBe(0);
  });

  it('answers 404 for an unknown category or sub-category, 422 for bad paging', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/fetchProducts/Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe('Category not found.');
    const sub = await app.inject({
      method: 'GET',
      url: '/api/fetchProducts/BacklitFrames?sub=LEDStrips',
    });
    expect(sub.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(sub.json()).message).toBe('Sub-category not found.');
    for (const query of ['per_page=49', 'page=0', 'page=x', 'sort=stars']) {
      const bad = await app.inject({ method: 'GET', url: `/api/fetchProducts/all?${query}` });
      expect(bad.statusCode, query).toBe(422);
    }
  });

  it('shows a changed price at once (writes clear the cache)', async () => {
    const product = made[0]!;
    expect((await fetchProducts('all?per_page=1')).products[0]!.originalPrice).toBe(120);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/update-product/${product.id}`,
      headers: bearer(staff.token),
      payload: {
        name: product.name,
        sku: product.sku,
        stock: product.stock,
        category_id: product.category_id,
        sub_category_id: product.sub_category_id,
        originalPrice: '125.25',
        description: product.description,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await fetchProducts('all?per_page=1')).products[0]!.originalPrice).toBe(125.25);
  });

  it('shows new products and category changes at once', async () => {
    const counts = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/getCategory' });
      return PublicCategoriesResponseSchema.parse(response.json()).categories;
    };
    const before = (await counts()).find((c) => c.id === parts.id)!.productCount;
    const before2 = (await fetchProducts(encodeURIComponent('SpareParts&Tools'))).total;
    const product = await create({ name: 'Spare Clip', category_id: parts.id, originalPrice: '1' });
    expect((await counts()).find((c) => c.id === parts.id)!.productCount).toBe(before + 1);
    expect((await fetchProducts(encodeURIComponent('SpareParts&Tools'))).total).toBe(before2 + 1);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/delete-product/${product.id}`,
      headers: bearer(staff.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await fetchProducts(encodeURIComponent('SpareParts&Tools'))).total).toBe(before2);
    made.pop();

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/update-category/${frames.id}`,
      headers: bearer(staff.token),
      payload: {
        name: 'Backlit Frames Pro',
        subCategories: frames.subs.map((s) => ({ id: s.id, nameSubCategory: s.name })),
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await fetchProducts('BacklitFramesPro')).total).toBe(4);
    expect(
      (await app.inject({ method: 'GET', url: '/api/fetchProducts/BacklitFrames' })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a category that still has products (409)', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/delete-category/${parts.id}`,
      headers: bearer(staff.token),
    });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toContain('3 product(s)');
  });
});

describe('GET /api/product/:slug', () => {
  it('answers the product with related ones, same sub-category first', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/light-box-100' });
    expect(response.statusCode, response.body).toBe(200);
    const body = ProductDetailResponseSchema.parse(response.json());
    expect(body.product.name).toBe('Light Box 100%');
    expect(body.related.map((p) => p.name)).toEqual(['Snap Frame A1', 'Snap Frame A0', 'Wall Box']);

    const snap = ProductDetailResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/product/snap-frame-a0' })).json(),
    );
    expect(snap.related.map((p) => p.name)).toEqual([
      'Snap Frame A1',
      'Light Box 100%',
      'Wall Box',
    ]);
  });

  it('answers the others of the category by id for a product without sub-category', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/wall-box' });
    expect(response.statusCode, response.body).toBe(200);
    const body = ProductDetailResponseSchema.parse(response.json());
    expect(body.related.map((p) => p.name)).toEqual([
      'Snap Frame A1',
      'Snap Frame A0',
      'Light Box 100%',
    ]);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).message).toBe('Product not found.');
  });
});
