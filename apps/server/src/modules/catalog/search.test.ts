import {
  FetchProductsResponseSchema,
  SaveProductResponseSchema,
  type AdminProduct,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, nextSku } from './products.fixtures';

/** The shop's search: words, word starts, parts of words, near misses, best match first. */

let app: App;
let staff: SignedIn;
let displays: Awaited<ReturnType<typeof createCategory>>;
let parts: Awaited<ReturnType<typeof createCategory>>;
const made = new Map<string, AdminProduct>();

async function create(name: string, values: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/store-product',
    headers: bearer(staff.token),
    payload: {
      name,
      sku: nextSku('S'),
      stock: 5,
      category_id: displays.id,
      originalPrice: '100',
      description: '',
      ...values,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const product = SaveProductResponseSchema.parse(response.json()).product;
  made.set(name, product);
  return product;
}

async function search(q: string, more = '', source = 'all') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/fetchProducts/${source}?q=${encodeURIComponent(q)}${more}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return FetchProductsResponseSchema.parse(response.json()).product_data;
}

const names = async (q: string, more = '', source = 'all') =>
  (await search(q, more, source)).products.map((product) => product.name);

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  displays = await createCategory(app, staff, 'Display Stands', ['Poster Rails']);
  parts = await createCategory(app, staff, 'Spare Parts', ['Lamps']);
  // Made first, so that a list by id would put it before the products named after the word.
  await create('LED Light Box', {
    description: 'Backlit by a silver aluminium frame; the lamps last for years.',
    originalPrice: '250',
  });
  await create('Backlit Snap Frame A1', { originalPrice: '180' });
  await create('Fabric Banner Stand', { originalPrice: '90' });
  await create('Silver Poster Rail', {
    sub_category_id: displays.subs[0]!.id,
    originalPrice: '40',
  });
  await create('Night Sign', { category_id: parts.id, originalPrice: '60' });
  await create('Flame Effect Lamp', {
    category_id: parts.id,
    sub_category_id: parts.subs[0]!.id,
    originalPrice: '30',
  });
});
afterAll(() => app.close());

describe('product search', () => {
  it('finds a part of a word in the name, SKU or category', async () => {
    expect(await names('lit')).toEqual(['Backlit Snap Frame A1']);
    expect(await names('anner')).toEqual(['Fabric Banner Stand']);
    const sku = made.get('Silver Poster Rail')!.sku;
    expect(await names(sku.slice(2).toLowerCase())).toEqual(['Silver Poster Rail']);
  });

  it('finds words and word starts in the description, and word forms', async () => {
    expect(await names('alumin')).toEqual(['LED Light Box']);
    // "lamps" in the description and "Lamp" in a name are the same word.
    expect((await names('lamp')).sort()).toEqual(['Flame Effect Lamp', 'LED Light Box']);
    expect((await names('frames')).sort()).toEqual(['Backlit Snap Frame A1', 'LED Light Box']);
  });

  it('finds a near miss of a word when nothing matches as typed', async () => {
    expect(await names('banenr')).toEqual(['Fabric Banner Stand']);
    expect(await names('fabirc stand')).toEqual(['Fabric Banner Stand']);
    expect(await names('snap framw')).toEqual(['Backlit Snap Frame A1']);
    expect((await search('qwertyuiop')).total).toBe(0);
    // A stop word neither matches nor stands in the way.
    expect(await names('the banenr')).toEqual(['Fabric Banner Stand']);
    expect((await search('the')).total).toBe(0);
  });

  it('leaves near misses out when a word matches as typed', async () => {
    // "Night" is a near miss of "light": not shown beside the product that has the word…
    expect(await names('light')).toEqual(['LED Light Box']);
    // …but found when nothing has the word as typed.
    expect(await names('nigth')).toEqual(['Night Sign']);
  });

  it('ranks name matches first', async () => {
    expect(await names('silver')).toEqual(['Silver Poster Rail', 'LED Light Box']);
    expect(await names('backlit')).toEqual(['Backlit Snap Frame A1', 'LED Light Box']);
  });

  it('needs every word, counts the matches and pages through them', async () => {
    expect(await names('silver rail')).toEqual(['Silver Poster Rail']);
    const all = await search('stands');
    // The category's name is searched too: every product of Display Stands.
    expect(all.total).toBe(4);
    const second = await search('stands', '&per_page=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(second.products).toHaveLength(1);
    const past = await search('stands', '&per_page=3&page=5');
    expect(past).toMatchObject({ products: [], total: 4 });
  });

  it('keeps an asked order, and the category and sub-category chosen', async () => {
    expect(await names('stands', '&sort=price_asc')).toEqual([
      'Silver Poster Rail',
      'Fabric Banner Stand',
      'Backlit Snap Frame A1',
      'LED Light Box',
    ]);
    expect(await names('lamp', '', 'SpareParts')).toEqual(['Flame Effect Lamp']);
    expect(await names('silver', '&sub=PosterRails')).toEqual(['Silver Poster Rail']);
  });

  it('follows renamed products, categories and sub-categories', async () => {
    const rail = made.get('Silver Poster Rail')!;
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/update-product/${rail.id}`,
      headers: bearer(staff.token),
      payload: {
        name: 'Chrome Poster Rail',
        sku: rail.sku,
        stock: rail.stock,
        category_id: rail.category_id,
        sub_category_id: rail.sub_category_id,
        originalPrice: '40',
        description: rail.description,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('chrome')).toEqual(['Chrome Poster Rail']);
    expect(await names('silver')).toEqual(['LED Light Box']);

    const category = await app.inject({
      method: 'PUT',
      url: `/api/update-category/${parts.id}`,
      headers: bearer(staff.token),
      payload: {
        name: 'Replacement Parts',
        subCategories: [{ id: parts.subs[0]!.id, nameSubCategory: 'Tubes and Bulbs' }],
      },
    });
    expect(category.statusCode, category.body).toBe(200);
    expect((await names('replacement')).sort()).toEqual(['Flame Effect Lamp', 'Night Sign']);
    expect(await names('bulbs')).toEqual(['Flame Effect Lamp']);
    expect(await names('spare')).toEqual([]);
  });

  it('finds nothing for a search without letters or digits', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('\\')).total).toBe(0);
  });

  it('finds a mistyped word that is far from its stem, in a name or a category', async () => {
    // Stems "hang", "brochur" and "tabl": each typo is three or more edits from its stem.
    const tables = await createCategory(app, staff, 'Tables and Counters');
    await create('Hanging Brochure Holder', { category_id: tables.id });
    expect(await names('hnaging')).toEqual(['Hanging Brochure Holder']);
    expect(await names('borchure holder')).toEqual(['Hanging Brochure Holder']);
    expect(await names('tbales')).toEqual(['Hanging Brochure Holder']);
  });
});
