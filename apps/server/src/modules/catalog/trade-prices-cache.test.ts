import {
  FetchProductsResponseSchema,
  ProductDetailResponseSchema,
  TradePricesResponseSchema,
} from '@backlit/domain';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp, makeTempDir } from '../../test/app';
import { createCategory, createProduct } from '../../test/cart';

/**
 * Trade prices never leak through the catalogue's answer cache or the page cache: the public
 * list, search and product answers and the rendered pages are the list price for everyone, so
 * one copy serves all; a member's prices come only from POST /api/trade-prices, never cached.
 * The renderer stands in for the web build's, printing the price the API gave it.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Shop</title><!--page-head--></head>
<body><div id="root"><!--page-body--></div></body></html>
`;

const RENDERER = `
export function createPageRenderer({ fetchApi }) {
  return {
    async render({ url }) {
      const { status, body } = await fetchApi('/api/product/' + url.slice('/product/'.length));
      if (status !== 200) return { kind: 'shell', status, noindex: true };
      const { product } = JSON.parse(body);
      return { kind: 'page', status: 200, head: '', body: '<p>$' + product.originalPrice + '</p>', state: '{}', chunks: [] };
    },
  };
}
`;

let app: App;
let staff: SignedIn;
let member: SignedIn;
let removeBuild: () => Promise<void>;

beforeAll(async () => {
  const build = await makeTempDir('backlit-trade-render-');
  removeBuild = build.remove;
  const webDir = path.join(build.dir, 'dist');
  await mkdir(path.join(build.dir, 'dist-server'), { recursive: true });
  await mkdir(path.join(webDir, '.vite'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(build.dir, 'dist-server', 'entry-server.js'), RENDERER);
  await writeFile(path.join(webDir, '.vite', 'route-chunks.json'), '{}');
  app = await buildTestApp({ webDir });
  staff = await signInStaff(app);

  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/customer-groups',
    headers: bearer(staff.token),
    payload: { name: 'Distributors', percent_off: 20 },
  });
  expect(created.statusCode, created.body).toBe(200);
  member = await registerCustomer(app);
  const company = await app.inject({
    method: 'POST',
    url: '/api/account/company',
    headers: bearer(member.token),
    payload: { name: 'Trade Shows Inc' },
  });
  expect(company.statusCode, company.body).toBe(201);
  const placed = await app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${(company.json() as { company: { id: number } }).company.id}/customer-group`,
    headers: bearer(staff.token),
    payload: { customer_group_id: (created.json() as { group: { id: number } }).group.id },
  });
  expect(placed.statusCode, placed.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await removeBuild();
});

/** A browser's request: the member's session cookies, or none. */
const get = (url: string, who: SignedIn | undefined) =>
  app.inject({ method: 'GET', url, ...(who ? { cookies: who.cookies } : {}) });

/** What one visitor sees of the product: list, search, product answer, rendered page. */
async function looks(who: SignedIn | undefined, product: { slug: string; name: string }) {
  const list = FetchProductsResponseSchema.parse(
    (await get('/api/fetchProducts/all?per_page=48', who)).json(),
  ).product_data.products.find((row) => row.slug === product.slug)!;
  const search = FetchProductsResponseSchema.parse(
    (await get(`/api/fetchProducts/all?q=${encodeURIComponent(product.name)}`, who)).json(),
  ).product_data.products.find((row) => row.slug === product.slug)!;
  const answer = ProductDetailResponseSchema.parse(
    (await get(`/api/product/${product.slug}`, who)).json(),
  ).product;
  const page = (await get(`/product/${product.slug}`, who)).body;
  return {
    list: list.originalPrice,
    search: search.originalPrice,
    product: answer.originalPrice,
    page: /<p>\$([\d.]+)<\/p>/.exec(page)?.[1],
  };
}

async function memberPrice(productId: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trade-prices',
    headers: bearer(member.token),
    payload: { product_ids: [productId] },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return TradePricesResponseSchema.parse(response.json()).prices;
}

const LIST = { list: 250, search: 250, product: 250, page: '250' };
const TRADE = [{ price: 200, list_price: 250, rule: 'percent' }];

describe('trade prices and the caches', () => {
  it('a member first, then an anonymous visitor: the caches hold list prices only', async () => {
    const category = await createCategory(app, staff);
    const product = await createProduct(app, staff, category, {
      price: '250',
      name: 'Xylo Banner',
    });

    expect(await looks(member, product)).toEqual(LIST);
    expect(await memberPrice(product.id)).toMatchObject(TRADE);
    expect(await looks(undefined, product)).toEqual(LIST);
    // Warm now: the member's second look is the same cached list price, their price still theirs.
    expect(await looks(member, product)).toEqual(LIST);
    expect(await memberPrice(product.id)).toMatchObject(TRADE);
  });

  it('an anonymous visitor first, then a member: the member still gets their price', async () => {
    const category = await createCategory(app, staff);
    const product = await createProduct(app, staff, category, {
      price: '250',
      name: 'Quokka Stand',
    });

    expect(await looks(undefined, product)).toEqual(LIST);
    expect(await looks(member, product)).toEqual(LIST);
    expect(await memberPrice(product.id)).toMatchObject(TRADE);
    expect(await looks(undefined, product)).toEqual(LIST);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/trade-prices',
      payload: { product_ids: [product.id] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
