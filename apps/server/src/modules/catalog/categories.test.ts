import {
  AllCategoriesResponseSchema,
  ApiErrorSchema,
  EditCategoryResponseSchema,
  MessageResponseSchema,
  PublicCategoriesResponseSchema,
  ViewCategoriesResponseSchema,
  type Category,
  type CategoryInput,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { categories, products, subCategories } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';

let app: App;
let staff: SignedIn;
let customer: SignedIn;
let counter = 0;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
});
afterAll(() => app.close());

const unique = (name: string) => `${name} ${++counter}`;

function asStaff(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: bearer(staff.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function expectMessage(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(MessageResponseSchema.parse(response.json())).toEqual({ status, message });
}

/** A 422 whose validation_errors name exactly these fields. */
function expectInvalid(response: LightMyRequestResponse, fields: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const body = ApiErrorSchema.parse(response.json());
  expect(body.status).toBe(422);
  expect(Object.keys(body.validation_errors ?? {}).sort()).toEqual([...fields].sort());
  return body.validation_errors!;
}

async function allCategories(): Promise<Category[]> {
  const response = await asStaff('GET', '/api/view-category');
  expect(response.statusCode).toBe(200);
  return ViewCategoriesResponseSchema.parse(response.json()).categories;
}

/** Creates a category through the API and returns it as the edit screen reads it. */
async function createCategory(input: Partial<CategoryInput> = {}): Promise<Category> {
  const name = input.name ?? unique('Frames');
  const response = await asStaff('POST', '/api/store-category', { name, ...input });
  expectMessage(response, 200, 'Category saved successfully.');
  const found = (await allCategories()).find((category) => category.name === name);
  if (!found) throw new Error(`category ${name} not listed`);
  return found;
}

async function insertProduct(categoryId: number, subCategoryId: number | null = null) {
  const n = ++counter;
  await app.db.insert(products).values({
    name: `Product ${n}`,
    slug: `product-${n}`,
    sku: `SKU-${n}`,
    stock: 3,
    categoryId,
    subCategoryId,
    priceCents: 12_900,
  });
}

describe('POST /api/store-category', () => {
  it('saves the category with its sub-categories in order, trimmed, empty rows dropped', async () => {
    const name = unique('Backlit Frames');
    const response = await asStaff('POST', '/api/store-category', {
      name: `  ${name} `,
      description: 'Light boxes.',
      subCategories: [
        { nameSubCategory: 'Wall Frames', descriptionSubCategory: 'On the wall.' },
        { nameSubCategory: '', descriptionSubCategory: 'dropped' },
        { nameSubCategory: 'Counter Frames' },
      ],
    });
    expectMessage(response, 200, 'Category saved successfully.');
    const saved = (await allCategories()).find((category) => category.name === name);
    expect(saved).toMatchObject({
      name,
      description: 'Light boxes.',
      sub_categories: [
        { nameSubCategory: 'Wall Frames', descriptionSubCategory: 'On the wall.' },
        { nameSubCategory: 'Counter Frames', descriptionSubCategory: '' },
      ],
    });
  });

  it('accepts a category without description or sub-categories', async () => {
    const category = await createCategory({ name: unique('Plain') });
    expect(category).toMatchObject({ description: '', sub_categories: [] });
  });

  it.each([
    ['a missing name', { description: 'x' }, ['name']],
    ['a blank name', { name: '   ' }, ['name']],
    ['a name that is not text', { name: 5 }, ['name']],
    ['a name too long', { name: 'x'.repeat(101) }, ['name']],
    ['a description too long', { name: 'Long', description: 'x'.repeat(2001) }, ['description']],
    [
      'sub-categories that are not a list',
      { name: 'Subs', subCategories: 'Wall' },
      ['subCategories'],
    ],
    ['an unknown field', { name: 'Extra', colour: 'red' }, ['colour']],
    [
      'a sub-category name that is not text',
      { name: 'Subs', subCategories: [{ nameSubCategory: 7 }] },
      ['subCategories.0.nameSubCategory'],
    ],
    [
      'a sub-category name too long',
      { name: 'Subs', subCategories: [{ nameSubCategory: 'x'.repeat(101) }] },
      ['subCategories.0.nameSubCategory'],
    ],
    [
      'an unknown sub-category field',
      { name: 'Subs', subCategories: [{ nameSubCategory: 'A', colour: 'red' }] },
      ['subCategories.0.colour'],
    ],
  ])('refuses %s (422 on the field)', async (_case, body, fields) => {
    expectInvalid(await asStaff('POST', '/api/store-category', body), fields);
  });

  it('refuses a name already used, ignoring case, and saves nothing', async () => {
    const existing = await createCategory();
    const before = (await allCategories()).length;
    const response = await asStaff('POST', '/api/store-category', {
      name: existing.name.toUpperCase(),
    });
    const errors = expectInvalid(response, ['name']);
    expect(errors.name).toEqual(['A category with this name already exists.']);
    expect(await allCategories()).toHaveLength(before);
  });

  it('refuses two sub-categories with the same name, ignoring case', async () => {
    const response = await asStaff('POST', '/api/store-category', {
      name: unique('Twins'),
      subCategories: [{ nameSubCategory: 'Wall' }, { nameSubCategory: 'WALL' }],
    });
    expectInvalid(response, ['subCategories.1.nameSubCategory']);
  });

  it('refuses a sub-category id (a new category owns none)', async () => {
    const other = await createCategory({ subCategories: [{ nameSubCategory: 'Wall' }] });
    const response = await asStaff('POST', '/api/store-category', {
      name: unique('Thief'),
      subCategories: [{ id: other.sub_categories[0]!.id, nameSubCategory: 'Wall' }],
    });
    expectInvalid(response, ['subCategories.0.id']);
  });
});

describe('GET /api/view-category, /api/all-category, /api/edit-category/:id', () => {
  it('answer the contract shapes', async () => {
    const category = await createCategory({
      description: 'Shown.',
      subCategories: [{ nameSubCategory: 'One', descriptionSubCategory: 'First.' }],
    });

    const all = await asStaff('GET', '/api/all-category');
    expect(all.statusCode).toBe(200);
    const listed = AllCategoriesResponseSchema.parse(all.json()).categories;
    expect(listed.find((entry) => entry.id === category.id)).toEqual({
      id: category.id,
      name: category.name,
      sub_categories: [{ id: category.sub_categories[0]!.id, nameSubCategory: 'One' }],
    });

    const edit = await asStaff('GET', `/api/edit-category/${category.id}`);
    expect(edit.statusCode).toBe(200);
    expect(EditCategoryResponseSchema.parse(edit.json())).toEqual({
      status: 200,
      category: {
        id: category.id,
        name: category.name,
        description: 'Shown.',
        sub_categories: [
          {
            id: category.sub_categories[0]!.id,
            nameSubCategory: 'One',
            descriptionSubCategory: 'First.',
          },
        ],
      },
    });
  });

  it('lists categories by name', async () => {
    const names = (await allCategories()).map((category) => category.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers 404 for an unknown category and 422 for an id that is not a number', async () => {
    expectMessage(await asStaff('GET', '/api/edit-category/999999'), 404, 'Category not found.');
    expectInvalid(await asStaff('GET', '/api/edit-category/abc'), ['id']);
  });
});

describe('PUT /api/update-category/:id', () => {
  it('updates kept sub-categories in place, adds new ones, removes missing ones, reorders', async () => {
    const category = await createCategory({
      subCategories: [
        { nameSubCategory: 'Keep' },
        { nameSubCategory: 'Drop' },
        { nameSubCategory: 'Rename' },
      ],
    });
    const [keep, , rename] = category.sub_categories;
    const name = unique('Renamed');
    const response = await asStaff('PUT', `/api/update-category/${category.id}`, {
      name,
      description: 'New description.',
      subCategories: [
        { id: rename!.id, nameSubCategory: 'Renamed', descriptionSubCategory: 'Now.' },
        { nameSubCategory: 'Added' },
        { id: keep!.id, nameSubCategory: 'Keep' },
      ],
    });
    expectMessage(response, 200, 'Category updated successfully.');
    const edit = EditCategoryResponseSchema.parse(
      (await asStaff('GET', `/api/edit-category/${category.id}`)).json(),
    );
    expect(edit.category.name).toBe(name);
    expect(edit.category.description).toBe('New description.');
    const subs = edit.category.sub_categories;
    expect(subs.map((sub) => sub.nameSubCategory)).toEqual(['Renamed', 'Added', 'Keep']);
    expect(subs[0]).toEqual({
      id: rename!.id,
      nameSubCategory: 'Renamed',
      descriptionSubCategory: 'Now.',
    });
    expect(subs[2]!.id).toBe(keep!.id);
  });

  it('lets sub-categories swap names and keeps its own name with a new case', async () => {
    const category = await createCategory({
      subCategories: [{ nameSubCategory: 'Alpha' }, { nameSubCategory: 'Beta' }],
    });
    const [alpha, beta] = category.sub_categories;
    const response = await asStaff('PUT', `/api/update-category/${category.id}`, {
      name: category.name.toUpperCase(),
      subCategories: [
        { id: alpha!.id, nameSubCategory: 'Beta' },
        { id: beta!.id, nameSubCategory: 'Alpha' },
      ],
    });
    expectMessage(response, 200, 'Category updated successfully.');
  });

  it("refuses another category's name, ignoring case", async () => {
    const first = await createCategory();
    const second = await createCategory();
    const response = await asStaff('PUT', `/api/update-category/${second.id}`, {
      name: first.name.toLowerCase(),
    });
    expect(expectInvalid(response, ['name']).name).toEqual([
      'A category with this name already exists.',
    ]);
  });

  it('refuses duplicate sub-category names and a sub-category of another category', async () => {
    const other = await createCategory({ subCategories: [{ nameSubCategory: 'Foreign' }] });
    const category = await createCategory({ subCategories: [{ nameSubCategory: 'Own' }] });
    const response = await asStaff('PUT', `/api/update-category/${category.id}`, {
      name: category.name,
      subCategories: [
        { id: other.sub_categories[0]!.id, nameSubCategory: 'Foreign' },
        { nameSubCategory: 'Own' },
        { nameSubCategory: 'own' },
      ],
    });
    expectInvalid(response, ['subCategories.0.id', 'subCategories.2.nameSubCategory']);
    const unchanged = await asStaff('GET', `/api/edit-category/${category.id}`);
    expect(EditCategoryResponseSchema.parse(unchanged.json()).category).toEqual(category);
  });

  it('refuses to remove a sub-category that products use (409), changing nothing', async () => {
    const category = await createCategory({
      subCategories: [{ nameSubCategory: 'Used' }, { nameSubCategory: 'Free' }],
    });
    await insertProduct(category.id, category.sub_categories[0]!.id);
    await insertProduct(category.id, category.sub_categories[0]!.id);
    const response = await asStaff('PUT', `/api/update-category/${category.id}`, {
      name: unique('Changed'),
      subCategories: [{ id: category.sub_categories[1]!.id, nameSubCategory: 'Free' }],
    });
    expect(response.statusCode).toBe(409);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.status).toBe(409);
    expect(body.message).toContain('"Used"');
    expect(body.message).toContain('2 product(s)');
    const unchanged = await asStaff('GET', `/api/edit-category/${category.id}`);
    expect(EditCategoryResponseSchema.parse(unchanged.json()).category).toEqual(category);
  });

  it('answers 404 for an unknown category and 422 for bad input', async () => {
    expectMessage(
      await asStaff('PUT', '/api/update-category/999999', { name: 'Nobody' }),
      404,
      'Category not found.',
    );
    expectInvalid(await asStaff('PUT', '/api/update-category/x', { name: 'Nobody' }), ['id']);
    const category = await createCategory();
    expectInvalid(await asStaff('PUT', `/api/update-category/${category.id}`, { name: 5 }), [
      'name',
    ]);
  });
});

describe('DELETE /api/delete-category/:id', () => {
  it('deletes the category and its sub-categories', async () => {
    const category = await createCategory({ subCategories: [{ nameSubCategory: 'Gone' }] });
    expectMessage(
      await asStaff('DELETE', `/api/delete-category/${category.id}`),
      200,
      'Category deleted successfully.',
    );
    expectMessage(
      await asStaff('GET', `/api/edit-category/${category.id}`),
      404,
      'Category not found.',
    );
    const subs = await app.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, category.id));
    expect(subs).toEqual([]);
  });

  it('refuses while the category has products (409) and deletes nothing', async () => {
    const category = await createCategory({ subCategories: [{ nameSubCategory: 'Stays' }] });
    await insertProduct(category.id);
    await insertProduct(category.id, category.sub_categories[0]!.id);
    await insertProduct(category.id);
    expectMessage(
      await asStaff('DELETE', `/api/delete-category/${category.id}`),
      409,
      'This category still has 3 product(s). Move or delete them first.',
    );
    const still = await app.db.select().from(categories).where(eq(categories.id, category.id));
    expect(still).toHaveLength(1);
    const edit = await asStaff('GET', `/api/edit-category/${category.id}`);
    expect(EditCategoryResponseSchema.parse(edit.json()).category).toEqual(category);
  });

  it('answers 404 for an unknown category and 422 for an id that is not a number', async () => {
    expectMessage(
      await asStaff('DELETE', '/api/delete-category/999999'),
      404,
      'Category not found.',
    );
    expectInvalid(await asStaff('DELETE', '/api/delete-category/1.5'), ['id']);
    expectInvalid(await asStaff('DELETE', '/api/delete-category/abc'), ['id']);
  });
});

describe('staff only', () => {
  const routes = [
    ['POST', '/api/store-category'],
    ['GET', '/api/view-category'],
    ['GET', '/api/all-category'],
    ['GET', '/api/edit-category/1'],
    ['PUT', '/api/update-category/1'],
    ['DELETE', '/api/delete-category/1'],
  ] as const;

  it.each(routes)('%s %s: 401 signed out, 403 for a customer', async (method, url) => {
    const anonymous = await app.inject({ method, url, payload: { name: 'X' } });
    expectMessage(anonymous, 401, 'Please sign in to continue.');
    const asCustomer = await app.inject({
      method,
      url,
      headers: bearer(customer.token),
      payload: { name: 'X' },
    });
    expectMessage(asCustomer, 403, 'This area is for shop staff only.');
  });

  it('are all in the route table as admin routes (so the access matrix walks them)', () => {
    const admin = new Set(
      app.routeAccess
        .filter((route) => route.access === 'admin')
        .map((route) => `${route.method} ${route.url}`),
    );
    for (const route of [
      'POST /api/store-category',
      'GET /api/view-category',
      'GET /api/all-category',
      'GET /api/edit-category/:id',
      'PUT /api/update-category/:id',
      'DELETE /api/delete-category/:id',
    ]) {
      expect(admin, route).toContain(route);
    }
  });

  it('are documented in /api/openapi.json with their schemas', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    }>();
    expect(document.paths['/api/store-category']?.post?.requestBody).toBeDefined();
    expect(document.paths['/api/update-category/{id}']?.put?.requestBody).toBeDefined();
    expect(document.paths['/api/getCategory']?.get?.responses).toHaveProperty('200');
    expect(document.paths['/api/delete-category/{id}']?.delete?.responses).toHaveProperty('409');
  });
});

describe('GET /api/getCategory (public)', () => {
  it('lists categories by name with paths and product counts, counted per sub-category', async () => {
    const category = await createCategory({
      name: unique('Floor Standing'),
      subCategories: [
        { nameSubCategory: 'Double Sided Frames' },
        { nameSubCategory: 'Single Sided' },
      ],
    });
    const [double, single] = category.sub_categories;
    await insertProduct(category.id, double!.id);
    await insertProduct(category.id, double!.id);
    await insertProduct(category.id, null);
    const empty = await createCategory({ name: unique('Empty Shelf') });

    const response = await app.inject({ method: 'GET', url: '/api/getCategory' });
    expect(response.statusCode).toBe(200);
    const listed = PublicCategoriesResponseSchema.parse(response.json()).categories;
    const names = listed.map((entry) => entry.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(listed.find((entry) => entry.id === category.id)).toEqual({
      id: category.id,
      name: category.name,
      path: category.name.replace(/\s+/g, ''),
      productCount: 3,
      subCategories: [
        {
          id: double!.id,
          nameSubCategory: 'Double Sided Frames',
          path: 'DoubleSidedFrames',
          productCount: 2,
        },
        { id: single!.id, nameSubCategory: 'Single Sided', path: 'SingleSided', productCount: 0 },
      ],
    });
    expect(listed.find((entry) => entry.id === empty.id)).toMatchObject({
      productCount: 0,
      subCategories: [],
    });
    for (const entry of listed) expect(entry.path).not.toMatch(/\s/);
  });
});
