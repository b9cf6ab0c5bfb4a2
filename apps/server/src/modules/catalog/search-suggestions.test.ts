import {
  ApiErrorSchema,
  SaveProductResponseSchema,
  SEARCH_MAX,
  SearchSuggestionsResponseSchema,
  SUGGESTED_PRODUCTS_MAX,
  type AdminProduct,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, nextSku } from './products.fixtures';

/** The header search's suggestions: the shop's search, its categories, the answer cache. */

let app: App;
let staff: SignedIn;
let banners: Awaited<ReturnType<typeof createCategory>>;
let frames: Awaited<ReturnType<typeof createCategory>>;

async function create(name: string, values: Record<string, unknown> = {}): Promise<AdminProduct> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/store-product',
    headers: bearer(staff.token),
    payload: {
      name,
      sku: nextSku('G'),
      stock: 5,
      category_id: frames.id,
      originalPrice: '100',
      description: '',
      ...values,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return SaveProductResponseSchema.parse(response.json()).product;
}

async function suggest(q: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search-suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SearchSuggestionsResponseSchema.parse(response.json());
}

let rollUp: AdminProduct;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  frames = await createCategory(app, staff, 'Backlit Frames', ['Snap Frames']);
  banners = await createCategory(app, staff, 'Fabric Banners', ['Indoor Banners']);
  rollUp = await create('Roll-Up Banner Stand', {
    category_id: banners.id,
    sub_category_id: banners.subs[0]!.id,
    originalPrice: '149.5',
    sellingPrice: '199',
  });
  await create('Backlit Snap Frame A1', { sub_category_id: frames.subs[0]!.id });
  await create('Light Box Poster', { description: 'Hang a banner in front of it.' });
});
afterAll(() => app.close());

describe('GET /api/search-suggestions', () => {
  it('suggests a product for a mistyped word, with its picture path, price and page', async () => {
    const answer = await suggest('banenr');
    expect(answer.products.map((product) => product.name)).toContain('Roll-Up Banner Stand');
    const product = answer.products.find((p) => p.id === rollUp.id)!;
    expect(product).toEqual({
      id: rollUp.id,
      name: 'Roll-Up Banner Stand',
      slug: rollUp.slug,
      sku: rollUp.sku,
      image: null,
      sellingPrice: 199,
      originalPrice: 149.5,
    });
    expect(answer.total).toBe(answer.products.length);
    // The category holding the match is offered too.
    expect(answer.categories.map((category) => category.url)).toContain('/IndoorBanners');
  });

  it('finds a product by its SKU', async () => {
    const answer = await suggest(rollUp.sku);
    expect(answer.products.map((product) => product.id)).toEqual([rollUp.id]);
  });

  it('offers categories and sub-categories whose name starts with the words', async () => {
    const answer = await suggest('snap');
    expect(answer.categories[0]).toEqual({
      name: 'Snap Frames',
      parent: 'Backlit Frames',
      url: '/SnapFrames',
      productCount: 1,
    });
    const fabric = await suggest('fabr');
    expect(fabric.categories).toContainEqual({
      name: 'Fabric Banners',
      parent: null,
      url: '/category/FabricBanners',
      productCount: 1,
    });
  });

  it('answers empty lists for a missing or blank search', async () => {
    for (const url of ['/api/search-suggestions', '/api/search-suggestions?q=%20%20']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 200, products: [], categories: [], total: 0 });
    }
  });

  it('refuses words longer than the search box takes, naming the field', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/search-suggestions?q=${'a'.repeat(SEARCH_MAX + 1)}`,
    });
    expect(response.statusCode).toBe(422);
    const error = ApiErrorSchema.parse(response.json());
    expect(Object.keys(error.validation_errors ?? {})).toEqual(['q']);
  });

  it('shows at most a few products, and the count of all matches', async () => {
    for (let n = 0; n < SUGGESTED_PRODUCTS_MAX + 2; n++) await create(`Poster Clip ${n}`);
    const answer = await suggest('clip');
    expect(answer.products).toHaveLength(SUGGESTED_PRODUCTS_MAX);
    expect(answer.total).toBe(SUGGESTED_PRODUCTS_MAX + 2);
  });

  it('is kept in the answer cache, and dropped when a product changes', async () => {
    const before = app.catalogCache.size;
    await suggest('light box');
    expect(app.catalogCache.size).toBe(before + 1);
    await suggest('Light   BOX');
    expect(app.catalogCache.size, 'same words, one entry').toBe(before + 1);

    await create('Light Box Slim');
    const answer = await suggest('light box');
    expect(answer.products.map((product) => product.name)).toContain('Light Box Slim');
  });
});
