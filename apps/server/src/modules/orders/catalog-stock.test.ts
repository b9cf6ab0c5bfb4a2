import {
  FetchProductsResponseSchema,
  ProductDetailResponseSchema,
  type AdminProduct,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { products } from '../../db/schema';
import { registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct, setStock } from '../../test/cart';
import { placeOrder } from './order-lifecycle.fixtures';

/** The shop's cached catalogue answers after an order takes stock. */

let app: App;
let staff: SignedIn;
let customer: SignedIn;
let categoryPath: string;
let otherPath: string;
let sold: AdminProduct;
let untouched: AdminProduct;
/** In a category of its own: nothing about it depends on the sold product. */
let elsewhere: AdminProduct;

async function productPage(product: AdminProduct) {
  const response = await app.inject({ method: 'GET', url: `/api/product/${product.slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductDetailResponseSchema.parse(response.json());
}

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/fetchProducts/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return FetchProductsResponseSchema.parse(response.json()).product_data.products;
}

const stockIn = (rows: { id: number; stock: number }[], product: AdminProduct) =>
  rows.find((row) => row.id === product.id)?.stock;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
  const categoryId = await createCategory(app, staff);
  untouched = await createProduct(app, staff, categoryId, { stock: 20, name: 'Light Box A2' });
  sold = await createProduct(app, staff, categoryId, { stock: 10, name: 'Snap Frame A1' });
  categoryPath = (await productPage(sold)).product.category.path;
  elsewhere = await createProduct(app, staff, await createCategory(app, staff), { stock: 20 });
  otherPath = (await productPage(elsewhere)).product.category.path;
});
afterAll(() => app.close());

describe('after an order takes stock', () => {
  it('the product page, the lists and the best sellers show it at once', async () => {
    // Answers cached before the order.
    expect((await productPage(sold)).product.stock).toBe(10);
    expect((await productPage(untouched)).related.map((p) => p.stock)).toEqual([10]);
    expect(stockIn(await list(categoryPath), sold)).toBe(10);
    expect(stockIn(await list('all?q=snap'), sold)).toBe(10);
    const bestBefore = await list(`${categoryPath}?sort=popularity`);
    expect(bestBefore.map((p) => p.id)).toEqual([untouched.id, sold.id]);

    await placeOrder(app, customer, sold.id, { qty: 3 });

    expect((await productPage(sold)).product.stock).toBe(7);
    expect((await productPage(untouched)).related.map((p) => p.stock)).toEqual([7]);
    expect(stockIn(await list(categoryPath), sold)).toBe(7);
    expect(stockIn(await list('all?q=snap'), sold)).toBe(7);
    // Three sold now lead the best sellers, where the order was by id before.
    const bestAfter = await list(`${categoryPath}?sort=popularity`);
    expect(bestAfter.map((p) => p.id)).toEqual([sold.id, untouched.id]);
  });

  it('keeps the answers about products the order did not touch', async () => {
    expect((await productPage(elsewhere)).product.stock).toBe(20);
    expect(stockIn(await list(otherPath), elsewhere)).toBe(20);
    // A change the shop is not told about (as from another process): cached answers stay.
    await app.db.update(products).set({ stock: 19 }).where(eq(products.id, elsewhere.id));
    await placeOrder(app, customer, sold.id, { qty: 1 });
    expect((await productPage(sold)).product.stock).toBe(6);
    expect((await productPage(elsewhere)).product.stock).toBe(20);
    expect(stockIn(await list(otherPath), elsewhere)).toBe(20);
  });

  it('shows a staff restock at once', async () => {
    await productPage(sold);
    await setStock(app, staff, sold, 40);
    expect((await productPage(sold)).product.stock).toBe(40);
    expect(stockIn(await list(categoryPath), sold)).toBe(40);
  });
});
